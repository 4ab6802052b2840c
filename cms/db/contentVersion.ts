/**
 * The content version: a counter bumped after every successful write, read by SSR instances (header
 * X-Content-Version) to invalidate their micro-cache. Stored in the database, so every instance agrees.
 *
 * Every answer reports the version, so reading it is on every request's path. A database only this
 * process writes (the embedded PGlite, held by its lock file) cannot change behind our back: its
 * version is read once and kept until this process bumps it. Every bump, in a transaction or not,
 * makes kept versions stale (a rolled-back bump is simply read again), and a read that overlapped a
 * bump keeps nothing. PostgreSQL is shared by instances: always read.
 */
import { eq, sql } from 'drizzle-orm';
import { ALL_KEYS, formatKeys, parseKeys } from '../../shared/contentKeys';
import { queryRows, type DbOrTx } from './client';
import { prepared } from './prepared';
import { content_version } from './schema';
import { isSingleWriter } from './singleWriter';

/** The NOTIFY channel of every bump (./versionFeed.ts LISTENs). */
export const CONTENT_VERSION_CHANNEL = 'content_version';

/**
 * NOTIFY payloads are limited to 8000 bytes: a change that touched more keys than fit is published
 * as `*` (everything), which is never wrong.
 */
export const MAX_KEYS_PAYLOAD = 7000;

/**
 * A bump's NOTIFY payload: `<version>;<keys…>` (shared/contentKeys.ts; `*` when unknown or too many;
 * nothing after the `;` when the change touched nothing visitors see). A payload without `;` (an
 * older back end's bare version) names no keys, which counts as `*`.
 */
export function versionPayload(version: number, keys: Iterable<string> | null | undefined): string {
  const formatted = keys ? formatKeys(keys) : ALL_KEYS;
  return `${version};${formatted.length > MAX_KEYS_PAYLOAD ? ALL_KEYS : formatted}`;
}

/** The version and keys of a payload; keys null: unknown (a bare version, or a malformed list). */
export function parseVersionPayload(payload: string | undefined): { version: number; keys: string[] | null } | null {
  const at = (payload ?? '').indexOf(';');
  const head = at < 0 ? (payload ?? '') : payload!.slice(0, at);
  const version = Number(head);
  if (!/^\d{1,15}$/.test(head) || !Number.isSafeInteger(version)) return null;
  return { version, keys: at < 0 ? null : parseKeys(payload!.slice(at + 1)) };
}

/** Their version as last read, with the bump generation it was read in. */
const kept = new WeakMap<object, { version: number; generation: number }>();
/** Advanced at the start and at the end of every bump of this process. */
let generation = 0;

export async function getContentVersion(db: DbOrTx): Promise<number> {
  const entry = kept.get(db);
  if (entry && entry.generation === generation) return entry.version;
  const startedIn = generation;
  const rows = await prepared(db, 'content_version_current', (on) => on.select({ version: content_version.version }).from(content_version).where(eq(content_version.id, 1))).execute();
  const version = rows[0]?.version ?? 0;
  if (isSingleWriter(db) && startedIn === generation) kept.set(db, { version, generation });
  return version;
}

/**
 * Bumps the version and publishes it with the content keys the change touched (`keys`; unset: `*`,
 * everything: the callers that do not know, such as the seed's scaling and new renditions).
 *
 * One statement: the upsert and its NOTIFY in the same transaction (the caller's, or the statement's
 * own). The notification is queued before that transaction commits, and the next bump waits for the
 * row until it has: NOTIFYs arrive in version order. As two statements outside a transaction, a bump
 * could notify after the next one had (five concerts changed at once, issue 40), and every back end's
 * feed took the gap for a change of everything (./versionFeed.ts), which dropped every page.
 */
export async function bumpContentVersion(db: DbOrTx, keys?: Iterable<string> | null): Promise<number> {
  generation += 1;
  try {
    // the payload without its version (./versionPayload's `;<keys>`), the version joined in SQL
    const suffix = versionPayload(0, keys).slice(1);
    const rows = await queryRows<{ version: string | number }>(
      db,
      sql`with bumped as (
            insert into ${content_version} (id, version) values (1, 1)
            on conflict (id) do update set version = ${content_version}.version + 1, updated_at = now()
            returning version
          )
          select version, pg_notify(${CONTENT_VERSION_CHANNEL}, version::text || ${suffix}) from bumped`,
    );
    return Number(rows[0].version);
  } finally {
    generation += 1;
  }
}
