/**
 * The media library: content type checks, renditions and focal crops, serving /media/, and the
 * editor endpoints of cms/api/images.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { images } from '../db/schema';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor } from '../test/fixtures';
import { loginAs, write, type Agent } from '../test/fixtures/pageeditor';
import { getContentVersion } from '../db/contentVersion';
import { coverRegion, detectImage, FOCAL_ALIASES, RENDITIONS } from './renditions';
import { settleRenditions, storeImage } from './storeImage';

type EditorImageAnswer = { renditions: Record<string, { webp: string; avif: string; jpeg: string }> };

let cms: TestCms;
let editor: Agent;

/** A test picture: left half red, right half blue (so crops can be told apart by colour). */
function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' = 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#ff0000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  const img = sharp(Buffer.from(svg));
  return (format === 'avif' ? img.avif({ effort: 0 }) : img.toFormat(format)).toBuffer();
}

async function meanColour(file: string): Promise<{ r: number; b: number }> {
  const stats = await sharp(path.join(cms.config.mediaDir, file)).stats();
  return { r: stats.channels[0].mean, b: stats.channels[2].mean };
}

beforeAll(async () => {
  cms = await createTestCms({ env: { MAX_UPLOAD_BYTES: String(1024 * 1024) } });
});
afterAll(() => cms?.close());

describe('storeImage', () => {
  test.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)('accepts %s by content', async (format) => {
    const detected = await detectImage(await picture(64, 48, format));
    expect(detected).toMatchObject({ type: format, width: 64, height: 48 });
  });

  test('refuses other content with 415, whatever the name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expect(detectImage(svg)).rejects.toMatchObject({ status: 415, code: 'unsupported_media_type' });
    await expect(detectImage(Buffer.from('%PDF-1.4 not an image'))).rejects.toMatchObject({ status: 415 });
    const tiff = await sharp(await picture(20, 20)).tiff().toBuffer();
    await expect(detectImage(tiff)).rejects.toMatchObject({ status: 415 });
  });

  test('stores the original content-addressed and every rendition in three formats', async () => {
    const buffer = await picture(2400, 1200, 'jpeg');
    const row = await storeImage(cms.db, cms.config, buffer, { original_name: 'Saal.jpg', alt_de: 'Saal', alt_en: 'Hall' });
    expect(row).toMatchObject({ width: 2400, height: 1200, mime: 'image/jpeg', original_name: 'Saal.jpg', size: buffer.length });
    expect(row.file).toMatch(new RegExp(`^originals/${row.sha256.slice(0, 2)}/${row.sha256}\\.jpg$`));
    expect(fs.readFileSync(path.join(cms.config.mediaDir, row.file)).equals(buffer)).toBe(true);
    expect(Object.keys(row.renditions).sort()).toEqual(RENDITIONS.map((r) => r.alias).sort()); // jsonb does not keep key order
    const sizes = Object.fromEntries(Object.entries(row.renditions).map(([alias, r]) => [alias, [r.width, r.height]]));
    expect(sizes).toEqual({
      large: [1920, 960],
      medium: [960, 480],
      small: [800, 400],
      vertical: [400, 500],
      'vertical-small': [320, 400],
      horizontal: [1240, 700],
      'horizontal-small': [800, 452],
      thumbnail: [320, 320],
    });
    for (const r of Object.values(row.renditions)) {
      for (const [format, file] of [['webp', r.webp], ['heif', r.avif], ['jpeg', r.jpeg]]) {
        expect(file).toMatch(/^renditions\/[0-9a-f]{2}\/[0-9a-f]{16}-[a-z]+(-small)?-[0-9a-f]{10}\.(webp|avif|jpg)$/);
        const meta = await sharp(path.join(cms.config.mediaDir, file)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, r.width, r.height]);
      }
    }
  });

  test('never enlarges large/medium/small (one picture, shared files, when they are the same size) nor the smaller crops', async () => {
    const row = await storeImage(cms.db, cms.config, await picture(500, 300));
    expect(row.renditions.large).toMatchObject({ width: 500, height: 300 });
    expect(row.renditions.medium).toMatchObject({ width: 500, height: 300 });
    expect(row.renditions.medium).toEqual(row.renditions.large); // one picture, encoded once
    expect(row.renditions.small).toEqual(row.renditions.large);
    expect(row.renditions.vertical).toMatchObject({ width: 400, height: 500 });
    // the smaller crops are at most the original's own pixels, in the shape of their crop
    expect(row.renditions['vertical-small']).toMatchObject({ width: 240, height: 300 });
    expect(row.renditions['horizontal-small']).toMatchObject({ width: 500, height: 283 });
  });

  test('cover crops follow the focal point', async () => {
    const buffer = await picture(1600, 800);
    const left = await storeImage(cms.db, cms.config, buffer, { focal_x: 0.1, focal_y: 0.5 });
    const right = await storeImage(cms.db, cms.config, buffer, { focal_x: 0.9, focal_y: 0.5 });
    const l = await meanColour(left.renditions.vertical.jpeg);
    const r = await meanColour(right.renditions.vertical.jpeg);
    expect(l.r).toBeGreaterThan(200);
    expect(l.b).toBeLessThan(50);
    expect(r.b).toBeGreaterThan(200);
    expect(r.r).toBeLessThan(50);
    // the small crops are the same crops at half the size: the same share of red and blue
    for (const row of [left, right]) {
      for (const alias of ['vertical', 'horizontal']) {
        const full = await meanColour(row.renditions[alias].jpeg);
        const small = await meanColour(row.renditions[`${alias}-small`].jpeg);
        expect(Math.abs(small.r - full.r)).toBeLessThan(5);
        expect(Math.abs(small.b - full.b)).toBeLessThan(5);
      }
    }
    expect(left.renditions.large).toEqual(right.renditions.large); // focal-independent, same files
  });

  test('coverRegion stays inside the image', () => {
    expect(coverRegion(1000, 500, 400, 500, 0, 0)).toEqual({ left: 0, top: 0, width: 400, height: 500 });
    expect(coverRegion(1000, 500, 400, 500, 1, 1)).toEqual({ left: 600, top: 0, width: 400, height: 500 });
    expect(coverRegion(1000, 500, 320, 320, 0.5, 0.5)).toEqual({ left: 250, top: 0, width: 500, height: 500 });
  });
});

describe('GET /media/...', () => {
  test('serves renditions with a year of immutable caching', async () => {
    const row = await storeImage(cms.db, cms.config, await picture(300, 200));
    const res = await cms.request.get(`/media/${row.renditions.thumbnail.webp}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await cms.request.get(`/media/${row.file}`).expect(200).expect('content-type', 'image/png');
  });

  test('missing files, folders, dotfiles and private folders answer a plain 404', async () => {
    fs.mkdirSync(path.join(cms.config.mediaDir, 'originals'), { recursive: true });
    fs.writeFileSync(path.join(cms.config.mediaDir, 'originals', '.secret'), 'x');
    fs.mkdirSync(path.join(cms.config.mediaDir, 'form-entries'), { recursive: true });
    fs.writeFileSync(path.join(cms.config.mediaDir, 'form-entries', 'cv.pdf'), 'x');
    for (const url of ['/media/originals/nope.jpg', '/media/originals/', '/media/originals', '/media/', '/media/originals/.secret', '/media/form-entries/cv.pdf', '/media/originals/..%2f..%2fetc%2fpasswd']) {
      const res = await cms.request.get(url).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('Not Found');
    }
  });

  test('writes are refused', async () => {
    await cms.request.post('/media/originals/x.jpg').expect(405);
  });
});

describe('/pageeditor-api/images/', () => {
  beforeAll(async () => {
    const row = await createEditor(cms.db);
    editor = await loginAs(cms, row.username);
  });

  test('visitors get 401', async () => {
    await cms.newAgent().get('/de/pageeditor-api/images/').expect(401);
    await cms.newAgent().get('/de/pageeditor-api/images/1/').expect(401);
  });

  test('upload: multipart file + texts -> 201, UTF-8 file names', async () => {
    const res = await write(editor, 'post', '/en/pageeditor-api/images/')
      .attach('file', await picture(800, 600, 'jpeg'), 'Konzertsaal-Größe.jpg')
      .field('alt_de', 'Der große Saal')
      .field('alt_en', 'The great hall')
      .field('caption_de', 'Blick von der Bühne')
      .field('copyright_de', '© Orchester')
      .field('copyright_en', '© Orchestra')
      .field('focal_x', '0.25')
      .field('focal_y', '0.75')
      .expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      original_name: 'Konzertsaal-Größe.jpg',
      alt: 'The great hall',
      caption: 'Blick von der Bühne', // English falls back to German
      alt_de: 'Der große Saal',
      copyright: '© Orchestra', // the request's language
      copyright_de: '© Orchester',
      copyright_en: '© Orchestra',
      focal_point: { x: 0.25, y: 0.75 },
      width: 800,
      height: 600,
      mime: 'image/jpeg',
    });
    expect(res.body.url).toMatch(/^\/media\/originals\//);
    // answered once the original is stored: the renditions follow (pages show the original until then)
    expect(res.body.renditions).toEqual({});
    await settleRenditions();
    const stored = await editor.get(`/en/pageeditor-api/images/${res.body.id}/`).expect(200);
    expect(stored.body.renditions.vertical).toMatchObject({ width: 400, height: 500, webp: expect.stringMatching(/^\/media\/renditions\/.+\.webp$/) });
    await editor.get(stored.body.renditions.vertical.avif).expect(200).expect('content-type', 'image/avif');
  });

  test('upload of a non-image -> 415', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/images/')
      .attach('file', Buffer.from('GIF89a but not really'), { filename: 'x.gif', contentType: 'image/gif' })
      .expect(415);
    expect(res.body).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  test('upload over MAX_UPLOAD_BYTES -> 413 naming the limit in the editor language, at the file field', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/images/')
      .attach('file', Buffer.alloc(1200 * 1024, 1), 'big.jpg')
      .expect(413);
    expect(res.body).toMatchObject({
      code: 'payload_too_large',
      message: 'Die Datei ist zu groß: höchstens 1 MB.',
      errors: { file: ['Die Datei ist zu groß: höchstens 1 MB.'] },
    });
    const en = await write(editor, 'post', '/en/pageeditor-api/images/').attach('file', Buffer.alloc(1200 * 1024, 1), 'big.jpg').expect(413);
    expect(en.body.message).toBe('The file is too large: at most 1 MB.');
  });

  test('upload without a file, or with bad fields -> 400', async () => {
    const none = await write(editor, 'post', '/de/pageeditor-api/images/').field('alt_de', 'x').expect(400);
    expect(none.body.errors).toHaveProperty('file');
    const focal = await write(editor, 'post', '/de/pageeditor-api/images/')
      .attach('file', await picture(40, 40), 'a.png')
      .field('focal_x', '0.5')
      .expect(400);
    expect(focal.body.errors).toHaveProperty('focal_x');
    const json = await write(editor, 'post', '/de/pageeditor-api/images/').send({ file: 'x' }).expect(400);
    expect(json.body.errors).toHaveProperty('file');
  });

  test('upload without the CSRF header -> 403', async () => {
    await editor.post('/de/pageeditor-api/images/').attach('file', await picture(40, 40), 'a.png').expect(403);
  });

  test('list: newest first, search, pagination', async () => {
    await storeImage(cms.db, cms.config, await picture(60, 40), { alt_de: 'Bratsche im Gegenlicht', caption_en: 'Viola' });
    const all = await editor.get('/de/pageeditor-api/images/').expect(200);
    const count = (await cms.db.select().from(images)).length;
    expect(all.body.count).toBe(count);
    expect(all.body.results[0].alt).toBe('Bratsche im Gegenlicht');
    const found = await editor.get(`/de/pageeditor-api/images/?search=${encodeURIComponent('bratsche')}`).expect(200);
    expect(found.body.count).toBe(1);
    const byEnglish = await editor.get('/de/pageeditor-api/images/?search=VIOLA').expect(200);
    expect(byEnglish.body.count).toBe(1);
    const groesse = await editor.get(`/de/pageeditor-api/images/?search=${encodeURIComponent('größe')}`).expect(200);
    expect(groesse.body.results.map((r: { original_name: string }) => r.original_name)).toEqual(['Konzertsaal-Größe.jpg']);
    await editor.get('/de/pageeditor-api/images/?page=99').expect(404);
  });

  test('copyright per language: PATCH takes both, ImageRef answers the locale\'s (English falls back to German), search finds both', async () => {
    const row = await storeImage(cms.db, cms.config, await picture(40, 40), { copyright_de: 'Foto: Tonhalle' });
    const fallback = await editor.get(`/en/pageeditor-api/images/${row.id}/`).expect(200);
    expect(fallback.body).toMatchObject({ copyright: 'Foto: Tonhalle', copyright_de: 'Foto: Tonhalle', copyright_en: '' });
    await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`).send({ copyright_de: 'Foto: Tonhalle', copyright_en: 'Photo: Concert hall' }).expect(200);
    expect((await editor.get(`/en/pageeditor-api/images/${row.id}/`).expect(200)).body.copyright).toBe('Photo: Concert hall');
    expect((await editor.get(`/de/pageeditor-api/images/${row.id}/`).expect(200)).body.copyright).toBe('Foto: Tonhalle');
    const byEnglish = await editor.get('/de/pageeditor-api/images/?search=concert%20hall').expect(200);
    expect(byEnglish.body.results.map((r: { id: number }) => r.id)).toEqual([row.id]);
    const tooLong = await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`).send({ copyright_en: 'x'.repeat(257) }).expect(400);
    expect(tooLong.body.errors).toHaveProperty('copyright_en');
  });

  test('read one; unknown -> 404', async () => {
    const [row] = await cms.db.select().from(images).limit(1);
    const res = await editor.get(`/de/pageeditor-api/images/${row.id}/`).expect(200);
    expect(res.body.id).toBe(row.id);
    await editor.get('/de/pageeditor-api/images/999999/').expect(404);
  });

  test('PATCH texts and focal point: answered at once with the point saved; the crops follow in the background, the old ones removed', async () => {
    const row = await storeImage(cms.db, cms.config, await picture(1600, 800, 'webp'), { alt_de: 'alt' });
    const oldVertical = row.renditions.vertical.jpeg;
    const versionBefore = await getContentVersion(cms.db);
    const res = await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`)
      .send({ alt_en: 'new alt', copyright_de: 'Foto: A. B.', focal_point: { x: 0.95, y: 0.5 } })
      .expect(200);
    expect(res.body).toMatchObject({ alt_en: 'new alt', alt_de: 'alt', copyright: 'Foto: A. B.', copyright_de: 'Foto: A. B.', copyright_en: '', focal_point: { x: 0.95, y: 0.5 } });
    await settleRenditions();
    // caches pick the new crops up
    expect(await getContentVersion(cms.db)).toBeGreaterThan(versionBefore);
    const after = (await editor.get(`/de/pageeditor-api/images/${row.id}/`).expect(200)).body as EditorImageAnswer;
    const newVertical = after.renditions.vertical.jpeg.replace(/^\/media\//, '');
    expect(newVertical).not.toBe(oldVertical);
    expect((await meanColour(newVertical)).b).toBeGreaterThan(200);
    expect(fs.existsSync(path.join(cms.config.mediaDir, oldVertical))).toBe(false);
    const newSmall = after.renditions['vertical-small'].jpeg.replace(/^\/media\//, '');
    expect((await meanColour(newSmall)).b).toBeGreaterThan(200);
    expect(fs.existsSync(path.join(cms.config.mediaDir, row.renditions['vertical-small'].jpeg))).toBe(false);
    expect(after.renditions.large.jpeg).toBe(`/media/${row.renditions.large.jpeg}`);
    // back to the centre
    const centre = await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`).send({ focal_point: null }).expect(200);
    expect(centre.body.focal_point).toBeNull();
    await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`).send({ focal_point: { x: 2, y: 0 } }).expect(400);
    await write(editor, 'patch', '/de/pageeditor-api/images/999999/').send({ alt_de: 'x' }).expect(404);
    await settleRenditions();
    const centred = (await editor.get(`/de/pageeditor-api/images/${row.id}/`).expect(200)).body as EditorImageAnswer;
    expect(centred.renditions.vertical.jpeg).toBe(`/media/${oldVertical}`);
    expect(fs.existsSync(path.join(cms.config.mediaDir, newVertical))).toBe(false);
  });

  test('two focal points in quick succession: the crops of the last are recorded, none of the first is left behind', async () => {
    // a picture of its own: no other image here shares its files
    const row = await storeImage(cms.db, cms.config, await picture(1610, 800));
    const centreCrops = FOCAL_ALIASES.flatMap((alias) => [row.renditions[alias].webp, row.renditions[alias].avif, row.renditions[alias].jpeg]);
    await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`).send({ focal_point: { x: 0.95, y: 0.5 } }).expect(200);
    await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`).send({ focal_point: { x: 0.05, y: 0.5 } }).expect(200);
    await settleRenditions();
    const [saved] = await cms.db.select().from(images).where(eq(images.id, row.id));
    expect([saved.focal_x, saved.focal_y]).toEqual([0.05, 0.5]);
    // the left half is red: every focal crop is the last point's (more red than blue; the point between would give more blue)
    for (const alias of FOCAL_ALIASES) {
      const { r, b } = await meanColour(saved.renditions[alias].jpeg);
      expect({ alias, redder: r > b + 20 }).toEqual({ alias, redder: true });
    }
    // on disk: the recorded renditions, and no crop of the centre or of the point in between
    const recorded = new Set(Object.values(saved.renditions).flatMap((r) => [r.webp, r.avif, r.jpeg]));
    for (const file of recorded) expect(fs.existsSync(path.join(cms.config.mediaDir, file))).toBe(true);
    const cropDirs = new Set([...recorded].map((file) => path.dirname(file)));
    const onDisk = [...cropDirs].flatMap((dir) => fs.readdirSync(path.join(cms.config.mediaDir, dir)).map((name) => `${dir}/${name}`)).filter((file) => path.basename(file).startsWith(row.sha256.slice(0, 16)));
    expect(onDisk.filter((file) => !recorded.has(file))).toEqual([]);
    expect(centreCrops.filter((file) => fs.existsSync(path.join(cms.config.mediaDir, file)))).toEqual([]);
  });

  test('an image stored before small and the -small crops existed: answered with the renditions it has; a new focal point makes the missing ones', async () => {
    const row = await storeImage(cms.db, cms.config, await picture(1600, 800));
    const { 'vertical-small': _vertical, 'horizontal-small': _horizontal, small: _small, ...older } = row.renditions;
    await cms.db.update(images).set({ renditions: older }).where(eq(images.id, row.id));
    const before = await editor.get(`/de/pageeditor-api/images/${row.id}/`).expect(200);
    expect(Object.keys(before.body.renditions).sort()).toEqual(['horizontal', 'large', 'medium', 'thumbnail', 'vertical']);
    await write(editor, 'patch', `/de/pageeditor-api/images/${row.id}/`).send({ focal_point: { x: 0.2, y: 0.5 } }).expect(200);
    await settleRenditions();
    const after = await editor.get(`/de/pageeditor-api/images/${row.id}/`).expect(200);
    expect(Object.keys(after.body.renditions).sort()).toEqual(RENDITIONS.map((r) => r.alias).sort());
    expect(after.body.renditions['horizontal-small']).toMatchObject({ width: 800, height: 452 });
    expect(after.body.renditions.small).toMatchObject({ width: 800, height: 400 });
    await editor.get(after.body.renditions['horizontal-small'].avif).expect(200).expect('content-type', 'image/avif');
  });
});
