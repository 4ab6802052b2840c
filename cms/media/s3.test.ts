/**
 * MEDIA_STORAGE=s3 against a real S3-compatible server the test starts itself: s3rver (npm, pure
 * JavaScript, speaks the S3 REST API with Signature V4 and keeps objects in a temp folder). Image
 * originals and renditions, press downloads and form uploads go to the bucket, nothing to MEDIA_DIR,
 * and /media/ answers them through the back end with the cache headers of the disk store (or
 * redirects to MEDIA_PUBLIC_URL).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import express from 'express';
import sharp from 'sharp';
import supertest from 'supertest';
import { FIELD_TYPES } from '../../shared/forms/fieldTypes';
import S3rver from 's3rver';
import { ConfigError, loadConfig } from '../config';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor } from '../test/fixtures';
import { form_entry_files } from '../db/schema';
import { createDownloadCategory, createDownloadDirectory, createForm, csrfHeaders } from '../test/fixtures/content';
import { PDF } from '../test/fixtures/files';
import { loginAs, write, type Agent } from '../test/fixtures/pageeditor';
import { MEDIA_CACHE_CONTROL, MEDIA_MOUNT, mediaRouter } from './serve';
import { mediaStore, s3Store } from './store';
import { settleRenditions } from './storeImage';
import { runTrashPurge } from '../jobs/trashPurge';

const BUCKET = 'orchestra-media';
let server: S3rver;
let endpoint: string;
let s3Dir: string;
let cms: TestCms;
let editor: Agent;

const s3Env = (extra: Record<string, string> = {}) => ({
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's built-in account
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'site/',
  ...extra,
});

const picture = (colour: string) => sharp({ create: { width: 320, height: 200, channels: 3, background: colour } }).jpeg().toBuffer();

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  cms = await createTestCms({ env: s3Env() });
  const row = await createEditor(cms.db, { is_staff: true });
  editor = await loginAs(cms, row.username);
});

afterAll(async () => {
  await settleRenditions();
  await cms?.close();
  await server?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

test('MEDIA_STORAGE=s3 needs the bucket, endpoint and keys, each named when missing', () => {
  expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(ConfigError);
  expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_ENDPOINT: endpoint })).toThrow(/S3_BUCKET.*\n.*S3_ACCESS_KEY_ID.*\n.*S3_SECRET_ACCESS_KEY/);
  expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE: expected 'local' or 's3'/);
  const config = loadConfig({ ...s3Env(), S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b' });
  expect(config.s3).toMatchObject({ bucket: BUCKET, accessKeyId: 'a', secretAccessKey: 'b', region: 'us-east-1', prefix: 'site/' });
  expect(loadConfig({}).mediaStorage).toBe('local');
});

test('an editor upload: original and renditions in the bucket (under the prefix), none on disk, served at /media/ with immutable caching', async () => {
  const bytes = await picture('#00ab9f');
  const answered = await write(editor, 'post', '/de/pageeditor-api/images/').attach('file', bytes, 'Saal.jpg').field('alt_de', 'Saal').expect(201);
  await settleRenditions();
  const res = await editor.get(`/de/pageeditor-api/images/${answered.body.id}/`).expect(200);
  expect(filesUnder(cms.config.mediaDir)).toEqual([]);
  const store = mediaStore(cms.config);
  const original = res.body.url.replace(/^\/media\//, '');
  expect(await store.exists(original)).toBe(true);
  expect((await store.read(original)).equals(bytes)).toBe(true);

  const got = await cms.request.get(res.body.url).expect(200);
  expect(got.headers['content-type']).toBe('image/jpeg');
  expect(got.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
  expect(got.headers['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(got.body).equals(bytes)).toBe(true);

  const avif = await cms.request.get(res.body.renditions.vertical.avif).expect(200).expect('content-type', 'image/avif');
  expect((await sharp(avif.body).metadata()).width).toBe(400);
  // conditional requests reach the bucket: 304 with the ETag it gave
  await cms.request.get(res.body.renditions.vertical.avif).set('If-None-Match', avif.headers.etag).expect(304);
  await cms.request.head(res.body.renditions.thumbnail.webp).expect(200).expect('content-type', 'image/webp');
});

test('misses, private folders and traversal answer the plain 404; the bucket is never listed', async () => {
  await mediaStore(cms.config).write('tmp/secret.pdf', Buffer.from('%PDF-1.4 private'));
  for (const url of ['/media/originals/00/nope.jpg', '/media/tmp/secret.pdf', '/media/form-entries/1/2/cv.pdf', '/media/originals/..%2f..%2ftmp%2fsecret.pdf', '/media/', '/media/originals/']) {
    const res = await cms.request.get(url).expect(404);
    expect(res.text).toBe('Not Found');
  }
});

test('an admin upload answers before its renditions, which land in the bucket; deleting and the purge of the trash remove them', async () => {
  const staff = editor;
  const created = await write(staff, 'post', '/api/admin/images/').attach('file', await picture('#1b2a6b'), 'blau.jpg').expect(201);
  expect(created.body.renditions).toEqual({});
  await settleRenditions();
  const image = (await staff.get(`/api/admin/images/${created.body.id}/`).expect(200)).body as { file: string; renditions: Record<string, { webp: string; avif: string; jpeg: string }> };
  const files = [...new Set([image.file, ...Object.values(image.renditions).flatMap((r) => [r.webp, r.avif, r.jpeg])])];
  expect(files).toHaveLength(1 + 3 * 6); // the original; 8 renditions in 3 formats, large, medium and small one picture (320 wide)
  const store = mediaStore(cms.config);
  for (const file of files) expect(await store.exists(file)).toBe(true);
  await write(staff, 'delete', `/api/admin/images/${created.body.id}/`).expect(200);
  for (const file of files) expect(await store.exists(file)).toBe(true); // in the trash until the purge
  await runTrashPurge(cms.db, cms.config, new Date(Date.now() + (cms.config.trashDays + 1) * 86_400_000));
  for (const file of files) expect(await store.exists(file)).toBe(false);
});

test('a press download goes to the bucket and is served with its type', async () => {
  const category = await createDownloadCategory(cms.db);
  const directory = await createDownloadDirectory(cms.db, { category_id: category.id });
  const pdf = Buffer.from('%PDF-1.4\n% press kit\n');
  const created = await write(editor, 'post', '/api/admin/files/')
    .field('directory_id', String(directory.id))
    .attach('file', pdf, 'Pressemappe.pdf')
    .expect(201);
  const file = (created.body as { file: string }).file;
  expect(await mediaStore(cms.config).exists(file)).toBe(true);
  const got = await cms.request.get(`/media/${file}`).expect(200).expect('content-type', 'application/pdf');
  expect(Buffer.from(got.body).equals(pdf)).toBe(true);
});

test('a form upload goes to the bucket (private), and into the entry when the form is sent', async () => {
  const formId = (
    await createForm(cms.db, { slug: 'bewerbung-s3' }, [
      { slug: 'name', field_type: FIELD_TYPES.text, label_de: 'Name', required: true },
      { slug: 'cv', field_type: FIELD_TYPES.file, label_de: 'Lebenslauf' },
    ])
  ).id;
  const uploaded = await cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).attach('file', PDF, { filename: 'Lebenslauf.pdf', contentType: 'application/pdf' }).expect(201);
  const store = mediaStore(cms.config);
  const temp = `tmp/${uploaded.body.token}.pdf`;
  expect(await store.exists(temp)).toBe(true);
  await cms.request.get(`/media/${temp}`).expect(404);
  const entry = await cms.newAgent().post('/de/api/forms-entries/').set(csrfHeaders()).send({ form: formId, field_values: { name: 'Anna', cv: uploaded.body.token } }).expect(201);
  const [file] = await cms.db.select().from(form_entry_files).where(eq(form_entry_files.entry_id, entry.body.id));
  expect(file.path).toBe(`form-entries/${formId}/${entry.body.id}/${uploaded.body.token}.pdf`);
  expect((await store.read(file.path)).equals(PDF)).toBe(true);
  expect(await store.exists(temp)).toBe(false);
  expect(filesUnder(cms.config.mediaDir)).toEqual([]);
});

test('MEDIA_PUBLIC_URL: /media/ redirects to the CDN with a cache header, for public folders only', async () => {
  const app = express();
  app.use(MEDIA_MOUNT, mediaRouter({ ...cms.config, mediaPublicUrl: 'https://media.example.org' }));
  const res = await supertest(app).get('/media/renditions/ab/abc-large-0123456789.webp').expect(302);
  expect(res.headers.location).toBe('https://media.example.org/renditions/ab/abc-large-0123456789.webp');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  await supertest(app).get('/media/tmp/x.pdf').expect(404);
  expect(loadConfig({ ...s3Env(), MEDIA_PUBLIC_URL: 'https://media.example.org/' }).mediaPublicUrl).toBe('https://media.example.org');
});

test('store: move, remove, and clear errors for a bucket that does not exist', async () => {
  const store = mediaStore(cms.config);
  await store.write('tmp/a.pdf', Buffer.from('a'));
  await store.move('tmp/a.pdf', 'form-entries/1/1/a.pdf');
  expect(await store.exists('tmp/a.pdf')).toBe(false);
  expect((await store.read('form-entries/1/1/a.pdf')).toString()).toBe('a');
  await store.remove(['form-entries/1/1/a.pdf', 'form-entries/1/1/missing.pdf']);
  expect(await store.exists('form-entries/1/1/a.pdf')).toBe(false);
  await expect(store.exists('../etc/passwd')).rejects.toThrow(/outside the media store/);
  const missing = s3Store({ endpoint, bucket: 'no-such-bucket', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: '' });
  await expect(missing.write('originals/x.jpg', Buffer.from('x'))).rejects.toThrow(/S3 PUT originals\/x.jpg failed: 404 NoSuchBucket/);
});
