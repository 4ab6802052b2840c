/**
 * `npm run backup -- --verify FILE`: opens the archive in scratch databases and compares the rows
 * of every table with the counts the backup recorded from the source at its snapshot:
 *
 * - every entry against its SHA-256 (cms/backup/archive.ts);
 * - the native dump: PGlite's loaded into a PGlite in memory and counted; pg_dump's read whole by
 *   pg_restore (to a script, no database needed) and its COPY rows counted per table;
 * - the portable copies: loaded into a fresh PGlite in memory on the schema of the archive's
 *   migrations (what a restore into the other kind of database does) and counted.
 *
 * Nothing of the environment's database is touched.
 */
import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PGLITE_EXTENSIONS, type Db } from '../db/client';
import * as schema from '../db/schema';
import { formatCount, NATIVE_ENTRY, openArchive, throttled, type OpenArchive } from './archive';
import { countRows } from './logical';
import { runTool } from './pgTools';
import { DROP_SCHEMA_STATEMENTS, loadPortable } from './restore';
import { blankPglite } from './scratch';

export interface VerifyRow {
  table: string;
  source: number;
  native: number | null;
  portable: number | null;
}

export interface VerifyResult {
  ok: boolean;
  rows: VerifyRow[];
}

/** Rows per table of a pg_dump custom archive, from pg_restore's script (its COPY blocks). */
async function countInPgDump(archive: OpenArchive): Promise<Record<string, number>> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-verify-'));
  try {
    const dumpFile = path.join(work, 'postgres.dump');
    await archive.reader.extractTo(NATIVE_ENTRY.postgres, dumpFile);
    const counts: Record<string, number> = {};
    let table: string | null = null;
    let rest = '';
    const line = (text: string) => {
      if (table) {
        if (text === '\\.') table = null;
        else counts[table]++;
        return;
      }
      const copy = /^COPY public\.("?)([^" ]+)\1 .*FROM stdin;$/.exec(text);
      if (copy) {
        table = copy[2];
        counts[table] = 0;
      }
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const text of lines) line(text);
        done();
      },
    });
    await runTool('pg_restore', ['--data-only', '--file=-', dumpFile], { stdout: sink });
    if (rest) line(rest);
    return counts;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Thrown to roll back the scratch transaction after counting. */
class RollBack extends Error {
  constructor(readonly counts: Record<string, number>) {
    super('roll back');
  }
}

/**
 * The portable copies loaded and counted in a transaction that is rolled back, on `client`: the
 * PGlite of the native dump (its schemas are dropped first, inside the transaction), or a fresh one.
 */
async function countPortable(archive: OpenArchive, client: PGlite, dropFirst: boolean): Promise<Record<string, number>> {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  try {
    await db.transaction(async (tx) => {
      if (dropFirst) for (const statement of DROP_SCHEMA_STATEMENTS) await tx.execute(sql.raw(statement));
      await loadPortable(tx, archive, () => {});
      throw new RollBack(await countRows(tx, Object.keys(archive.manifest.tables)));
    });
  } catch (err) {
    if (err instanceof RollBack) return err.counts;
    throw err;
  }
  throw new Error('unreachable');
}

export async function verify(file: string, log: (line: string) => void = (line) => console.log(line)): Promise<VerifyResult> {
  const started = Date.now();
  const checking = throttled(log);
  const archive = await openArchive(path.resolve(file), (done, total) => checking(`Checking the archive: ${done} of ${total} entries`, done === total));
  try {
    const { manifest } = archive;
    const tables = Object.keys(manifest.tables);
    log(`Checksums match (${Object.keys(manifest.entries).length} entries). Opening the ${manifest.source.driver === 'pglite' ? 'PGlite dump in a PGlite in memory' : 'pg_dump archive with pg_restore'}…`);
    let native: Record<string, number>;
    let portable: Record<string, number>;
    if (manifest.source.driver === 'pglite') {
      // one scratch PGlite: the native dump counted, then the portable copies loaded in its place (rolled back)
      const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(await archive.reader.read(NATIVE_ENTRY.pglite))]), extensions: PGLITE_EXTENSIONS });
      try {
        native = await countRows(drizzlePglite({ client, schema }) as unknown as Db, tables);
        log('Loading the portable copies into the scratch PGlite…');
        portable = await countPortable(archive, client, true);
      } finally {
        await client.close();
      }
    } else {
      native = await countInPgDump(archive);
      log('Loading the portable copies into a scratch PGlite in memory…');
      const client = await blankPglite();
      try {
        portable = await countPortable(archive, client, false);
      } finally {
        await client.close();
      }
    }
    const rows: VerifyRow[] = tables.map((table) => ({ table, source: manifest.tables[table], native: native[table] ?? null, portable: portable[table] ?? null }));
    const wrong = rows.filter((r) => r.native !== r.source || r.portable !== r.source);
    const width = Math.max(...tables.map((t) => t.length));
    log(`${'table'.padEnd(width)}  ${'source'.padStart(9)}  ${'native'.padStart(9)}  ${'portable'.padStart(9)}`);
    for (const r of rows) {
      const mark = r.native !== r.source || r.portable !== r.source ? '  DIFFERENT' : '';
      log(`${r.table.padEnd(width)}  ${formatCount(r.source).padStart(9)}  ${(r.native === null ? '-' : formatCount(r.native)).padStart(9)}  ${(r.portable === null ? '-' : formatCount(r.portable)).padStart(9)}${mark}`);
    }
    const total = rows.reduce((sum, r) => sum + r.source, 0);
    log(
      wrong.length
        ? `The archive does NOT hold what the source had: ${wrong.length} of ${tables.length} tables differ.`
        : `Verified in ${((Date.now() - started) / 1000).toFixed(1)} s: ${tables.length} tables, ${formatCount(total)} rows, the same in the native dump and the portable copies as in the source at ${manifest.createdAt}.`,
    );
    return { ok: !wrong.length, rows };
  } finally {
    await archive.close();
  }
}
