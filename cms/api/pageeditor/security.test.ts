/**
 * Bad input and unauthorised writes against the page editor (Django's security test style):
 * visitors change nothing, forged requests are refused, and no input makes the server answer 500.
 */
import { CSRF_HEADER } from '../../../shared/constants';
import { MODULES } from '../../../shared/modules/registry';
import { container_sections, modules, page_versions, pages } from '../../db/schema';
import { createTestCms, snapshotOf, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createModule, createSection, csrfTokenOf, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let editor: Agent;
let visitor: Agent;
let visitorToken: string;
let section: Awaited<ReturnType<typeof createSection>>;
let quote: Awaited<ReturnType<typeof createModule>>;
let pageId: number;

beforeAll(async () => {
  cms = await createTestCms();
  const page = await createPage(cms.db, { slug_de: 'sicher', slug_en: 'safe' });
  pageId = page.id;
  section = await createSection(cms.db, { slug: 'sicher-main', object_id: page.id });
  quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Original', author: '', anchor: '' } });
  await createEditor(cms.db, { username: 'erika' });
  editor = await loginAs(cms, 'erika');
  visitor = cms.newAgent();
  visitorToken = await csrfTokenOf(visitor);
});
afterAll(() => cms?.close());

/** everything the page editor can change, to prove that a refused request changed nothing */
async function state() {
  return {
    pages: await cms.db.select().from(pages),
    sections: await cms.db.select().from(container_sections),
    modules: await cms.db.select().from(modules),
    versions: await cms.db.select().from(page_versions),
  };
}

describe('visitors (valid CSRF, no session) -> 401, nothing changes', () => {
  const requests: [string, 'post' | 'put' | 'patch' | 'delete', () => string, () => object][] = [
    ['create a module', 'post', () => '/de/pageeditor-api/quote/', () => ({ section: section.id, content: 'Hack' })],
    ['update a module (POST)', 'post', () => `/de/pageeditor-api/quote/${quote.id}/`, () => ({ content: 'Hack' })],
    ['update a module (PATCH)', 'patch', () => `/de/pageeditor-api/quote/${quote.id}/`, () => ({ content: 'Hack' })],
    ['update a module (PUT)', 'put', () => `/de/pageeditor-api/quote/${quote.id}/`, () => ({ content: 'Hack' })],
    ['delete a module', 'delete', () => `/de/pageeditor-api/quote/${quote.id}/`, () => ({})],
    ['create a section', 'post', () => '/de/pageeditor-api/container/', () => ({ slug: 'hack', content_type: 'hub', object_id: null })],
    ['change a section', 'patch', () => `/de/pageeditor-api/container/${section.id}/`, () => ({ layout: 2 })],
    ['delete a section', 'delete', () => `/de/pageeditor-api/container/${section.id}/`, () => ({})],
    ['reorder', 'post', () => '/de/pageeditor-api/reorder/', () => ({ section: section.id, items: [] })],
    ['restore a version', 'post', () => '/de/pageeditor-api/page/1/versions/1/restore/', () => ({})],
  ];

  test.each(requests)('%s', async (_name, method, url, body) => {
    const before = await state();
    const res = await visitor[method](url()).set(CSRF_HEADER, visitorToken).send(body()).expect(401);
    expect(snapshotOf(res)).toMatchSnapshot();
    expect(await state()).toEqual(before);
  });

  test.each(requests)('%s without CSRF -> 403', async (_name, method, url, body) => {
    const before = await state();
    const res = await visitor[method](url()).send(body()).expect(403);
    expect(res.body.code).toBe('csrf_failed');
    expect(await state()).toEqual(before);
  });
});

describe('editors: forged requests are refused', () => {
  test.each([
    ['no token', {}],
    ['a wrong token', { [CSRF_HEADER]: 'Z'.repeat(43) }],
    ["Origin 'null'", { Origin: 'null' }],
    ['an unparseable Origin', { Origin: 'https://exa mple.org' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
  ])('%s -> 403, nothing changes', async (_name, headers) => {
    const before = await state();
    const token = (headers as Record<string, string>)[CSRF_HEADER] ?? ('Origin' in headers ? undefined : null);
    let req = editor.patch(`/de/pageeditor-api/quote/${quote.id}/`).set(headers as Record<string, string>);
    if (token === undefined) req = req.set(CSRF_HEADER, (await csrfTokenOf(editor)) as string);
    const res = await req.send({ content: 'Forged' }).expect(403);
    expect(res.body.code).toBe('csrf_failed');
    expect(await state()).toEqual(before);
  });

  test('the right token and our own origin pass', async () => {
    await write(editor, 'patch', `/de/pageeditor-api/quote/${quote.id}/`)
      .set({ Host: 'www.example.org', Origin: 'http://www.example.org' })
      .send({ author: 'Echt' })
      .expect(200);
  });
});

describe("what only editors may read is never stored by a cache (cms/http/mount.ts)", () => {
  test.each([
    ['publication status', () => `/de/pageeditor-api/publication/page/${pageId}/`],
    ['review', () => `/de/pageeditor-api/review/page/${pageId}/`],
    ['review diff', () => `/de/pageeditor-api/review/page/${pageId}/diff/`],
    ['waiting reviews', () => '/de/pageeditor-api/review/'],
    ['versions', () => `/de/pageeditor-api/page/${pageId}/versions/`],
    ['link finder', () => '/de/pageeditor-api/finder/links/?query=sicher'],
    ['translation status', () => '/de/pageeditor-api/translation/status/'],
    ['modules of a model', () => `/de/pageeditor-api/quote/?section=${section.id}`],
    ['a module', () => `/de/pageeditor-api/quote/${quote.id}/`],
  ])('%s -> Cache-Control: private, no-store', async (_name, url) => {
    const res = await editor.get(url()).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test('an unknown owner is 404, privately too', async () => {
    const res = await editor.get('/de/pageeditor-api/review/page/424242/').expect(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('bad input -> 4xx JSON, never 500', () => {
  test('malformed JSON -> 400', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/quote/').set('Content-Type', 'application/json').send('{"section": 1,').expect(400);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('an oversized body -> 413', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/text/')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ section: section.id, content: `<p>${'x'.repeat(3 * 1024 * 1024)}</p>` }))
      .expect(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  test.each([['[]'], ['"text"'], ['null'], ['42'], ['[{"section":1}]']])('a body of %s -> 400', async (raw) => {
    const res = await write(editor, 'post', '/de/pageeditor-api/quote/').set('Content-Type', 'application/json').send(raw).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  test('ids beyond the integer range, negative, or not numbers -> 400', async () => {
    await editor.get('/de/pageeditor-api/quote/99999999999/').expect(400);
    await editor.get('/de/pageeditor-api/quote/-1/').expect(400);
    await editor.get('/de/pageeditor-api/container/abc/').expect(400);
    await write(editor, 'post', '/de/pageeditor-api/quote/').send({ section: 99999999999, content: 'x' }).expect(400);
  });

  test('unknown ids -> 404', async () => {
    await editor.get('/de/pageeditor-api/quote/424242/').expect(404);
    await write(editor, 'delete', '/de/pageeditor-api/container/424242/').expect(404);
    await write(editor, 'post', '/de/pageeditor-api/page/424242/versions/1/restore/').expect(404);
  });

  test('an unknown model -> 404 JSON', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/carousel/').send({ section: section.id }).expect(404);
    expect(res.body.code).toBe('not_found');
  });

  const GARBAGE: unknown[] = [null, true, -1, 0, 1.5, 1e308, '', 'x'.repeat(5000), [], [1, 2], {}, { $ne: 1 }, '<script>alert(1)</script>', 'javascript:alert(1)', 'nul\u0000byte'];

  test.each(MODULES.map((schema) => [schema.model, schema] as const))('%s: garbage in every field never gives 500', async (model, schema) => {
    for (const value of GARBAGE) {
      const body: Record<string, unknown> = { section: section.id, parent: null, column: 0 };
      for (const field of schema.fields) body[field.name] = value;
      const created = await write(editor, 'post', `/de/pageeditor-api/${model}/`).send(body);
      expect(created.status).toBeGreaterThanOrEqual(200);
      expect(created.status).toBeLessThan(500);
      const updated = await write(editor, 'patch', `/de/pageeditor-api/${model}/${quote.id}/`).send(body);
      expect(updated.status).toBeLessThan(500);
    }
    // the placement keys too
    for (const value of GARBAGE) {
      const res = await write(editor, 'post', `/de/pageeditor-api/${model}/`).send({ section: value, parent: value, column: value, order: value });
      expect(res.status).toBe(400);
    }
  });

  test('garbage for sections and reorder never gives 500', async () => {
    for (const value of GARBAGE) {
      for (const [method, url, body] of [
        ['post', '/de/pageeditor-api/container/', { slug: value, content_type: value, object_id: value, layout: value, parent: value }],
        ['patch', `/de/pageeditor-api/container/${section.id}/`, { slug: value, layout: value, order: value }],
        ['post', '/de/pageeditor-api/reorder/', { section: value, items: value }],
        ['post', '/de/pageeditor-api/reorder/', { section: section.id, items: [{ id: value, column: value, order: value, parent: value }] }],
        ['post', '/de/pageeditor-api/login/', { username: value, password: value }],
      ] as const) {
        const res = await write(editor, method, url).send(body);
        expect(res.status).toBeLessThan(500);
      }
    }
  });

  test('garbage in page paths and queries never gives 500', async () => {
    for (const path of ['%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(3000), "x' OR 1=1 --", 'ü/ö/ä']) {
      const res = await cms.newAgent().get(`/de/pageeditor-api/page/${path}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const bySlug = await cms.newAgent().get(`/de/pageeditor-api/container/by-slug/${path}`);
      expect(bySlug.status).toBeLessThan(500);
    }
    await cms.newAgent().get('/de/pageeditor-api/page/sicher?version_id=1e400').expect(400);
  });
});
