/**
 * Backup and restore (issue 42), from the database of this run (PGlite, or PostgreSQL with
 * TEST_DATABASE=postgres) to both kinds:
 *
 * - content written through the page editor and the admin (editors with password hashes, a
 *   published page with a draft on top, its history, a review, a redirect, an image with files);
 * - a backup taken while an editor keeps editing and publishing a page (a write storm) restores to
 *   a state the site passed through: never half a publication;
 * - restored natively (same kind) and through the portable copies (the other kind), the two
 *   databases hold the same rows in every table, answer visitors the same, log the editor in with
 *   her password and continue every sequence after the highest id;
 * - a restore refuses a non-empty database unless --replace, and then equals the source row for row;
 * - a damaged archive changes nothing and says what is wrong; --verify compares the counts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import supertest from 'supertest';
import { createApp } from '../app';
import { loadConfig, type CmsConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { mediaStore } from '../media/store';
import { runBackupCommand } from '../test/backupCommand';
import { createTestCms } from '../test/createTestCms';
import { createEditor, createPage, TEST_PASSWORD } from '../test/fixtures';
import { createImageRow } from '../test/fixtures/content';
import { createModule, createSection, csrfTokenOf, loginAs, write, type Agent } from '../test/fixtures/pageeditor';
import { adminUrl, preparePgliteDataDir, testDriver, urlForDatabase, withAdminClient } from '../test/templates';
import { MANIFEST_ENTRY, openArchive } from './archive';
import { backup } from './backup';
import { startControlServer, type ControlServer } from './control';
import { exportTable, listTables } from './logical';
import { restore } from './restore';
import { TarReader, TarWriter } from './tar';
import { verify } from './verify';

type Kind = 'pglite' | 'postgres';

interface Site {
  app: express.Express;
  db: Db;
  config: CmsConfig;
  agent(): Agent;
  close(): Promise<void>;
}

const driver: Kind = testDriver();
const other: Kind = driver === 'pglite' ? 'postgres' : 'pglite';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
const quiet = () => {};

function siteOn(database: Database, config: CmsConfig, extra: () => Promise<void> = async () => {}): Site {
  const app = createApp({ db: database.db, config });
  return {
    app,
    db: database.db,
    config,
    agent: () => supertest.agent(app),
    async close() {
      await extra();
      await database.close();
    },
  };
}

/**
 * The site backed up: PGlite in a DATA_DIR of its own with the back end's dump socket (as `npm
 * start` runs it), or a PostgreSQL test database.
 */
async function openSource(): Promise<Site> {
  const media = path.join(tmp, 'source-media');
  if (driver === 'pglite') {
    const dataDir = path.join(tmp, 'source-db');
    await preparePgliteDataDir(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MEDIA_DIR: media });
    const database = await openDatabase({ dataDir, migrate: false });
    const control: ControlServer = await startControlServer(database.pglite!, dataDir, { info: quiet, error: quiet });
    return siteOn(database, config, () => control.close());
  }
  const cms = await createTestCms({ env: { MEDIA_DIR: media } });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: cms.databaseUrl!, MEDIA_DIR: media });
  return { app: cms.app, db: cms.db, config, agent: () => cms.newAgent(), close: () => cms.close() };
}

interface Target {
  config: CmsConfig;
  open(): Promise<Site>;
}

const backupCommand = (args: string[]) => runBackupCommand(source.config, args);

let targets = 0;
/** An empty place for a restore: a PGlite DATA_DIR that does not exist yet, or a new, empty PostgreSQL database. */
async function emptyTarget(kind: Kind): Promise<Target> {
  const n = ++targets;
  const media = path.join(tmp, `target-${n}-media`);
  let config: CmsConfig;
  if (kind === 'pglite') config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, `target-${n}-db`), MEDIA_DIR: media });
  else {
    const name = `cms_backup_test_${crypto.randomBytes(5).toString('hex')}`;
    await withAdminClient((admin) => admin.query(`CREATE DATABASE "${name}"`));
    cleanups.push(() => withAdminClient(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))));
    config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlForDatabase(adminUrl(), name), MEDIA_DIR: media });
  }
  return {
    config,
    async open() {
      const database = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl, migrate: false, poolMax: 2 }) : await openDatabase({ dataDir: config.dataDir, migrate: false });
      return siteOn(database, config);
    },
  };
}

/** Every table's rows as JSON values, in primary-key order. */
async function allRows(db: Db): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of await listTables(db)) {
    const { data } = await exportTable(db, table);
    const { gunzipSync } = await import('node:zlib');
    rows[table.name] = gunzipSync(data).toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown);
  }
  return rows;
}

/** What an anonymous visitor gets from the public answers the pages are rendered from. */
async function publicAnswers(site: Site): Promise<Record<string, unknown>> {
  const visitor = site.agent();
  const answers: Record<string, unknown> = {};
  for (const url of ['/de/pageeditor-api/page/ueber-uns', '/en/pageeditor-api/page/about', '/de/pageeditor-api/page/sturm', '/de/pageeditor-api/redirect', '/de/pageeditor-api/redirect/de/alt-adresse']) {
    const res = await visitor.get(url);
    answers[url] = { status: res.status, body: res.body as unknown };
  }
  return answers;
}

/** The storm page's draft quote, the published one (null: the rows are published) and its history's length. */
async function stormState(db: Db, pageId: number, moduleId: number) {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../db/client');
  const [draft] = await queryRows<{ content: string }>(db, sql`SELECT data ->> 'content' AS content FROM modules WHERE id = ${moduleId}`);
  const [publication] = await queryRows<{ has_draft: boolean; modules: unknown }>(db, sql`SELECT has_draft, modules FROM content_publications WHERE content_type = 'page' AND object_id = ${pageId}`);
  const [versions] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM page_versions WHERE page_id = ${pageId}`);
  const modules = (typeof publication?.modules === 'string' ? JSON.parse(publication.modules) : (publication?.modules ?? [])) as { id: number; data: { content?: string } }[];
  const published = modules.find((m) => Number(m.id) === moduleId)?.data.content ?? null;
  return { n: Number(draft.content.slice(1)), hasDraft: publication?.has_draft ?? false, published, versions: Number(versions.n) };
}

/**
 * The storm's invariant, across three tables each publication or edit writes together (modules,
 * content_publications, page_versions): with a draft open, visitors see the edit before it; without,
 * the rows are published; one version per edit and per publication (`base`: the versions before the storm).
 */
function expectWholePublications(state: Awaited<ReturnType<typeof stormState>>, base: number) {
  if (state.hasDraft) expect(state).toEqual({ ...state, published: `v${state.n - 1}`, versions: base + 2 * state.n - 1 });
  else expect(state).toEqual({ ...state, published: null, versions: base + 2 * state.n });
}

let source: Site;
let erika: Agent;
let stormPage: { id: number };
let stormModule: { id: number };
const archive = path.join(tmp, 'site.backup');
const mediaFiles = ['originals/ab/abcdef.jpg', 'renditions/ab/abcdef-medium-1234567890.webp', 'downloads/cd/0123456789abcdef/Programm-Heft.pdf'];

beforeAll(async () => {
  source = await openSource();
  await createEditor(source.db, { username: 'erika', first_name: 'Erika', last_name: 'Muster' });
  await createEditor(source.db, { username: 'chef', is_staff: true, is_reviewer: true });
  await createEditor(source.db, { username: 'lena', needs_review: true });
  const asSite = { newAgent: () => source.agent() } as Parameters<typeof loginAs>[0];
  erika = await loginAs(asSite, 'erika');
  const chef = await loginAs(asSite, 'chef');
  const lena = await loginAs(asSite, 'lena');

  // a published page with a draft on top, and its history
  const page = await createPage(source.db, { slug_de: 'ueber-uns', slug_en: 'about', title_de: 'Über uns', title_en: 'About us' });
  const section = await createSection(source.db, { slug: 'ueber-uns-main', object_id: page.id });
  const quote = await createModule(source.db, { section_id: section.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
  const edit = (agent: Agent, id: number, content: string) => write(agent, 'put', `/de/pageeditor-api/quote/${id}/`).send({ content, author: 'Ä', anchor: '' }).expect(200);
  await edit(erika, quote.id, 'Veröffentlicht');
  await write(erika, 'post', `/de/pageeditor-api/publication/page/${page.id}/publish/`).expect(200);
  await edit(erika, quote.id, 'Entwurf «noch nicht öffentlich»');
  // a review waiting: an editor who needs one submits her change
  const reviewed = await createPage(source.db, { slug_de: 'presse', slug_en: 'press', title_de: 'Presse', title_en: 'Press' });
  const reviewedSection = await createSection(source.db, { slug: 'presse-main', object_id: reviewed.id });
  const reviewedQuote = await createModule(source.db, { section_id: reviewedSection.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
  await edit(lena, reviewedQuote.id, 'Bitte prüfen');
  await write(lena, 'post', `/de/pageeditor-api/review/page/${reviewed.id}/submit/`).send({ comment: 'Neuer Text' }).expect(200);
  // the admin: a redirect
  await csrfTokenOf(chef);
  await write(chef, 'post', '/api/admin/redirects/').send({ old_path: '/de/alt-adresse', new_path: '/de/ueber-uns/' }).expect(201);
  // an image and a press file with their files in the media store
  const store = mediaStore(source.config);
  for (const file of mediaFiles) await store.write(file, Buffer.from(`bytes of ${file}`));
  await createImageRow(source.db, { file: mediaFiles[0], renditions: { medium: { width: 800, height: 450, webp: mediaFiles[1], avif: mediaFiles[1], jpeg: mediaFiles[0] } } });
  const { temp_files } = await import('../db/schema');
  await source.db.insert(temp_files).values({ original_name: 'Programm.pdf', path: mediaFiles[2], mime: 'application/pdf', size: 10 });
  // the page the storm edits and publishes
  stormPage = await createPage(source.db, { slug_de: 'sturm', slug_en: 'storm', title_de: 'Sturm', title_en: 'Storm' });
  const stormSection = await createSection(source.db, { slug: 'sturm-main', object_id: stormPage.id });
  stormModule = await createModule(source.db, { section_id: stormSection.id, model: 'quote', data: { content: 'v0', author: '', anchor: '' } });
}, 120_000);

afterAll(async () => {
  await source?.close();
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`from ${driver}`, () => {
  let nativeTarget: Target;
  let portableTarget: Target;
  let stormAtStart = 0;
  let stormAtEnd = 0;
  let stormFinal = 0;
  const output: string[] = [];

  test(`a backup taken during a write storm restores into ${driver} (native dump) and ${other} (portable copies): the same rows in every table, never half a publication`, async () => {
    // the storm: edit the page, publish it, again, until told to stop
    let published = 0;
    let stop = false;
    let reached: () => void = () => {};
    const twoPublished = new Promise<void>((resolve) => (reached = resolve));
    const storm = (async () => {
      for (let i = 1; !stop; i++) {
        await write(erika, 'put', `/de/pageeditor-api/quote/${stormModule.id}/`).send({ content: `v${i}`, author: '', anchor: '' }).expect(200);
        await write(erika, 'post', `/de/pageeditor-api/publication/page/${stormPage.id}/publish/`).expect(200);
        published = i;
        if (i === 2) reached();
      }
    })();
    await Promise.race([twoPublished, storm.then(() => Promise.reject(new Error('the storm ended early')))]);
    stormAtStart = published;
    // the command in its own process, as an operator runs it beside the running site
    const command = await backupCommand([archive, '--media']);
    stormAtEnd = published;
    stop = true;
    await storm;
    stormFinal = published;
    expect(command).toMatchObject({ code: 0, stderr: '' });
    const opened = await openArchive(archive);
    const { manifest } = opened;
    await opened.close();
    const result = { manifest };
    output.push(...command.stdout.split('\n'));
    expect(stormAtEnd).toBeGreaterThan(stormAtStart); // the site kept running during the backup

    expect(result.manifest.source.driver).toBe(driver);
    expect(result.manifest.tables).toMatchObject({ editors: 3, redirects: 1, images: 1, content_reviews: 1 });
    expect(result.manifest.media).toEqual({ files: 3, bytes: expect.any(Number), missing: 0, included: true });
    expect(output.join('\n')).toMatch(/Wrote .*site\.backup \(\d/);
    expect(output.join('\n')).toMatch(/Media: 3 files .* listed with checksums, included/);

    nativeTarget = await emptyTarget(driver);
    portableTarget = await emptyTarget(other);
    const native = await restore({ config: nativeTarget.config, file: archive, log: quiet });
    const portable = await restore({ config: portableTarget.config, file: archive, log: quiet });
    expect([native.method, portable.method]).toEqual(['native', 'portable']);
    expect(native.media).toEqual({ listed: 3, present: 0, restored: 3, missing: [] });
    for (const file of mediaFiles) expect(fs.readFileSync(path.join(portableTarget.config.mediaDir, file), 'utf8')).toBe(`bytes of ${file}`);

    const a = await nativeTarget.open();
    const b = await portableTarget.open();
    try {
      const [rowsA, rowsB] = [await allRows(a.db), await allRows(b.db)];
      expect(Object.keys(rowsA).sort()).toEqual(Object.keys(rowsB).sort());
      for (const table of Object.keys(rowsA)) expect([table, rowsB[table]]).toEqual([table, rowsA[table]]);
      expect(rowsA.editors.map((e) => (e as { password_hash: string }).password_hash)).toEqual(expect.arrayContaining([expect.stringMatching(/^\$argon2id\$/)]));

      // a state the site passed through: between the storm's publications when the backup started and ended
      const last = await stormState(source.db, stormPage.id, stormModule.id);
      expect(last).toMatchObject({ n: stormFinal, hasDraft: false, published: null });
      const base = last.versions - 2 * last.n;
      for (const site of [a, b]) {
        const state = await stormState(site.db, stormPage.id, stormModule.id);
        expectWholePublications(state, base);
        expect(state.n).toBeGreaterThanOrEqual(stormAtStart);
        expect(state.n).toBeLessThanOrEqual(stormAtEnd + 1); // + the edit in flight when it ended
      }

      // visitors get the same answers from both, and what they got from the source for what the storm left alone
      const answers = await publicAnswers(a);
      expect(await publicAnswers(b)).toEqual(answers);
      const fromSource = await publicAnswers(source);
      for (const url of ['/de/pageeditor-api/page/ueber-uns', '/en/pageeditor-api/page/about', '/de/pageeditor-api/redirect/de/alt-adresse']) expect([url, answers[url]]).toEqual([url, fromSource[url]]);
      expect(JSON.stringify(answers['/de/pageeditor-api/page/ueber-uns'])).toContain('Veröffentlicht');
      expect(JSON.stringify(answers['/de/pageeditor-api/page/ueber-uns'])).not.toContain('Entwurf');

      // the editor logs in with her password; new rows continue after the highest id
      for (const site of [a, b]) {
        const asSite = { newAgent: () => site.agent() } as Parameters<typeof loginAs>[0];
        const chef = await loginAs(asSite, 'chef', TEST_PASSWORD);
        const maxId = Math.max(...(rowsA.redirects as { id: number }[]).map((r) => r.id));
        const created = await write(chef, 'post', '/api/admin/redirects/').send({ old_path: '/de/neu-nach-restore', new_path: '/de/ueber-uns/' }).expect(201);
        expect(created.body.id).toBeGreaterThan(maxId);
        const editor = await loginAs(asSite, 'erika');
        await write(editor, 'put', `/de/pageeditor-api/quote/${stormModule.id}/`).send({ content: 'nach dem Restore', author: '', anchor: '' }).expect(200);
      }
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);

  test('a restore refuses a non-empty database; with --replace it holds exactly what the source holds now; missing media are reported', async () => {
    const quietArchive = path.join(tmp, 'quiet.backup');
    await backup({ config: source.config, file: quietArchive, log: quiet });
    const before = await nativeTarget.open();
    const rowsBefore = await allRows(before.db);
    await before.close();
    await expect(restore({ config: nativeTarget.config, file: quietArchive, log: quiet })).rejects.toThrow(
      /^The database .* is not empty \(.*\)\. A restore replaces everything in it only when told so: add --replace\.$/,
    );
    const unchanged = await nativeTarget.open();
    expect(await allRows(unchanged.db)).toEqual(rowsBefore);
    await unchanged.close();

    fs.rmSync(path.join(nativeTarget.config.mediaDir, mediaFiles[1]));
    const lines: string[] = [];
    const replaced = await restore({ config: nativeTarget.config, file: quietArchive, replace: true, log: (line) => lines.push(line) });
    expect(replaced.media).toEqual({ listed: 3, present: 2, restored: 0, missing: [mediaFiles[1]] });
    expect(lines.join('\n')).toContain(`1 MISSING (pages show them broken until they are put back): ${mediaFiles[1]}`);
    if (driver === 'pglite') {
      expect(replaced.keptAt).toMatch(/\.before-restore-/);
      expect(fs.existsSync(path.join(replaced.keptAt!, 'PG_VERSION'))).toBe(true);
    }
    const after = await nativeTarget.open();
    try {
      expect(await allRows(after.db)).toEqual(await allRows(source.db));
    } finally {
      await after.close();
    }
  }, 180_000);

  test('a damaged archive is refused with a sentence saying what is wrong, and changes nothing', async () => {
    const data = fs.readFileSync(archive);
    const reader = await TarReader.open(archive);
    const entry = reader.entries.get('tables/editors.jsonl.gz')!;
    await reader.close();
    const flipped = Buffer.from(data);
    flipped[entry.offset + 5] ^= 0xff;
    fs.writeFileSync(path.join(tmp, 'flipped.backup'), flipped);
    fs.writeFileSync(path.join(tmp, 'cut.backup'), data.subarray(0, Math.floor(data.length / 2)));
    fs.writeFileSync(path.join(tmp, 'other.backup'), 'not an archive at all, just some text that is long enough to look like something'.repeat(20));

    const target = await emptyTarget(other);
    const before = await nativeTarget.open();
    const rowsBefore = await allRows(before.db);
    await before.close();
    await expect(restore({ config: target.config, file: path.join(tmp, 'flipped.backup'), log: quiet })).rejects.toThrow(/flipped\.backup is damaged: tables\/editors\.jsonl\.gz does not match its checksum\.$/);
    await expect(restore({ config: nativeTarget.config, file: path.join(tmp, 'flipped.backup'), replace: true, log: quiet })).rejects.toThrow(/does not match its checksum/);
    await expect(restore({ config: target.config, file: path.join(tmp, 'cut.backup'), log: quiet })).rejects.toThrow(/cut\.backup is not a readable backup archive: .*cut off/);
    await expect(restore({ config: target.config, file: path.join(tmp, 'other.backup'), log: quiet })).rejects.toThrow(/other\.backup is not a readable backup archive: a header at byte 0 is damaged\.$/);
    await expect(restore({ config: target.config, file: path.join(tmp, 'missing.backup'), log: quiet })).rejects.toThrow(/missing\.backup does not exist\.$/);

    // nothing changed: the empty target is still empty, the other still holds what it held
    if (other === 'pglite') expect(fs.existsSync(target.config.dataDir)).toBe(false);
    else {
      const empty = await target.open();
      expect(await listTables(empty.db)).toEqual([]);
      await empty.close();
    }
    const after = await nativeTarget.open();
    expect(await allRows(after.db)).toEqual(rowsBefore);
    await after.close();
  }, 180_000);

  test('--verify opens the archive in scratch databases and compares every table with the source; a difference fails it', async () => {
    const lines: string[] = [];
    const verified = await verify(archive, (line) => lines.push(line));
    expect(verified.ok).toBe(true);
    expect(verified.rows.find((r) => r.table === 'editors')).toEqual({ table: 'editors', source: 3, native: 3, portable: 3 });
    expect(lines.at(-1)).toMatch(/^Verified in [\d.]+ s: \d+ tables, [\d,]+ rows, the same in the native dump and the portable copies as in the source at /);

    // an archive whose manifest claims another count for one table
    const reader = await TarReader.open(archive);
    const wrong = path.join(tmp, 'wrong-count.backup');
    const writer = await TarWriter.create(wrong);
    for (const name of reader.entries.keys()) {
      let data = await reader.read(name);
      if (name === MANIFEST_ENTRY) {
        const manifest = JSON.parse(data.toString('utf8')) as { tables: Record<string, number> };
        manifest.tables.redirects += 1;
        data = Buffer.from(JSON.stringify(manifest));
      }
      await writer.add(name, data);
    }
    await writer.close();
    await reader.close();
    const failed = await verify(wrong, quiet);
    expect(failed.ok).toBe(false);
    expect(failed.rows.filter((r) => r.native !== r.source)).toEqual([{ table: 'redirects', source: 2, native: 1, portable: 1 }]);
  }, 180_000);
});
