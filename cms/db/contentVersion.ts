/**
 * The content version: a counter bumped after every successful write, read by SSR instances (header
 * X-Content-Version) to invalidate their micro-cache. Stored in the database, so every instance agrees.
 *
 * Every answer reports the version, so reading it is on every request's path. A database only this
 * process writes (the embedded PGlite, held by its lock file) cannot change behind our back: its
 * version is read once and kept until this process bumps it. Every bump, in a transaction or not,
 * makes kept versions stale (a rolled-back bump is simply read again), and a read that overlapped a
 * bump keeps nothing. PostgreSQL is shared by instances: always read.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { content_version } from './schema';
import { isSingleWriter } from './singleWriter';

/** The NOTIFY channel of every bump (./versionFeed.ts LISTENs). */
export const CONTENT_VERSION_CHANNEL = 'content_version';

/** Their version as last read, with the bump generation it was read in. */
const kept = new WeakMap<object, { version: number; generation: number }>();
/** Advanced at the start and at the end of every bump of this process. */
let generation = 0;

export async function getContentVersion(db: DbOrTx): Promise<number> {
  const entry = kept.get(db);
  if (entry && entry.generation === generation) return entry.version;
  const startedIn = generation;
  const rows = await db.select({ version: content_version.version }).from(content_version).where(eq(content_version.id, 1));
  const version = rows[0]?.version ?? 0;
  if (isSingleWriter(db) && startedIn === generation) kept.set(db, { version, generation });
  return version;
}

export async function bumpContentVersion(db: DbOrTx): Promise<number> {
  generation += 1;
  try {
    const rows = await db
      .insert(content_version)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: content_version.id,
        set: { version: sql`${content_version.version} + 1`, updated_at: sql`now()` },
      })
      .returning({ version: content_version.version });
    // delivered at commit (never for a rolled-back bump) to every back end LISTENing (./versionFeed.ts)
    await db.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${String(rows[0].version)})`);
    return rows[0].version;
  } finally {
    generation += 1;
  }
}
