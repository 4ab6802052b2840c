import { openDatabase, queryRows } from '../cms/db/client';
import { seedDemo } from '../cms/seed';
import { sql } from 'drizzle-orm';
(async () => {
  const database = await openDatabase({ inMemory: true, migrate: true });
  await seedDemo(database.db, { mediaDir: '/tmp/cms-seed-media-cache', demoEditorPassword: null });
  console.log(await queryRows(database.db, sql`SELECT availability, count(*)::int, min(start_at)::date, max(start_at)::date FROM events GROUP BY 1`));
  console.log(await queryRows(database.db, sql`SELECT count(*) FILTER (WHERE start_at > now())::int AS upcoming, min(start_at - now()) FILTER (WHERE start_at > now()) AS first, max(start_at - now()) AS last, count(*) FILTER (WHERE is_highlight)::int AS hl FROM events`));
  console.log(await queryRows(database.db, sql`SELECT count(*)::int FROM search_documents`));
  console.log(await queryRows(database.db, sql`SELECT min(date), max(date), count(*) FILTER (WHERE is_highlight)::int FROM stories`));
  await database.close();
})();
