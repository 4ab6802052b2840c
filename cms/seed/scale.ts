/**
 * `npm run seed -- --scale N` (docs/seed.md, issue 24): N times the demo's concerts and stories,
 * copied with plain SQL in one transaction (a few seconds at 100×): each concert and story N − 1
 * times, each copy a year further back per step (the archive of N seasons), its own slug (`…-x{k}`)
 * and a title with the copy's number, with its tags, categories, programme, performers and search
 * documents. Images are the originals' (reused, not redrawn); the copies have no page sections of
 * their own. Columns come from the catalogue, so a new column is copied without a change here.
 */
import { sql } from 'drizzle-orm';
import { bumpContentVersion } from '../db/contentVersion';
import { queryRows, type Db, type DbOrTx } from '../db/client';

/** The largest factor accepted (100× the demo is ~4,600 concerts and ~2,100 stories). */
export const MAX_SCALE = 1000;

interface CopySpec {
  table: 'events' | 'stories';
  /** search_documents.kind of the table's objects */
  kind: 'event' | 'story';
  /** SQL expressions for columns of a copy (`o` the original row, `m.k` the copy's number 2…N) */
  overrides: Record<string, string>;
  /** child tables whose rows follow their object: [table, its column naming the object] */
  children: [string, string][];
}

const yearsBack = (column: string, row = 'o') => `${row}.${column} - ((m.k - 1) * interval '1 year')`;

const SPECS: CopySpec[] = [
  {
    table: 'events',
    kind: 'event',
    overrides: {
      slug: `o.slug || '-x' || m.k`,
      title_de: `o.title_de || ' (' || m.k || ')'`,
      title_en: `CASE WHEN o.title_en = '' THEN '' ELSE o.title_en || ' (' || m.k || ')' END`,
      start_at: yearsBack('start_at'),
      end_at: yearsBack('end_at'),
      presale_start: `(${yearsBack('presale_start')})::date`,
      publish_at: 'NULL',
      unpublish_at: 'NULL',
      publish_locales: 'NULL',
    },
    children: [
      ['events_event_tags', 'event_id'],
      ['event_works', 'event_id'],
      ['event_performers', 'event_id'],
    ],
  },
  {
    table: 'stories',
    kind: 'story',
    overrides: {
      slug: `o.slug || '-x' || m.k`,
      title_de: `o.title_de || ' (' || m.k || ')'`,
      title_en: `CASE WHEN o.title_en = '' THEN '' ELSE o.title_en || ' (' || m.k || ')' END`,
      date: `(${yearsBack('date')})::date`,
      is_highlight: 'false',
      publish_at: 'NULL',
      unpublish_at: 'NULL',
      publish_locales: 'NULL',
    },
    children: [
      ['stories_story_categories', 'story_id'],
      ['stories_story_tags', 'story_id'],
    ],
  },
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The columns a copy writes: all but generated ones and the identity `id`. */
async function columnsOf(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER' AND column_name <> 'id'
        ORDER BY ordinal_position`,
  );
  return rows.map((row) => row.column_name);
}

async function copyTable(db: DbOrTx, spec: CopySpec, factor: number): Promise<number> {
  const map = `scale_${spec.table}`;
  // which original becomes which copy: ids drawn from the table's own identity sequence
  await db.execute(sql.raw(`DROP TABLE IF EXISTS ${map}`));
  await db.execute(
    sql.raw(`CREATE TEMP TABLE ${map} AS
      SELECT o.id AS old_id, k, nextval(pg_get_serial_sequence('${spec.table}', 'id'))::int AS new_id
      FROM ${spec.table} o CROSS JOIN generate_series(2, ${factor}) AS k ORDER BY k, o.id`),
  );
  await db.execute(sql.raw(`CREATE INDEX ON ${map} (old_id)`));
  const columns = await columnsOf(db, spec.table);
  const values = columns.map((column) => spec.overrides[column] ?? `o.${quote(column)}`);
  await db.execute(
    sql.raw(`INSERT INTO ${spec.table} (id, ${columns.map(quote).join(', ')})
      SELECT m.new_id, ${values.join(', ')} FROM ${map} m JOIN ${spec.table} o ON o.id = m.old_id ORDER BY m.new_id`),
  );
  for (const [child, key] of spec.children) {
    const childColumns = (await columnsOf(db, child)).filter((column) => column !== key);
    const list = childColumns.map(quote);
    await db.execute(
      sql.raw(`INSERT INTO ${child} (${quote(key)}, ${list.join(', ')})
        SELECT m.new_id, ${list.map((column) => `c.${column}`).join(', ')} FROM ${child} c JOIN ${map} m ON m.old_id = c.${quote(key)}`),
    );
  }
  // the copies are found by the site search as their originals are (title, address and date their own)
  const docColumns = (await columnsOf(db, 'search_documents')).filter((column) => !['object_id', 'title', 'url'].includes(column));
  await db.execute(
    sql.raw(`INSERT INTO search_documents (object_id, title, url, ${docColumns.map(quote).join(', ')})
      SELECT m.new_id, CASE WHEN d.title = '' THEN '' ELSE d.title || ' (' || m.k || ')' END,
        regexp_replace(d.url, '[^/]+/[0-9]+$', '') || o.slug || '/' || m.new_id,
        ${docColumns.map((column) => (column === 'sort_at' ? yearsBack('sort_at', 'd') : `d.${quote(column)}`)).join(', ')}
      FROM search_documents d JOIN ${map} m ON m.old_id = d.object_id JOIN ${spec.table} o ON o.id = m.new_id
      WHERE d.kind = '${spec.kind}'`),
  );
  const [{ n }] = await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${map}`));
  await db.execute(sql.raw(`DROP TABLE ${map}`));
  return n;
}

/** Whether the catalogue was scaled already (a copy exists). */
export async function isScaled(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM events WHERE slug LIKE '%-x2' LIMIT 1`);
  return rows.length > 0;
}

/**
 * Copies every concert and story `factor − 1` times (so there are `factor` times as many), in one
 * transaction, then brings the content version up (caches start over). Answers the copies made.
 */
export async function scaleCatalogue(db: Db, factor: number): Promise<{ events: number; stories: number }> {
  if (!Number.isInteger(factor) || factor < 2 || factor > MAX_SCALE) throw new Error(`--scale takes a whole number from 2 to ${MAX_SCALE}`);
  const copied = await db.transaction(async (tx) => {
    const events = await copyTable(tx, SPECS[0], factor);
    const stories = await copyTable(tx, SPECS[1], factor);
    await bumpContentVersion(tx);
    return { events, stories };
  });
  // A bulk copy leaves the new rows' hint bits unset and the visibility map empty: the first reads
  // would write them, and autovacuum would work through the tables for minutes after, beside
  // whatever runs then (the scale bench's views and searches did, at up to twice their CPU). A
  // database that has been running is vacuumed; VACUUM ANALYZE leaves this one so (and plans
  // from its statistics). Outside the transaction: VACUUM cannot run in one.
  await db.execute(sql`VACUUM ANALYZE`);
  return copied;
}
