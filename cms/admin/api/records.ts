/**
 * The SQL of the admin's resources (resource.ts declares them): a resource's records as rows with
 * their relation ids and inline children, listed (q, ids, filters, sort, page), read, written and
 * deleted. The endpoints are resourceEndpoints.ts.
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsText } from '../../db/containsText';
import { NotFoundError } from '../../errors';
import type { AdminResource, Relation, Row, Tx, WriteContext } from './resource';

function columnsOf(def: AdminResource): Record<string, PgColumn> {
  return getTableColumns(def.table) as unknown as Record<string, PgColumn>;
}

function column(def: AdminResource, name: string): PgColumn {
  const col = columnsOf(def)[name];
  if (!col) throw new Error(`admin resource ${def.name}: no column ${name}`);
  return col;
}

function relationOf(def: AdminResource, field: string): Relation {
  const relation = def.relations?.find((r) => r.field === field);
  if (!relation) throw new Error(`admin resource ${def.name}: no relation ${field}`);
  return relation;
}

function joinColumn(table: PgTable, name: string): PgColumn {
  return (getTableColumns(table) as unknown as Record<string, PgColumn>)[name];
}

function whereOf(def: AdminResource, query: Row): SQL | undefined {
  const conditions: SQL[] = [];
  const idColumn = column(def, 'id');
  if (Array.isArray(query.ids)) conditions.push(inArray(idColumn, query.ids as number[]));
  if (typeof query.q === 'string' && query.q && def.search?.length) {
    const text = containsText(
      query.q,
      def.search.map((name) => sql`${column(def, name)}::text`),
    );
    if (text) conditions.push(text);
  }
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    const value = query[name];
    if (value === undefined) continue;
    if (filter.kind === 'relation') {
      const relation = relationOf(def, filter.relation);
      const sub = sql`select ${joinColumn(relation.table, relation.own)} from ${relation.table} where ${joinColumn(relation.table, relation.other)} = ${value}`;
      conditions.push(sql`${idColumn} in (${sub})`);
    } else if (filter.kind === 'gte') conditions.push(gte(column(def, filter.column), value));
    else if (filter.kind === 'lte') conditions.push(lte(column(def, filter.column), value));
    else conditions.push(eq(column(def, filter.column), value));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Rows -> records: hidden columns removed, relation ids and children added. */
async function toRecords(db: DbOrTx, def: AdminResource, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  const records = rows.map((row) => {
    const record = { ...row };
    for (const name of def.hidden ?? []) delete record[name];
    return record;
  });
  if (ids.length === 0) return records;
  for (const relation of def.relations ?? []) {
    const own = joinColumn(relation.table, relation.own);
    const other = joinColumn(relation.table, relation.other);
    const links = await db.select({ own, other }).from(relation.table).where(inArray(own, ids)).orderBy(asc(other));
    for (const record of records) {
      record[relation.field] = links.filter((l) => l.own === record.id).map((l) => l.other);
    }
  }
  for (const child of def.children ?? []) {
    const parent = joinColumn(child.table, child.parent);
    const order = joinColumn(child.table, child.order ?? 'order');
    const rowsOfChild = (await db.select().from(child.table).where(inArray(parent, ids)).orderBy(asc(order), asc(joinColumn(child.table, 'id')))) as Row[];
    for (const record of records) {
      record[child.field] = rowsOfChild
        .filter((c) => c[child.parent] === record.id)
        .map((c) => {
          const copy: Row = { ...c };
          delete copy[child.parent];
          return copy;
        });
    }
  }
  await def.decorate?.(db, records);
  return records;
}

export async function readRecord(db: DbOrTx, def: AdminResource, id: number): Promise<Row> {
  const [row] = (await db.select().from(def.table).where(eq(column(def, 'id'), id))) as Row[];
  if (!row) throw new NotFoundError();
  const [record] = await toRecords(db, def, [row]);
  return record;
}

const withoutKeys = (data: Row, keys: string[]): Row => Object.fromEntries(Object.entries(data).filter(([k]) => !keys.includes(k)));

/** Writes row, relations and children of one record inside `tx`; returns its id. */
export async function writeRecord(ctx: WriteContext, def: AdminResource, id: number | null, input: Row): Promise<number> {
  const { tx } = ctx;
  const nested = [...(def.relations ?? []).map((r) => r.field), ...(def.children ?? []).map((c) => c.field)];
  let data = withoutKeys(input, nested);
  if (def.prepare) data = await def.prepare(data, { ...ctx, id });
  await def.beforeWrite?.({ ...ctx, id, data });
  const idColumn = column(def, 'id');
  let rowId = id;
  if (rowId === null) {
    const [row] = (await tx.insert(def.table).values(data).returning({ id: idColumn })) as { id: number }[];
    rowId = row.id;
  } else if (Object.keys(data).length) {
    const updated = (await tx.update(def.table).set(data).where(eq(idColumn, rowId)).returning({ id: idColumn })) as { id: number }[];
    if (!updated.length) throw new NotFoundError();
  }
  for (const relation of def.relations ?? []) {
    const value = input[relation.field];
    if (!Array.isArray(value)) continue;
    await tx.delete(relation.table).where(eq(joinColumn(relation.table, relation.own), rowId));
    const unique = [...new Set(value as number[])];
    if (unique.length) await tx.insert(relation.table).values(unique.map((other) => ({ [relation.own]: rowId, [relation.other]: other })));
  }
  for (const child of def.children ?? []) {
    const value = input[child.field];
    if (!Array.isArray(value)) continue;
    await tx.delete(child.table).where(eq(joinColumn(child.table, child.parent), rowId));
    if (value.length) {
      await tx
        .insert(child.table)
        .values((value as Row[]).map((item, index) => ({ ...withoutKeys(item, ['id']), [child.parent]: rowId, [child.order ?? 'order']: index })));
    }
  }
  return rowId;
}

/** The column of a unique violation (PostgreSQL 23505: detail `Key (slug)=(…) already exists.`, or the constraint `{table}_{column}_unique`). */
export function uniqueViolationColumn(error: unknown, fields: string[]): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, detail, constraint } = e as { code?: unknown; detail?: unknown; constraint?: unknown };
    if (code !== '23505') continue;
    const fromDetail = typeof detail === 'string' ? /^Key \(([a-z_]+)\)=/.exec(detail)?.[1] : undefined;
    const fromConstraint = typeof constraint === 'string' ? fields.find((field) => constraint.endsWith(`_${field}_unique`)) : undefined;
    const column = fromDetail ?? fromConstraint;
    return column && fields.includes(column) ? column : null;
  }
  return null;
}


/** One page of the records that match the list's query (q, ids, filters), sorted, and how many match in all. */
export async function listRecords(
  db: DbOrTx,
  def: AdminResource,
  query: Row & { page: number; per_page: number; sort: string; order: 'ASC' | 'DESC' },
): Promise<{ data: Row[]; total: number }> {
  const where = whereOf(def, query);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(def.table).where(where);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = (await db
    .select()
    .from(def.table)
    .where(where)
    .orderBy(direction(column(def, query.sort)), direction(column(def, 'id')))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)) as Row[];
  return { data: await toRecords(db, def, rows), total };
}

/** Deletes the record's row (relations and children go by ON DELETE CASCADE); the deleted row, or null. */
export async function deleteRecord(tx: Tx, def: AdminResource, id: number): Promise<Row | null> {
  const [deleted] = (await tx.delete(def.table).where(eq(column(def, 'id'), id)).returning()) as Row[];
  return deleted ?? null;
}
