/**
 * The portable half of an archive: every table of the schema `public` as JSON lines, one object per
 * row, made by the database itself (`row_to_json`) and read back by it (`json_populate_recordset`).
 * The same SQL runs on PGlite and on PostgreSQL, so an archive of one restores into the other
 * whatever their versions (PGlite is PostgreSQL 18, a server may be 15): the native dumps are not
 * portable between them (a PGlite data directory is not a server's, pg_restore cannot reach
 * PGlite, and a dump of a newer server does not always load into an older one).
 *
 * Generated columns (search_documents.tsv, result_key) are left out and made again by the target.
 * The load drops the foreign keys of `public`, loads every table with its triggers off (the rows
 * are loaded as they were: search_titles' own, not the ones search_documents' trigger would write),
 * adds the keys back (each checked against the loaded rows, as pg_restore does) and moves every
 * identity sequence past the highest id, all in one transaction: a failure leaves the target as it
 * was.
 */
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

export interface TableInfo {
  name: string;
  /** columns that are not generated, in table order */
  columns: string[];
  /** the primary key's columns (the export's order) */
  primaryKey: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the schema `public` with their stored columns, by name. */
export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const rows = await queryRows<{ table_name: string; columns: string[]; primary_key: string[] | null }>(
    db,
    sql`SELECT c.relname AS table_name,
          (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
          (SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum)) FROM pg_index i
            JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
            WHERE i.indrelid = c.oid AND i.indisprimary) AS primary_key
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        ORDER BY c.relname`,
  );
  return rows.map((row) => ({ name: row.table_name, columns: parseArray(row.columns), primaryKey: parseArray(row.primary_key) }));
}

/** node-postgres gives name[] as an array; a text[] may come as '{a,b}' from some drivers. */
function parseArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((v) => v.replace(/^"|"$/g, ''));
}

/** Rows per table. */
export async function countRows(db: DbOrTx, tables?: readonly string[]): Promise<Record<string, number>> {
  const names = tables ?? (await listTables(db)).map((t) => t.name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const [row] = await queryRows<{ n: string | number }>(db, sql.raw(`SELECT count(*) AS n FROM public.${ident(name)}`));
    counts[name] = Number(row.n);
  }
  return counts;
}

const EXPORT_BATCH = 2000;

/** One table's rows as gzipped JSON lines, in primary-key order. */
export async function exportTable(db: DbOrTx, table: TableInfo): Promise<{ data: Buffer; rows: number }> {
  const columns = table.columns.map(ident).join(', ');
  const order = (table.primaryKey.length ? table.primaryKey : table.columns).map(ident).join(', ');
  const chunks: string[] = [];
  let rows = 0;
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const batch = await queryRows<{ j: string }>(
      db,
      sql.raw(`SELECT row_to_json(t)::text AS j FROM (SELECT ${columns} FROM public.${ident(table.name)} ORDER BY ${order} LIMIT ${EXPORT_BATCH} OFFSET ${offset}) t`),
    );
    for (const { j } of batch) chunks.push(j, '\n');
    rows += batch.length;
    if (batch.length < EXPORT_BATCH) break;
  }
  return { data: zlib.gzipSync(chunks.join(''), { level: 6 }), rows };
}

export function parseRows(data: Buffer): string[] {
  const text = zlib.gunzipSync(data).toString('utf8');
  return text ? text.split('\n').filter(Boolean) : [];
}

/** Rows of one INSERT at most (and at most ~4 MB of JSON). */
const IMPORT_BATCH_ROWS = 1000;
const IMPORT_BATCH_BYTES = 4 << 20;

/**
 * Loads tables into `tx` (a transaction on a migrated, empty schema), `rows` giving each table's JSON
 * lines. Drops and re-adds the foreign keys of `public` around the load and moves the identity
 * sequences past the highest id.
 */
export async function importTables(
  tx: DbOrTx,
  rowsOf: (table: string) => Promise<string[] | null>,
  progress: (table: string, rows: number) => void = () => {},
): Promise<Record<string, number>> {
  const tables = await listTables(tx);
  const foreignKeys = await queryRows<{ table_name: string; name: string; definition: string }>(
    tx,
    sql`SELECT cl.relname AS table_name, co.conname AS name, pg_get_constraintdef(co.oid) AS definition
        FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
        WHERE n.nspname = 'public' AND co.contype = 'f' ORDER BY cl.relname, co.conname`,
  );
  for (const fk of foreignKeys) await tx.execute(sql.raw(`ALTER TABLE public.${ident(fk.table_name)} DROP CONSTRAINT ${ident(fk.name)}`));
  // rows come back as they were: no trigger writes beside them (search_documents' would write the
  // titles that search_titles' own rows bring)
  for (const table of tables) await tx.execute(sql.raw(`ALTER TABLE public.${ident(table.name)} DISABLE TRIGGER USER`));
  const loaded: Record<string, number> = {};
  for (const table of tables) {
    const lines = await rowsOf(table.name);
    if (lines === null) continue;
    const columns = table.columns.map(ident).join(', ');
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (!batch.length) return;
      await tx.execute(
        sql`${sql.raw(`INSERT INTO public.${ident(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::public.${ident(table.name)}, `)}${`[${batch.join(',')}]`}${sql.raw('::json)')}`,
      );
      batch = [];
      bytes = 0;
    };
    for (const line of lines) {
      batch.push(line);
      bytes += line.length;
      if (batch.length >= IMPORT_BATCH_ROWS || bytes >= IMPORT_BATCH_BYTES) await flush();
    }
    await flush();
    loaded[table.name] = lines.length;
    progress(table.name, lines.length);
  }
  for (const table of tables) await tx.execute(sql.raw(`ALTER TABLE public.${ident(table.name)} ENABLE TRIGGER USER`));
  for (const fk of foreignKeys) await tx.execute(sql.raw(`ALTER TABLE public.${ident(fk.table_name)} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition}`));
  await resetSequences(tx);
  return loaded;
}

/** Every identity or serial sequence of `public` continues after the highest value of its column. */
export async function resetSequences(tx: DbOrTx): Promise<void> {
  const columns = await queryRows<{ table_name: string; column_name: string; sequence: string }>(
    tx,
    sql`SELECT table_name, column_name, pg_get_serial_sequence(format('public.%I', table_name), column_name) AS sequence
        FROM information_schema.columns
        WHERE table_schema = 'public' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  for (const { table_name, column_name, sequence } of columns) {
    if (!sequence) continue;
    await tx.execute(
      sql.raw(
        `SELECT setval('${sequence.replace(/'/g, "''")}', COALESCE((SELECT max(${ident(column_name)}) FROM public.${ident(table_name)}), 0) + 1, false)`,
      ),
    );
  }
}
