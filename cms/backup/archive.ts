/**
 * The backup archive: one tar file (cms/backup/tar.ts) holding
 *
 *   database/pglite-datadir.tar.gz   PGlite's own dump of its data directory (dumpDataDir), or
 *   database/postgres.dump           pg_dump --format=custom of the whole database
 *   tables/<table>.jsonl.gz          every table of `public`, one JSON object per row (cms/backup/logical.ts),
 *                                    from the same snapshot: what a restore into the other kind of database loads
 *   media.json                       the media files the database names: path, size, SHA-256 (and the missing ones)
 *   media/<path>                     with --media: the files themselves
 *   manifest.json                    what is inside, the row count of every table, the SHA-256 of every entry
 *
 * docs/operations.md describes it for operators.
 */
import { BrokenArchiveError, TarReader } from './tar';
import type { Migration } from '../db/migrationStatus';
import type { MediaList } from './media';

export const ARCHIVE_FORMAT = 'orchestra-backup';
export const ARCHIVE_VERSION = 1;

export const NATIVE_ENTRY = { pglite: 'database/pglite-datadir.tar.gz', postgres: 'database/postgres.dump' } as const;
export const MANIFEST_ENTRY = 'manifest.json';
export const MEDIA_LIST_ENTRY = 'media.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl.gz`;
export const mediaEntry = (path: string) => `media/${path}`;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  appVersion: string;
  source: {
    driver: 'pglite' | 'postgres';
    /** PostgreSQL's version (PGlite: the PostgreSQL inside it) */
    serverVersion: string;
    /** the tool that made the native dump, with its version */
    tool: string;
    /** the database's location without credentials (PGlite: the data directory) */
    location: string;
  };
  /** the migrations the database had applied (those of this list are the schema of tables/) */
  migrations: Migration[];
  /** rows of every table of `public` at the snapshot */
  tables: Record<string, number>;
  /** every entry but the manifest: size and SHA-256 */
  entries: Record<string, { size: number; sha256: string }>;
  media: { files: number; bytes: number; missing: number; included: boolean };
}

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

export interface OpenArchive {
  reader: TarReader;
  manifest: Manifest;
  mediaList(): Promise<MediaList>;
  close(): Promise<void>;
}

/**
 * Opens an archive and checks it whole: every entry the manifest names is there with its SHA-256.
 * Any damage is an ArchiveError saying what is wrong, before anything is changed.
 */
export async function openArchive(file: string, progress: (done: number, total: number) => void = () => {}): Promise<OpenArchive> {
  let reader: TarReader;
  try {
    reader = await TarReader.open(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ArchiveError(`${file} does not exist.`);
    if (code === 'EISDIR') throw new ArchiveError(`${file} is a directory, not a backup archive.`);
    if (err instanceof BrokenArchiveError) throw new ArchiveError(`${file} is not a readable backup archive: ${err.message}.`);
    throw err;
  }
  try {
    if (!reader.has(MANIFEST_ENTRY)) throw new ArchiveError(`${file} is not a backup archive of this site: it has no ${MANIFEST_ENTRY} (is it cut off, or another tar file?).`);
    let manifest: Manifest;
    try {
      manifest = JSON.parse((await reader.read(MANIFEST_ENTRY)).toString('utf8')) as Manifest;
    } catch {
      throw new ArchiveError(`${file} is damaged: its ${MANIFEST_ENTRY} is not readable JSON.`);
    }
    if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveError(`${file} is not a backup archive of this site (its manifest is of another format).`);
    if (manifest.version > ARCHIVE_VERSION) throw new ArchiveError(`${file} was written by a newer version (archive format ${manifest.version}; this one reads up to ${ARCHIVE_VERSION}). Restore it with that version.`);
    const names = Object.keys(manifest.entries);
    let done = 0;
    for (const name of names) {
      const expected = manifest.entries[name];
      const entry = reader.entries.get(name);
      if (!entry) throw new ArchiveError(`${file} is damaged: ${name} is missing from it.`);
      if (entry.size !== expected.size || (await reader.sha256(name)) !== expected.sha256) {
        throw new ArchiveError(`${file} is damaged: ${name} does not match its checksum.`);
      }
      progress(++done, names.length);
    }
    if (!names.includes(NATIVE_ENTRY[manifest.source.driver])) throw new ArchiveError(`${file} is damaged: it holds no database dump.`);
    return {
      reader,
      manifest,
      async mediaList() {
        return JSON.parse((await reader.read(MEDIA_LIST_ENTRY)).toString('utf8')) as MediaList;
      },
      close: () => reader.close(),
    };
  } catch (err) {
    await reader.close();
    throw err;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** Prints at most one progress line every `everyMs` (and the last one). */
export function throttled(log: (line: string) => void, everyMs = 2000): (line: string, last?: boolean) => void {
  let at = 0;
  return (line, last = false) => {
    const now = Date.now();
    if (last || now - at >= everyMs) {
      at = now;
      log(line);
    }
  };
}
