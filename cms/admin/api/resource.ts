/**
 * The admin's generic REST machinery. Every model of the admin is ONE declarative
 * `AdminResource` (cms/admin/api/resources.ts): its table, the writable fields as a zod object,
 * the searchable columns, the filters, the sortable columns, many-to-many relations
 * (`tag_ids: number[]`), inline children (a concert's works, a form's fields) and hooks
 * (search reindex, page paths). `resourceEndpoints(def)` turns it into five endpoints of the cms
 * framework, under /api/admin/{name}/ (permission 'staff', CSRF on writes, content version bumped):
 *
 *   GET    /api/admin/{name}/?page=1&per_page=25&sort=id&order=ASC&q=…&{filter}=…&ids=1,2
 *          -> { data: Record[], total }
 *   GET    /api/admin/{name}/{id}/       -> Record (columns + relation ids + children)
 *   POST   /api/admin/{name}/            -> 201 Record      (400 { errors: { field: [msg] } })
 *   PUT    /api/admin/{name}/{id}/       -> Record
 *   DELETE /api/admin/{name}/{id}/       -> { id }
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { SessionUser } from '../../auth/session';
import type { Db, DbOrTx } from '../../db/client';
import { defineEndpoint, reply, type AnyEndpoint, type Frame } from '../../http/endpoint';
import { ConflictError, NotFoundError } from '../../errors';
import { adminMessages } from './fields';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = Record<string, unknown>;
type AnyObject = z.ZodObject<z.ZodRawShape>;

export const ADMIN_API_PREFIX = '/admin';
export const MAX_PER_PAGE = 500;
export const DEFAULT_PER_PAGE = 25;

/** A many-to-many relation answered and written as `<field>: number[]` (e.g. `tag_ids`). */
export interface Relation {
  field: string;
  table: PgTable;
  /** column of the join table pointing to this resource's row */
  own: string;
  /** column pointing to the other side */
  other: string;
}

/** Inline children answered and written as `<field>: Child[]`, replaced as a whole on write, kept in order. */
export interface Children {
  field: string;
  table: PgTable;
  /** foreign key to the parent row */
  parent: string;
  /** one child (without id, parent and order: those are the machinery's) */
  schema: AnyObject;
  /** column holding the position (default 'order') */
  order?: string;
}

export type Filter =
  | { kind: 'eq'; column: string; value: z.ZodType }
  | { kind: 'bool'; column: string }
  | { kind: 'gte' | 'lte'; column: string; value: z.ZodType }
  | { kind: 'relation'; relation: string };

export interface WriteContext {
  tx: Tx;
  user: SessionUser | null;
  frame: Frame<unknown, unknown, unknown>;
}

export interface AdminResource {
  /** URL segment and react-admin resource name, e.g. 'events' */
  name: string;
  table: PgTable;
  /** writable columns (+ relation and children fields) as a zod object; PUT and POST validate the whole record */
  fields: AnyObject;
  /** columns matched by `q` (unaccented, case-insensitive substring) */
  search?: string[];
  filters?: Record<string, Filter>;
  /** columns the list may be sorted by */
  sort: string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  relations?: Relation[];
  children?: Children[];
  /** columns never answered (e.g. password_hash) */
  hidden?: string[];
  /** which writes exist (default all three) */
  operations?: ('create' | 'update' | 'delete')[];
  /** turn validated input into column values (hash a password, sanitize rich text, derive a slug) */
  prepare?(data: Row, ctx: WriteContext & { id: number | null }): Promise<Row> | Row;
  /** inside the write's transaction, before the row is written (checks, page baselines) */
  beforeWrite?(ctx: WriteContext & { id: number | null; data: Row }): Promise<void>;
  /** inside the write's transaction, after row, relations and children were written */
  afterWrite?(ctx: WriteContext & { id: number; op: 'create' | 'update' | 'delete' }): Promise<void>;
  /** extra values of one record (computed, read-only) */
  decorate?(db: DbOrTx, rows: Row[]): Promise<void>;
  /** a create that is not a JSON insert (uploads): returns the new id */
  create?(frame: Frame<unknown, unknown, unknown>): Promise<number>;
  /** after a delete has committed, with the deleted row (files of uploads) */
  afterDelete?(frame: Frame<unknown, unknown, unknown>, row: Row): Promise<void>;
  /** an update that is not a plain UPDATE (image re-crop) */
  update?(frame: Frame<unknown, unknown, unknown>, id: number, body: Row): Promise<void>;
}

function columnsOf(def: AdminResource): Record<string, PgColumn> {
  return getTableColumns(def.table) as unknown as Record<string, PgColumn>;
}

function column(def: AdminResource, name: string): PgColumn {
  const col = columnsOf(def)[name];
  if (!col) throw new Error(`admin resource ${def.name}: no column ${name}`);
  return col;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((v) => v.split(',').map(Number));

/** The list's query schema: paging, sort (only declared columns), q, ids, and one parameter per filter. */
export function listQuery(def: AdminResource): AnyObject {
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().positive().default(1),
    per_page: z.coerce.number().int().positive().max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    sort: z.enum(def.sort as [string, ...string[]]).default(def.defaultSort[0]),
    order: z.enum(['ASC', 'DESC']).default(def.defaultSort[1]),
    ids: idList.optional(),
  };
  if (def.search?.length) shape.q = z.string().trim().max(200).optional();
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    shape[name] = (filter.kind === 'bool' ? boolParam : filter.kind === 'relation' ? z.coerce.number().int() : filter.value).optional();
  }
  return z.object(shape);
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
    const cols = def.search.map((name) => sql`${column(def, name)}::text`);
    conditions.push(sql`cms_unaccent(concat_ws(' ', ${sql.join(cols, sql`, `)})) ILIKE cms_unaccent(${`%${escapeLike(query.q)}%`})`);
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
async function writeRecord(ctx: WriteContext, def: AdminResource, id: number | null, input: Row): Promise<number> {
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

/** A write whose unique clash is on one of the form's fields (a slug): 409 with a field error, shown at the field. */
async function withFieldConflicts<T>(def: AdminResource, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const column = uniqueViolationColumn(error, Object.keys(def.fields.shape));
    if (column) throw new ConflictError(adminMessages.valueTaken, { [column]: [adminMessages.valueTaken] });
    throw error;
  }
}

function allowed(def: AdminResource, op: 'create' | 'update' | 'delete'): boolean {
  return (def.operations ?? ['create', 'update', 'delete']).includes(op);
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The endpoints of one resource definition. */
export function resourceEndpoints(def: AdminResource): AnyEndpoint[] {
  const base = `${ADMIN_API_PREFIX}/${def.name}/`;
  const list = listQuery(def);
  const endpoints: AnyEndpoint[] = [
    defineEndpoint({
      name: `admin.${def.name}.list`,
      method: 'GET',
      api: 'api',
      path: base,
      permission: 'staff',
      input: { query: list },
      async handler({ db, query, res }) {
        const q = query as Row & { page: number; per_page: number; sort: string; order: 'ASC' | 'DESC' };
        const where = whereOf(def, q);
        const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(def.table).where(where);
        const direction = q.order === 'ASC' ? asc : desc;
        const rows = (await db
          .select()
          .from(def.table)
          .where(where)
          .orderBy(direction(column(def, q.sort)), direction(column(def, 'id')))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page)) as Row[];
        res.setHeader('Cache-Control', 'private, no-store');
        return { data: await toRecords(db, def, rows), total };
      },
    }),
    defineEndpoint({
      name: `admin.${def.name}.read`,
      method: 'GET',
      api: 'api',
      path: `${base}:id/`,
      permission: 'staff',
      input: { params: idParams },
      async handler({ db, params, res }) {
        res.setHeader('Cache-Control', 'private, no-store');
        return readRecord(db, def, params.id);
      },
    }),
  ];
  if (allowed(def, 'create')) {
    endpoints.push(
      defineEndpoint({
        name: `admin.${def.name}.create`,
        method: 'POST',
        api: 'api',
        path: base,
        permission: 'staff',
        // uploads arrive as multipart and are read by the resource's own create()
        input: def.create ? {} : { body: def.fields },
        async handler(frame) {
          const { db, user } = frame;
          const id = def.create
            ? await def.create(frame as Frame<unknown, unknown, unknown>)
            : await withFieldConflicts(def, () =>
                db.transaction(async (tx) => {
                  const ctx = { tx, user, frame: frame as Frame<unknown, unknown, unknown> };
                  const newId = await writeRecord(ctx, def, null, frame.body as Row);
                  await def.afterWrite?.({ ...ctx, id: newId, op: 'create' });
                  return newId;
                }),
              );
          return reply(201, await readRecord(db, def, id));
        },
      }),
    );
  }
  if (allowed(def, 'update')) {
    endpoints.push(
      defineEndpoint({
        name: `admin.${def.name}.update`,
        method: 'PUT',
        api: 'api',
        path: `${base}:id/`,
        permission: 'staff',
        input: { params: idParams, body: def.fields },
        async handler(frame) {
          const { db, user, params, body } = frame;
          if (def.update) await def.update(frame as Frame<unknown, unknown, unknown>, params.id, body as Row);
          else {
            await withFieldConflicts(def, () =>
              db.transaction(async (tx) => {
                const ctx = { tx, user, frame: frame as Frame<unknown, unknown, unknown> };
                await writeRecord(ctx, def, params.id, body as Row);
                await def.afterWrite?.({ ...ctx, id: params.id, op: 'update' });
              }),
            );
          }
          return readRecord(db, def, params.id);
        },
      }),
    );
  }
  if (allowed(def, 'delete')) {
    endpoints.push(
      defineEndpoint({
        name: `admin.${def.name}.delete`,
        method: 'DELETE',
        api: 'api',
        path: `${base}:id/`,
        permission: 'staff',
        input: { params: idParams },
        async handler(frame) {
          const { db, user, params } = frame;
          const row = await db.transaction(async (tx) => {
            const [deleted] = (await tx.delete(def.table).where(eq(column(def, 'id'), params.id)).returning()) as Row[];
            if (!deleted) throw new NotFoundError();
            await def.afterWrite?.({ tx, user, frame: frame as Frame<unknown, unknown, unknown>, id: params.id, op: 'delete' });
            return deleted;
          });
          if (def.afterDelete) {
            // the row is gone for good; a file left behind is logged, not an error for the editor
            await def.afterDelete(frame as Frame<unknown, unknown, unknown>, row).catch((error: unknown) => frame.log.warn({ err: error }, `admin ${def.name}: removing files of a deleted row failed`));
          }
          return { id: params.id };
        },
      }),
    );
  }
  return endpoints;
}
