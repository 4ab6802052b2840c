/**
 * The content version: a counter bumped after every successful write, read by SSR instances (header
 * X-Content-Version) to invalidate their micro-cache. Stored in the database, so every instance agrees.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { content_version } from './schema';

export async function getContentVersion(db: DbOrTx): Promise<number> {
  const rows = await db.select({ version: content_version.version }).from(content_version).where(eq(content_version.id, 1));
  return rows[0]?.version ?? 0;
}

export async function bumpContentVersion(db: DbOrTx): Promise<number> {
  const rows = await db
    .insert(content_version)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: content_version.id,
      set: { version: sql`${content_version.version} + 1`, updated_at: sql`now()` },
    })
    .returning({ version: content_version.version });
  return rows[0].version;
}
