/**
 * Statements built once (issue 41). drizzle builds a query's SQL text anew on every call (walking
 * its builder, checking each part's kind with `is()`): about a third of a millisecond per statement,
 * several milliseconds of a page view that reads a dozen. A statement of a fixed shape, its values
 * as placeholders (`sql.placeholder`; a list as `= any(placeholder)`), is built once per database
 * and then only executed. On PostgreSQL it is a named prepared statement: node-postgres parses it
 * once per connection and PostgreSQL may keep its plan (on PGlite every text run again is named:
 * ./pgliteStatements.ts). Inside a transaction it is built and
 * executed on the transaction, as before (a transaction is a database object of its own).
 *
 * A name stands for one statement: two different statements under one name would clash on
 * PostgreSQL, so each `prepared` call site has its own name.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

export interface PreparedStatement<R> {
  execute(placeholders?: Record<string, unknown>): Promise<R>;
}

interface Preparable<R> {
  prepare(name: string): PreparedStatement<R>;
}

const built = new WeakMap<object, Map<string, PreparedStatement<unknown>>>();

/** The statement `build` makes for `db`, built once per database (not per transaction) and named `name`. */
export function prepared<R>(db: DbOrTx, name: string, build: (db: DbOrTx) => Preparable<R>): PreparedStatement<R> {
  if (db instanceof PgTransaction) return build(db).prepare(name);
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  let statement = statements.get(name) as PreparedStatement<R> | undefined;
  if (!statement) statements.set(name, (statement = build(db).prepare(name)));
  return statement;
}

/** A whole number written into a statement's text (drizzle's `limit()` and `offset()` take any SQL part, though typed for a number or a placeholder). */
export const literalNumber = (value: number) => sql.raw(String(value)) as unknown as number;

/**
 * One page of a list in a prepared statement: its size written into the text, and so is the offset
 * of the first page; a later page's offset is a parameter (`offset`). With `offset $n` PostgreSQL's
 * generic plan never looks as cheap as one planned for the value, so such a statement is planned on
 * every call (cms/db/planKept.test.ts); the first page, which nearly every view of a list asks for,
 * keeps its plan, and the later pages' one statement is planned per call, as before. `name` tells the
 * two statements apart.
 */
export function pageWindow(limit: number, offset: number): { name: string; limit: number; offset: number | Placeholder; values: { offset?: number } } {
  if (!Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`Not a page of a list: ${limit} from ${offset}`);
  return offset === 0
    ? { name: `${limit}_first`, limit: literalNumber(limit), offset: literalNumber(0), values: {} }
    : { name: String(limit), limit: literalNumber(limit), offset: sql.placeholder('offset'), values: { offset } };
}

const dialect = new PgDialect();

/**
 * Rows of a raw SQL statement run under `name`: on PostgreSQL a named prepared statement (node-postgres
 * parses it once per connection, and PostgreSQL keeps a generic plan where that is as cheap as planning
 * each call); PGlite names a text it sees again by itself (./pgliteStatements.ts). For a statement the
 * query builder cannot express; its values stay parameters. `name` must stand for one text: a text
 * that varies in shape needs a name per shape.
 */
export async function namedRows<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
