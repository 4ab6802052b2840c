/**
 * What goes into the trash with an object, and how it comes back (cms/write/trashWrite.ts uses
 * these; docs/admin.md "Trash"). Generic over the schema: the foreign keys of the Drizzle tables
 * say what belongs to a row.
 *
 *   - every row a foreign key with ON DELETE CASCADE reaches from it (a concert's works and
 *     performers, its links to tags and subscriptions; a page's versions; a section's modules and
 *     child sections; a form's fields and entries), recursively;
 *   - the in-place content of an owner, which names it by (content_type, object_id) instead of a
 *     foreign key: its sections (and so their modules), its publication row and its review rounds;
 *   - the rows elsewhere that point at it with ON DELETE SET NULL (an image on a concert, a person
 *     among a concert's performers): only the pointer is kept, and put back on restore where it is
 *     still empty.
 *
 * Rows are kept as PostgreSQL's own JSON of each row (`to_jsonb`) and inserted again with
 * `jsonb_populate_recordset`, so every column type (timestamps, jsonb, enums) comes back exactly,
 * with its id; columns added by a later migration get their default.
 */
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../db/client';
import * as schema from '../db/schema';

type JsonRow = Record<string, unknown> & { id?: number };

/** The rows of one table in a snapshot. */
export interface TableRows {
  table: string;
  rows: JsonRow[];
}

/** Rows elsewhere whose `column` pointed at a trashed row: [their id, the id they pointed at]. */
export interface Pointers {
  table: string;
  column: string;
  pairs: [number, number][];
}

export interface Snapshot {
  /** parents before children: the order to insert them in */
  tables: TableRows[];
  pointers: Pointers[];
}

interface ForeignKey {
  table: string;
  column: string;
  target: string;
  onDelete: string;
}

/** Tables whose rows are never kept: derived (search), ephemeral (presence, sessions). */
const NOT_KEPT = new Set(['search_documents', 'editor_presence', 'sessions', 'login_attempts', 'trash', 'admin_history']);

/** Tables naming an owner by (content_type, object_id). */
const OWNED_TABLES = ['container_sections', 'content_publications', 'content_reviews'];

let foreignKeys: ForeignKey[] | null = null;
let columnsOf: Map<string, Set<string>> | null = null;

function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
}

function keys(): ForeignKey[] {
  if (foreignKeys) return foreignKeys;
  foreignKeys = [];
  columnsOf = new Map();
  for (const table of schemaTables()) {
    const config = getTableConfig(table);
    columnsOf.set(config.name, new Set(config.columns.filter((c) => !c.generated).map((c) => c.name)));
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      foreignKeys.push({
        table: config.name,
        column: reference.columns[0].name,
        target: getTableConfig(reference.foreignTable).name,
        onDelete: fk.onDelete ?? 'no action',
      });
    }
  }
  return foreignKeys;
}

function tableColumns(table: string): Set<string> {
  keys();
  return columnsOf!.get(table) ?? new Set();
}

const ident = (name: string): SQL => sql.raw(`"${name.replace(/"/g, '""')}"`);
const idList = (ids: number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Rows referencing `table`'s rows `ids` through a foreign key of this kind (not yet kept). */
function referencing(table: string, kinds: string[]): ForeignKey[] {
  return keys().filter((fk) => fk.target === table && kinds.includes(fk.onDelete) && !NOT_KEPT.has(fk.table));
}

/** The rows that RESTRICT (or NO ACTION) a delete of these rows, e.g. a page's sub-pages: `{table, count}`. */
export async function blockingRows(tx: Tx, table: string, ids: number[]): Promise<{ table: string; count: number }[]> {
  const found: { table: string; count: number }[] = [];
  if (!ids.length) return found;
  for (const fk of referencing(table, ['restrict', 'no action'])) {
    const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${ident(fk.table)} WHERE ${ident(fk.column)} IN (${idList(ids)})`);
    if (row.n > 0) found.push({ table: fk.table, count: row.n });
  }
  return found;
}

/** Everything that belongs to the root rows (see the file's comment). `owner`: the in-place content of this owner comes along. */
export async function captureGraph(tx: Tx, root: { table: string; ids: number[] }, owner?: { content_type: string; object_id: number }): Promise<Snapshot> {
  const tables: TableRows[] = [];
  const seen = new Map<string, Set<number>>();
  const add = (table: string, rows: JsonRow[]): number[] => {
    const ids = seen.get(table) ?? new Set<number>();
    seen.set(table, ids);
    const fresh = rows.filter((row) => row.id === undefined || !ids.has(row.id));
    for (const row of fresh) if (row.id !== undefined) ids.add(row.id);
    if (!fresh.length) return [];
    const entry = tables.find((t) => t.table === table);
    if (entry) entry.rows.push(...fresh);
    else tables.push({ table, rows: fresh });
    return fresh.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  };
  const select = (table: string, where: SQL) => queryRows<{ row: JsonRow }>(tx, sql`SELECT to_jsonb(t) AS row FROM ${ident(table)} t WHERE ${where} ORDER BY 1`).then((r) => r.map((x) => x.row));

  const queue: { table: string; ids: number[] }[] = [];
  const rootIds = add(root.table, await select(root.table, sql`id IN (${idList(root.ids)})`));
  if (rootIds.length) queue.push({ table: root.table, ids: rootIds });
  if (owner) {
    for (const table of OWNED_TABLES) {
      const rows = await select(table, sql`content_type = ${owner.content_type} AND object_id = ${owner.object_id}`);
      const ids = add(table, rows);
      if (ids.length) queue.push({ table, ids });
    }
  }
  while (queue.length) {
    const { table, ids } = queue.shift()!;
    for (const fk of referencing(table, ['cascade'])) {
      const rows = await select(fk.table, sql`${ident(fk.column)} IN (${idList(ids)})`);
      const fresh = add(fk.table, rows);
      if (fresh.length && tableColumns(fk.table).has('id')) queue.push({ table: fk.table, ids: fresh });
    }
  }

  const pointers: Pointers[] = [];
  for (const { table, rows } of tables) {
    const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
    if (!ids.length) continue;
    for (const fk of referencing(table, ['set null'])) {
      const found = await queryRows<{ id: number; ref: number }>(tx, sql`SELECT id, ${ident(fk.column)} AS ref FROM ${ident(fk.table)} WHERE ${ident(fk.column)} IN (${idList(ids)}) ORDER BY id`);
      const kept = seen.get(fk.table);
      const pairs = found.filter((r) => !kept?.has(r.id)).map((r): [number, number] => [r.id, r.ref]);
      if (pairs.length) pointers.push({ table: fk.table, column: fk.column, pairs });
    }
  }
  return { tables, pointers };
}

/** Deletes what `captureGraph` kept: the root rows (their foreign keys cascade) and the owner's in-place content. */
export async function deleteGraph(tx: Tx, root: { table: string; ids: number[] }, owner?: { content_type: string; object_id: number }): Promise<void> {
  if (owner) {
    for (const table of OWNED_TABLES) await tx.execute(sql`DELETE FROM ${ident(table)} WHERE content_type = ${owner.content_type} AND object_id = ${owner.object_id}`);
  }
  await tx.execute(sql`DELETE FROM ${ident(root.table)} WHERE id IN (${idList(root.ids)})`);
}

/**
 * Inserts the snapshot's rows again (parents first, one statement per table so a table's rows may
 * point at each other) and puts the pointers back where they are still empty. A unique clash
 * (a slug taken meanwhile) throws PostgreSQL's error: the caller's transaction rolls back.
 */
export async function insertGraph(tx: Tx, snapshot: Snapshot): Promise<void> {
  await dropDanglingPointers(tx, snapshot);
  for (const { table, rows } of snapshot.tables) {
    const current = tableColumns(table);
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((c) => current.has(c));
    const list = sql.join(columns.map(ident), sql`, `);
    await tx.execute(sql`INSERT INTO ${ident(table)} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${JSON.stringify(rows)}::jsonb)`);
  }
  for (const { table, column, pairs } of snapshot.pointers) {
    await tx.execute(
      sql`UPDATE ${ident(table)} AS t SET ${ident(column)} = p.ref
          FROM jsonb_to_recordset(${JSON.stringify(pairs.map(([id, ref]) => ({ id, ref })))}::jsonb) AS p(id int, ref int)
          WHERE t.id = p.id AND t.${ident(column)} IS NULL`,
    );
  }
}

/**
 * A kept row's ON DELETE SET NULL pointer at something gone for good meanwhile (an editor account
 * deleted, an image purged) is emptied, as the delete would have done had the row stayed.
 */
async function dropDanglingPointers(tx: Tx, snapshot: Snapshot): Promise<void> {
  for (const { table, rows } of snapshot.tables) {
    for (const fk of keys().filter((k) => k.table === table && k.onDelete === 'set null')) {
      const kept = new Set(rowsOf(snapshot, fk.target).map((r) => r.id));
      const wanted = [...new Set(rows.map((r) => r[fk.column]).filter((v): v is number => typeof v === 'number' && !kept.has(v)))];
      if (!wanted.length) continue;
      const found = new Set((await queryRows<{ id: number }>(tx, sql`SELECT id FROM ${ident(fk.target)} WHERE id IN (${idList(wanted)})`)).map((r) => r.id));
      for (const row of rows) if (typeof row[fk.column] === 'number' && !kept.has(row[fk.column] as number) && !found.has(row[fk.column] as number)) row[fk.column] = null;
    }
  }
}

/** The rows of one table in a snapshot ([] when none). */
export function rowsOf(snapshot: Snapshot, table: string): JsonRow[] {
  return snapshot.tables.find((t) => t.table === table)?.rows ?? [];
}
