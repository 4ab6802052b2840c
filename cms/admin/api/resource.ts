/**
 * The admin's generic REST machinery. Every model of the admin is ONE declarative
 * `AdminResource` (cms/admin/api/resources/): its table, the writable fields as a zod object,
 * the searchable columns, the filters, the sortable columns, many-to-many relations
 * (`tag_ids: number[]`), inline children (a concert's works, a form's fields) and hooks
 * (search reindex, page paths). `resourceEndpoints(def)` (resourceEndpoints.ts, over the SQL of
 * records.ts) turns it into five endpoints of the cms framework, under /api/admin/{name}/ (permission 'staff', CSRF on writes, content version bumped):
 *
 *   GET    /api/admin/{name}/?page=1&per_page=25&sort=id&order=ASC&q=…&{filter}=…&ids=1,2
 *          -> { data: Record[], total }
 *   GET    /api/admin/{name}/{id}/       -> Record (columns + relation ids + children)
 *   POST   /api/admin/{name}/            -> 201 Record      (400 { errors: { field: [msg] } })
 *   PUT    /api/admin/{name}/{id}/       -> Record
 *   DELETE /api/admin/{name}/{id}/       -> { id }
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session';
import type { Db, DbOrTx } from '../../db/client';
import type { Frame } from '../../http/endpoint';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Row = Record<string, unknown>;
export type AnyObject = z.ZodObject<z.ZodRawShape>;

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

/**
 * The content keys of a resource's records (shared/contentKeys.ts): each write names `{kind}:{id}`,
 * and `list` unless it changed only `listSafe` fields (a concert's availability changes what its
 * page and the lists showing it say, not which lists show it). A resource without them names `*`.
 */
export interface ResourceKeys {
  kind: string;
  list: string;
  /** writable fields whose change leaves every collection's membership and order as they were */
  listSafe?: readonly string[];
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
  /** the content keys its writes touch (unset: `*`, everything) */
  keys?: ResourceKeys;
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
