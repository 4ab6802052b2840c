/**
 * The operator's round trip (issue 42) on the demo content: seed PGlite as `npm start` does, write
 * through the page editor and the admin, take a backup while an editor keeps writing drafts, restore
 * it into PostgreSQL, back that up (pg_dump) and restore it into PGlite again. Both restored
 * databases hold the same rows in every table, and the SSR renders every public page type in both
 * languages from each of the three back ends to the same HTML.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type express from 'express';
import request from 'supertest';
import { openArchive } from '../../cms/backup/archive';
import { backup } from '../../cms/backup/backup';
import { startControlServer } from '../../cms/backup/control';
import { exportTable, listTables } from '../../cms/backup/logical';
import { restore } from '../../cms/backup/restore';
import { createApp as createCmsApp } from '../../cms/app';
import { loadConfig, type CmsConfig } from '../../cms/config';
import { openDatabase, type Database, type Db } from '../../cms/db/client';
import { container_sections, pages } from '../../cms/db/schema';
import { seedDemo } from '../../cms/seed';
import { seedMediaCache } from '../../cms/seed/testing';
import { runBackupCommand } from '../../cms/test/backupCommand';
import { createEditor } from '../../cms/test/fixtures';
import { createModule, loginAs, write, type Agent } from '../../cms/test/fixtures/pageeditor';
import { adminUrl, preparePgliteDataDir, urlForDatabase, withAdminClient } from '../../cms/test/templates';
import { pageTypes, type PageType } from '../e2e/pageTypes';
import { testApp } from '../support/testApp';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-round-trip-'));
const quiet = () => {};
/** The seed's pictures with every rendition (warmed by `npm test`): the media list of each archive is checked against it. */
const media = seedMediaCache();

interface Back {
  name: string;
  db: Db;
  config: CmsConfig;
  url: string;
  front: express.Express;
  close(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];

/** A back end on `database`, listening on a free port, and the SSR app in front of it. */
async function serve(name: string, database: Database, config: CmsConfig, extra: () => Promise<void> = async () => {}): Promise<Back> {
  const server: http.Server = createCmsApp({ db: database.db, config }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const back: Back = {
    name,
    db: database.db,
    config,
    url,
    front: testApp(url, { proxyTimeoutMs: 60_000 }),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await extra();
      await database.close();
    },
  };
  cleanups.push(() => back.close());
  return back;
}

async function emptyPostgres(): Promise<CmsConfig> {
  const name = `cms_round_trip_${crypto.randomBytes(5).toString('hex')}`;
  await withAdminClient((admin) => admin.query(`CREATE DATABASE "${name}"`));
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlForDatabase(adminUrl(), name), MEDIA_DIR: media });
}

/** Every table's rows as JSON values, in primary-key order. */
async function allRows(db: Db): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of await listTables(db)) {
    const { data } = await exportTable(db, table);
    rows[table.name] = gunzipSync(data).toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown);
  }
  return rows;
}

/** A page as a visitor gets it, without what differs per request by design (the CSP nonce, when the store's data was loaded). */
async function visit(back: Back, url: string): Promise<{ status: number; location?: string; html: string }> {
  const response = await request(back.front).get(url).set('Host', 'orchester.example');
  const nonce = /nonce="([^"]+)"/.exec(response.text)?.[1];
  const html = (nonce ? response.text.split(nonce).join('NONCE') : response.text).replace(/"(loadedAt|\w+LoadedAt)":\d+/g, '"$1":0');
  return { status: response.status, location: response.headers.location as string | undefined, html };
}

/** Where two pages first differ, with some context (null: the same), a readable failure for pages of 100 kB. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (a[i] === b[i]) i++;
  return `at ${i}: …${a.slice(Math.max(0, i - 200), i + 200)}… where the source has …${b.slice(Math.max(0, i - 200), i + 200)}…`;
}

let source: Back;
let toPostgres: Back;
let backToPglite: Back;
let types: PageType[];
let quoteId: number;
let editor: Agent;

beforeAll(async () => {
  // the source: PGlite in a DATA_DIR of its own with the dump socket, seeded as the first start does
  const dataDir = path.join(tmp, 'source-db');
  await preparePgliteDataDir(dataDir);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MEDIA_DIR: media });
  const database = await openDatabase({ dataDir, migrate: false });
  const control = await startControlServer(database.pglite!, dataDir, { info: quiet, error: quiet });
  await seedDemo(database.db, config);
  source = await serve('PGlite (source)', database, config, () => control.close());

  // an editor publishes a quote on the content page; the admin adds a redirect
  await createEditor(source.db, { username: 'erika' });
  await createEditor(source.db, { username: 'chef', is_staff: true });
  const asSite = { newAgent: () => request.agent(createCmsApp({ db: source.db, config })) } as Parameters<typeof loginAs>[0];
  editor = await loginAs(asSite, 'erika');
  const chef = await loginAs(asSite, 'chef');
  const [about] = await source.db.select({ id: pages.id }).from(pages).where(eq(pages.slug_de, 'ueber-uns'));
  const [section] = await source.db
    .select({ id: container_sections.id })
    .from(container_sections)
    .where(and(eq(container_sections.content_type, 'page'), eq(container_sections.object_id, about.id), eq(container_sections.locale, 'de')))
    .limit(1);
  quoteId = (await createModule(source.db, { section_id: section.id, model: 'quote', data: { content: '', author: '', anchor: '' } })).id;
  await write(editor, 'put', `/de/pageeditor-api/quote/${quoteId}/`).send({ content: 'Musik für alle, die zuhören', author: 'Die Redaktion', anchor: '' }).expect(200);
  await write(editor, 'post', `/de/pageeditor-api/publication/page/${about.id}/publish/`).expect(200);
  await write(chef, 'post', '/api/admin/redirects/').send({ old_path: '/de/wir', new_path: '/de/ueber-uns' }).expect(201);

  types = await pageTypes(await listen(source.front));
}, 900_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The SSR app on a free port (pageTypes finds the detail pages by fetching their lists). */
async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test('PGlite → PostgreSQL → PGlite while an editor keeps writing: the same rows in every table, the same pages for visitors', async () => {
  // drafts keep coming while the backup runs (visitors never see them)
  let stop = false;
  let drafts = 0;
  const writing = (async () => {
    while (!stop) {
      drafts++;
      await write(editor, 'put', `/de/pageeditor-api/quote/${quoteId}/`).send({ content: `Entwurf ${drafts}`, author: 'Die Redaktion', anchor: '' }).expect(200);
    }
  })();
  const first = path.join(tmp, 'pglite.backup');
  const command = await runBackupCommand(source.config, [first]);
  stop = true;
  await writing;
  expect(command).toMatchObject({ code: 0, stderr: '' });
  const opened = await openArchive(first);
  const { manifest } = opened;
  await opened.close();
  expect(drafts).toBeGreaterThan(1);
  expect(manifest.source.driver).toBe('pglite');
  expect(manifest.tables.events).toBeGreaterThanOrEqual(40);
  expect(manifest.media).toMatchObject({ missing: 0, included: false });
  expect(manifest.media.files).toBeGreaterThan(100);

  const pgConfig = await emptyPostgres();
  cleanups.push(() => withAdminClient(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS "${new URL(pgConfig.databaseUrl!).pathname.slice(1)}" WITH (FORCE)`))));
  const intoPostgres = await restore({ config: pgConfig, file: first, log: quiet });
  expect(intoPostgres).toMatchObject({ method: 'portable', media: { missing: [] } });
  toPostgres = await serve('PostgreSQL', await openDatabase({ databaseUrl: pgConfig.databaseUrl!, migrate: false, poolMax: 4 }), pgConfig);

  const second = path.join(tmp, 'postgres.backup');
  expect((await backup({ config: pgConfig, file: second, log: quiet })).manifest.source.driver).toBe('postgres');
  const pgliteConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'back-db'), MEDIA_DIR: media });
  expect(await restore({ config: pgliteConfig, file: second, log: quiet })).toMatchObject({ method: 'portable', media: { missing: [] } });
  backToPglite = await serve('PGlite (restored)', await openDatabase({ dataDir: pgliteConfig.dataDir, migrate: false }), pgliteConfig);

  const [rowsPg, rowsPglite] = [await allRows(toPostgres.db), await allRows(backToPglite.db)];
  expect(Object.keys(rowsPglite).sort()).toEqual(Object.keys(rowsPg).sort());
  for (const table of Object.keys(rowsPg)) expect([table, rowsPglite[table]]).toEqual([table, rowsPg[table]]);
  for (const [table, count] of Object.entries(manifest.tables)) expect([table, rowsPg[table]?.length]).toEqual([table, count]);

  // every public page type in both languages, and the admin's redirect, the same from all three
  expect(types.length).toBeGreaterThanOrEqual(30);
  for (const type of types) {
    const expected = await visit(source, type.path);
    expect([type.name, expected.status, expected.status === type.status ? '' : expected.html.slice(0, 3000)]).toEqual([type.name, type.status, '']);
    for (const restored of [toPostgres, backToPglite]) {
      const got = await visit(restored, type.path);
      expect([type.name, restored.name, got.status, got.location, firstDifference(got.html, expected.html)]).toEqual([type.name, restored.name, expected.status, expected.location, null]);
    }
  }
  expect((await visit(source, '/de/ueber-uns')).html).toContain('Musik für alle, die zuhören');
  expect((await visit(backToPglite, '/de/ueber-uns')).html).not.toContain('Entwurf');
  for (const back of [source, toPostgres, backToPglite]) expect(await visit(back, '/de/wir')).toMatchObject({ status: 301, location: '/de/ueber-uns' });
}, 900_000);
