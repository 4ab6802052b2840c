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
import { PgTransaction } from 'drizzle-orm/pg-core';
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
