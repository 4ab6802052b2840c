/**
 * What the migrations of this checkout are, which of them a database has applied, and a failed
 * migration told as a sentence (`npm run migrate -- --status`, the start, backup and restore).
 *
 * Drizzle's migrator (drizzle-orm/pg-core/dialect.js) runs every pending migration in ONE
 * transaction and records each in `drizzle.__drizzle_migrations` (its SQL file's SHA-256 and the
 * journal's `when`); a migration is pending when its `when` is after the newest recorded one. A
 * failure therefore rolls back every pending migration: the database stays as it was
 * (cms/db/migrationStatus.test.ts shows it on both drivers).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { migrationsFolder } from './migrationsFolder';

/** What this module queries: a Db or a transaction of either driver (not imported from ./client, which imports this module). */
interface Queryable {
  execute(query: SQL): PromiseLike<unknown>;
}

async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export interface Migration {
  tag: string;
  /** the journal's `when` (drizzle's created_at) */
  when: number;
  /** SHA-256 of the SQL file, as drizzle records it */
  hash: string;
}

export function localMigrations(folder = migrationsFolder()): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({
    tag,
    when,
    hash: crypto.createHash('sha256').update(fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8')).digest('hex'),
  }));
}

export interface AppliedMigration {
  hash: string;
  when: number;
}

/** The migrations recorded in the database, oldest first; [] when it has never been migrated. */
export async function appliedMigrations(db: Queryable): Promise<AppliedMigration[]> {
  const [exists] = await queryRows<{ present: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists?.present) return [];
  const rows = await queryRows<{ hash: string; created_at: string | number }>(db, sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`);
  return rows.map((row) => ({ hash: row.hash, when: Number(row.created_at) }));
}

export interface MigrationStatus {
  applied: (Migration & { changed: boolean })[];
  pending: Migration[];
  /** recorded in the database, unknown to this checkout (a newer version migrated it) */
  unknown: AppliedMigration[];
}

export function compareMigrations(local: Migration[], applied: AppliedMigration[]): MigrationStatus {
  const newest = applied.length ? Math.max(...applied.map((m) => m.when)) : -Infinity;
  const hashes = new Map(applied.map((m) => [m.when, m.hash]));
  return {
    applied: local.filter((m) => m.when <= newest).map((m) => ({ ...m, changed: hashes.has(m.when) && hashes.get(m.when) !== m.hash })),
    pending: local.filter((m) => m.when > newest),
    unknown: applied.filter((m) => !local.some((l) => l.when === m.when)),
  };
}

export async function migrationStatus(db: Queryable): Promise<MigrationStatus> {
  return compareMigrations(localMigrations(), await appliedMigrations(db));
}

/** The lines of `npm run migrate -- --status`. */
export function formatStatus(status: MigrationStatus): { lines: string[]; ok: boolean } {
  const lines = [
    ...status.applied.map((m) => `applied  ${m.tag}${m.changed ? '  (its file changed after it was applied)' : ''}`),
    ...status.pending.map((m) => `pending  ${m.tag}`),
    ...status.unknown.map((m) => `unknown  a migration of ${new Date(m.when).toISOString()} (hash ${m.hash.slice(0, 12)}) that this version does not have`),
  ];
  const summary = `${status.applied.length} applied, ${status.pending.length} pending${status.unknown.length ? `, ${status.unknown.length} unknown: the database was migrated by a newer version` : ''}.`;
  return { lines: [...lines, summary], ok: !status.unknown.length && !status.applied.some((m) => m.changed) };
}

/** A failed migration, told as a sentence. */
export class MigrationError extends Error {
  override name = 'MigrationError';
  constructor(
    message: string,
    readonly migration: string | null,
  ) {
    super(message);
  }
}

/** The pending migration whose SQL holds the statement that failed. */
function failedMigration(query: string | undefined, folder: string): string | null {
  if (!query) return null;
  const statement = query.trim();
  for (const { tag } of localMigrations(folder).reverse()) {
    const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    if (text.split('--> statement-breakpoint').some((part) => part.trim() === statement)) return tag;
  }
  return null;
}

/** Turns drizzle's "Failed query: <sql>" into a sentence naming the migration and the database's reason. */
export function describeMigrationFailure(err: unknown, folder = migrationsFolder()): MigrationError {
  const error = err as { query?: string; cause?: { message?: string }; message?: string };
  const reason = error.cause?.message ?? error.message ?? String(err);
  const tag = failedMigration(error.query, folder);
  return new MigrationError(
    `${tag ? `Migration ${tag}` : 'A database migration'} failed: ${reason}. ` +
      'Nothing of the pending migrations was applied (they run in one transaction): the database is as it was before. ' +
      'Fix the cause (or deploy the previous version) and start again; `npm run migrate -- --status` lists what is applied and pending.',
    tag,
  );
}
