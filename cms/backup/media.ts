/**
 * The media a database names: image originals and their renditions, press downloads, form uploads
 * (entries' files and temporary uploads). An archive lists them with size and SHA-256, read from
 * the store (MEDIA_DIR or the bucket) right after the database snapshot; with `--media` it holds
 * the files too. Files nobody names (left over after a delete) are not listed.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { MediaStore } from '../media/store';

export interface MediaFile {
  path: string;
  size: number;
  sha256: string;
}

export interface MediaList {
  files: MediaFile[];
  /** named by the database, not found in the store when the backup was taken */
  missing: string[];
}

/** Every media path the database names, sorted, once each. */
export async function referencedMedia(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ path: string | null }>(
    db,
    sql`SELECT file AS path FROM images
        UNION SELECT r.value ->> f.format FROM images i, jsonb_each(i.renditions) AS r, (VALUES ('webp'), ('avif'), ('jpeg')) AS f(format)
        UNION SELECT file FROM download_files
        UNION SELECT path FROM form_entry_files
        UNION SELECT path FROM temp_files`,
  );
  return [...new Set(rows.map((r) => r.path).filter((p): p is string => Boolean(p)))].sort();
}

/** Whether a store read failed because the file is not there. */
function isMissing(err: unknown): boolean {
  const e = err as { code?: string; status?: number };
  return e.code === 'ENOENT' || e.status === 404 || e.status === 403;
}

/**
 * Reads every file once (four at a time: a bucket answers slower than a disk), hashes it and hands
 * it to `each` (which adds it to the archive with `--media`).
 */
export async function collectMedia(
  store: MediaStore,
  paths: readonly string[],
  each: (file: MediaFile, data: Buffer) => Promise<void>,
  progress: (done: number, total: number, bytes: number) => void = () => {},
): Promise<MediaList> {
  const files: MediaFile[] = [];
  const missing: string[] = [];
  let next = 0;
  let bytes = 0;
  let done = 0;
  // reads overlap; the archive is written one file at a time, in list order
  let writing: Promise<void> = Promise.resolve();
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      let data: Buffer;
      try {
        data = await store.read(path);
      } catch (err) {
        if (!isMissing(err)) throw err;
        missing.push(path);
        progress(++done, paths.length, bytes);
        continue;
      }
      const file = { path, size: data.length, sha256: crypto.createHash('sha256').update(data).digest('hex') };
      files.push(file);
      writing = writing.then(() => each(file, data));
      await writing;
      bytes += data.length;
      progress(++done, paths.length, bytes);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await writing;
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  missing.sort();
  return { files, missing };
}
