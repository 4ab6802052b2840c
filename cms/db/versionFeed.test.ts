/**
 * The content version pushed by the database (./versionFeed.ts, cms/api/versionStream.ts): a bump
 * committed through one back end reaches the version stream of another back end on the same
 * database within a second (PostgreSQL: two instances, LISTEN/NOTIFY; PGlite holds one process, so
 * there the writer and the stream are the same instance), a rolled-back bump reaches nobody, and the
 * stream ends when the feed closes.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../app';
import { HEARTBEAT_MS, VERSION_STREAM_PATH } from '../api/versionStream';
import { listenOnFreePort, type Listening } from '../test/listen';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { openDatabase, type Database } from './client';
import { bumpContentVersion, getContentVersion } from './contentVersion';
import { startVersionFeed, type VersionFeed } from './versionFeed';

const logger = pino({ level: 'silent' });
let writer: TestCms;
let reader: Database;
let feed: VersionFeed;
let server: Listening;

beforeAll(async () => {
  writer = await createTestCms();
  // the second instance: its own connections to the same PostgreSQL database (PGlite: the same one)
  reader = writer.databaseUrl ? await openDatabase({ databaseUrl: writer.databaseUrl, migrate: false, poolMax: 2 }) : writer.database;
  feed = await startVersionFeed(reader, writer.databaseUrl, logger);
  server = await listenOnFreePort(createApp({ db: reader.db, config: writer.config, logger, versionFeed: feed }));
});

afterAll(async () => {
  await feed.close();
  await server.close();
  if (reader !== writer.database) await reader.close();
  await writer.close();
});

/** The versions a stream delivers, as they arrive. */
function follow() {
  const versions: number[] = [];
  const controller = new AbortController();
  const done = (async () => {
    const response = await fetch(`${server.url}${VERSION_STREAM_PATH}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      for (const match of decoder.decode(chunk, { stream: true }).matchAll(/data: (\d+)\n/g)) versions.push(Number(match[1]));
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  return { versions, done, stop: () => controller.abort() };
}

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

test('a bump committed through one instance reaches the other instance’s version stream within 1 s', async () => {
  const stream = follow();
  try {
    const before = await getContentVersion(writer.db);
    await until(() => stream.versions.includes(before), 5000);
    const bumped = await bumpContentVersion(writer.db);
    await until(() => stream.versions.includes(bumped), 1000);
    expect(feed.version).toBe(bumped);
  } finally {
    stream.stop();
    await stream.done;
  }
});

test('a rolled-back bump is never announced; the heartbeat repeats the committed version', async () => {
  const committed = await getContentVersion(writer.db);
  await until(() => feed.version === committed, 1000);
  await expect(
    writer.db.transaction(async (tx) => {
      await bumpContentVersion(tx);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  const stream = follow();
  try {
    // a few heartbeats: each names the committed version, none the rolled-back one
    await until(() => stream.versions.length >= 3, 10 * HEARTBEAT_MS);
    expect(new Set(stream.versions)).toEqual(new Set([committed]));
    expect(feed.version).toBe(committed);
  } finally {
    stream.stop();
    await stream.done;
  }
});

test('concurrent bumps reach the feed in version order, each with its own keys: none reads as a change of everything', async () => {
  const before = await getContentVersion(writer.db);
  await until(() => feed.version === before, 1000);
  const heard: { version: number | null; keys: readonly string[] | null | undefined }[] = [];
  const unsubscribe = feed.subscribe((version, keys) => heard.push({ version, keys }));
  try {
    // five concerts' availability at once, four times: each write bumps on its own connection
    const count = 20;
    const versions = await Promise.all(Array.from({ length: count }, (_, i) => bumpContentVersion(writer.db, [`event:${i + 1}`])));
    await until(() => feed.version === before + count, 2000);
    expect(heard.map((change) => change.version)).toEqual(Array.from({ length: count }, (_, i) => before + 1 + i));
    for (const [i, version] of versions.entries()) expect([version, heard.find((change) => change.version === version)?.keys]).toEqual([version, [`event:${i + 1}`]]);
  } finally {
    unsubscribe();
  }
});

test('an answer reports the version the feed knew when it began, not one read from the database after its work', async () => {
  const version = await getContentVersion(writer.db);
  await until(() => feed.version === version, 1000);
  // a version no back end announced (no NOTIFY): only a read of the database would report it
  await writer.db.execute(sql`UPDATE content_version SET version = version + 1000 WHERE id = 1`);
  try {
    const response = await fetch(`${server.url}/de/api/search/?query=Konzert`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-version')).toBe(String(version));
  } finally {
    await writer.db.execute(sql`UPDATE content_version SET version = ${version} WHERE id = 1`);
  }
});
