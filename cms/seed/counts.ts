/** Row counts of the seeded tables, for the progress log and the tests. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** Row counts of the seeded tables (for the log and the tests). */
export async function countRows(db: DbOrTx): Promise<Record<string, number>> {
  const tables = ['images', 'events', 'persons', 'stories', 'pages', 'container_sections', 'modules', 'subscriptions', 'forms', 'download_files', 'redirects', 'search_documents'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`))) as unknown as { rows: { n: number }[] };
    counts[table] = Number(result.rows[0].n);
  }
  return counts;
}
