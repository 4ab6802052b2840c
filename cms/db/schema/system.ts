/** Site-wide bookkeeping: the content version counter. */
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row (id = 1) holding a counter bumped on every successful write endpoint (cms/db/contentVersion.ts).
 * Exposed in the X-Content-Version header; SSR instances compare it to invalidate their micro-cache.
 * The row is created by the first bump (upsert); a missing row reads as version 0.
 */
export const content_version = pgTable(
  'content_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
);
