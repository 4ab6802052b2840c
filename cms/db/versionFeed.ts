/**
 * The content version as it changes, pushed by the database: every bump sends NOTIFY on
 * `CONTENT_VERSION_CHANNEL` in the bump's own transaction (cms/db/contentVersion.ts), so it is
 * delivered at commit, and never for a rolled-back bump. Each back end LISTENs on one connection
 * of its own and hands every new version to its subscribers (the SSR servers' version streams,
 * cms/api/versionStream.ts): a change made through any back end on a shared DATABASE_URL reaches
 * every instance within milliseconds, and nobody asks the database in between.
 *
 * A lost LISTEN connection makes the version unknown (subscribers hear `null`: the SSR servers
 * stop serving from memory) until a new one LISTENs and has read the version again.
 */
import pg from 'pg';
import type { Database } from './client';
import { CONTENT_VERSION_CHANNEL, getContentVersion, parseVersionPayload } from './contentVersion';
import type { Logger } from '../logger';

const RECONNECT_MS = 1000;

export type VersionListener = (version: number | null, keys?: readonly string[] | null) => void;

export interface VersionFeed {
  /** the newest committed version, or null while the feed is not listening */
  readonly version: number | null;
  /**
   * hears every new version with the content keys its change touched (null: unknown, as after a
   * reconnect that read the version without hearing the change), and null when the feed loses the
   * database; returns the unsubscribe function
   */
  subscribe(listener: VersionListener): () => void;
  close(): Promise<void>;
}

export async function startVersionFeed(database: Database, databaseUrl: string | null, logger: Logger): Promise<VersionFeed> {
  let version: number | null = null;
  let closed = false;
  let stopListening: (() => Promise<void>) | null = null;
  const listeners = new Set<VersionListener>();
  const publish = (value: number | null, keys: readonly string[] | null = null) => {
    for (const listener of listeners) listener(value, keys);
  };
  const take = (payload: string | undefined) => {
    const parsed = parseVersionPayload(payload);
    if (!parsed || (version !== null && parsed.version <= version)) return;
    // the keys count only for the change right after the one known: a gap (a lost connection) is a change of everything
    const keys = version !== null && parsed.version === version + 1 ? parsed.keys : null;
    version = parsed.version;
    publish(parsed.version, keys);
  };
  // LISTEN first, then read: a bump in between is heard or read, never lost
  const catchUp = async () => take(String(await getContentVersion(database.db)));

  async function listenPostgres(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    const lost = (err: unknown) => {
      if (closed || stopListening === null) return;
      stopListening = null;
      logger.warn({ err }, 'content version: LISTEN connection lost; reconnecting');
      version = null;
      publish(null);
      void client.end().catch(() => {});
      setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    client.on('notification', (message) => take(message.payload));
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    await client.connect();
    await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
    stopListening = async () => {
      stopListening = null;
      await client.end();
    };
  }

  async function connect(): Promise<void> {
    try {
      if (databaseUrl) await listenPostgres(databaseUrl);
      else if (database.pglite) {
        const unlisten = await database.pglite.listen(CONTENT_VERSION_CHANNEL, (payload) => take(payload));
        stopListening = unlisten;
      }
      await catchUp();
    } catch (err) {
      if (closed) return;
      logger.warn({ err }, 'content version: cannot LISTEN; retrying');
      setTimeout(() => void connect(), RECONNECT_MS).unref();
    }
  }

  await connect();
  return {
    get version() {
      return version;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      // ends every version stream, so the server can close its connections
      version = null;
      publish(null);
      listeners.clear();
      await stopListening?.().catch(() => {});
    },
  };
}
