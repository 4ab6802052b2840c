/**
 * Reusable sections (issue 43 item 2): made from a page's section, placed on a second page, changed
 * once and published once -> both pages' public answers change and both carry its content key, which
 * the publish touches; drafts stay invisible; detach makes an independent copy; deleting one in use
 * asks first (409 with the places) and then removes it everywhere.
 */
import pino from 'pino';
import { CONTENT_KEYS_HEADER } from '../../../shared/constants';
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createModule, createSection, erikaAndMax, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';
import { startVersionFeed, type VersionFeed } from '../../db/versionFeed';

let cms: TestCms;
let feed: VersionFeed;
let erika: Agent;
let max: Agent;
let visitor: Agent;
let pageA: Awaited<ReturnType<typeof createPage>>;
let pageB: Awaited<ReturnType<typeof createPage>>;
let section: Awaited<ReturnType<typeof createSection>>;
let quote: Awaited<ReturnType<typeof createModule>>;
let sharedId: number;
let placementB: number;
const heard: { version: number; keys: readonly string[] | null }[] = [];

beforeAll(async () => {
  cms = await createTestCms();
  feed = await startVersionFeed(cms.database, cms.databaseUrl, pino({ level: 'silent' }));
  feed.subscribe((version, keys) => {
    if (version !== null) heard.push({ version, keys: keys ?? null });
  });
  pageA = await createPage(cms.db, { slug_de: 'seite-a', slug_en: 'page-a', title_de: 'Seite A', title_en: 'Page A' });
  pageB = await createPage(cms.db, { slug_de: 'seite-b', slug_en: 'page-b', title_de: 'Seite B', title_en: 'Page B' });
  section = await createSection(cms.db, { slug: 'sponsoren', object_id: pageA.id, layout: 0 });
  quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Dank an unsere Sponsoren', author: '', anchor: '' } });
  ({ erika, max } = await erikaAndMax(cms));
  visitor = cms.newAgent();
});
afterAll(async () => {
  await feed?.close();
  await cms?.close();
});

interface Answer {
  headers: Record<string, string>;
  body: { modules: { id: number; shared?: { id: number; name: string; section: number | null }; modules: { id: number; model: string; data: { content?: string } }[] }[] };
}
const quotes = (res: Answer) => res.body.modules.flatMap((s) => s.modules.filter((m) => m.model === 'quote').map((m) => m.data.content));
const page = (agent: Agent, slug: string, locale = 'de') => agent.get(`/${locale}/pageeditor-api/page/${slug}`).expect(200) as unknown as Promise<Answer>;

async function changeKeys(res: { headers: Record<string, string> }): Promise<readonly string[] | null> {
  const version = Number(res.headers['x-content-version']);
  const started = Date.now();
  for (;;) {
    const found = heard.find((change) => change.version === version);
    if (found) return found.keys;
    if (Date.now() - started > 5000) throw new Error(`version ${version} not heard`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a section becomes reusable: the page shows it as a placement, visitors see the same content', async () => {
  await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: section.id, name: '  ' }).expect(400);
  const made = await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: section.id, name: 'Sponsoren' }).expect(201);
  sharedId = made.body.id;
  expect(made.body).toMatchObject({ name: 'Sponsoren', uses: [{ section: section.id, locale: 'de', page: pageA.id, title: 'Seite A', url: '/de/seite-a' }] });
  const editorView = await page(erika, 'seite-a');
  expect(editorView.body.modules).toEqual([expect.objectContaining({ id: section.id, shared: { id: sharedId, name: 'Sponsoren', section: expect.any(Number) } })]);
  expect(quotes(editorView)).toEqual(['Dank an unsere Sponsoren']);
  // the module itself now lives in the reusable section (same id: edited in one place)
  expect(editorView.body.modules[0].modules[0].id).toBe(quote.id);
  expect(quotes(await page(visitor, 'seite-a'))).toEqual(['Dank an unsere Sponsoren']);
  // the other language has a copy marked for translation
  const en = await erika.get(`/en/pageeditor-api/publication/shared/${sharedId}/`).expect(200);
  expect(en.body).toMatchObject({ content_type: 'shared', object_id: sharedId });
  // a second section cannot be made reusable twice
  await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: section.id, name: 'Nochmal' }).expect(409);
  await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageA.id}/publish/`).expect(200);
});

test('placed on a second page in both languages; changed once and published once, both pages change', async () => {
  const placed = await write(erika, 'post', `/de/pageeditor-api/shared-sections/${sharedId}/place/`).send({ page_id: pageB.id }).expect(201);
  placementB = placed.body.id;
  expect(placed.body.shared).toMatchObject({ id: sharedId, name: 'Sponsoren' });
  // a discard of page B's draft takes the placement away again; placed anew it is back
  await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageB.id}/discard/`).expect(200);
  expect((await page(erika, 'seite-b')).body.modules).toEqual([]);
  placementB = (await write(erika, 'post', `/de/pageeditor-api/shared-sections/${sharedId}/place/`).send({ page_id: pageB.id }).expect(201)).body.id;
  await write(erika, 'post', `/en/pageeditor-api/shared-sections/${sharedId}/place/`).send({ page_id: pageB.id }).expect(201);
  await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageB.id}/publish/`).expect(200);
  expect(quotes(await page(visitor, 'seite-b'))).toEqual(['Dank an unsere Sponsoren']);
  expect(quotes(await page(visitor, 'page-b', 'en'))).toEqual(['Dank an unsere Sponsoren']);
  const info = await erika.get(`/de/pageeditor-api/shared-sections/${sharedId}/`).expect(200);
  expect(info.body.uses.map((u: { page: number; locale: string }) => [u.page, u.locale])).toEqual([
    [pageA.id, 'de'],
    [pageB.id, 'de'],
    [pageB.id, 'en'],
  ]);
  // both pages' answers carry the reusable section's key
  for (const slug of ['seite-a', 'seite-b']) expect((await page(visitor, slug)).headers[CONTENT_KEYS_HEADER.toLowerCase()].split(' ')).toContain(`shared:${sharedId}`);

  // one change, a draft: editors see it on both pages, visitors on neither
  await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Neue Sponsoren 2027', author: '', anchor: '' }).expect(200);
  expect(quotes(await page(erika, 'seite-a'))).toEqual(['Neue Sponsoren 2027']);
  expect(quotes(await page(erika, 'seite-b'))).toEqual(['Neue Sponsoren 2027']);
  expect(quotes(await page(visitor, 'seite-a'))).toEqual(['Dank an unsere Sponsoren']);
  expect(quotes(await page(visitor, 'seite-b'))).toEqual(['Dank an unsere Sponsoren']);
  expect(quotes(await page(erika, 'seite-b?published=1'))).toEqual(['Dank an unsere Sponsoren']);
  const status = await erika.get(`/de/pageeditor-api/publication/shared/${sharedId}/`).expect(200);
  expect(status.body).toMatchObject({ has_draft: true, draft_locales: ['de'] });
  // the pages that show it have nothing unpublished themselves, and say that a reusable section on them has (in German only)
  for (const p of [pageA, pageB]) {
    expect((await erika.get(`/de/pageeditor-api/publication/page/${p.id}/`).expect(200)).body).toMatchObject({ has_draft: false, draft_locales: [], shared_draft_locales: ['de'] });
  }

  // one publish: both pages change for visitors, and the change names the key both pages carry
  const published = await write(erika, 'post', `/de/pageeditor-api/publication/shared/${sharedId}/publish/`).expect(200);
  expect(await changeKeys(published)).toContain(`shared:${sharedId}`);
  expect((await erika.get(`/de/pageeditor-api/publication/page/${pageB.id}/`).expect(200)).body.shared_draft_locales).toEqual([]);
  expect(quotes(await page(visitor, 'seite-a'))).toEqual(['Neue Sponsoren 2027']);
  expect(quotes(await page(visitor, 'seite-b'))).toEqual(['Neue Sponsoren 2027']);
  // a module added through the placement on page B goes into the reusable section: page A shows it too
  const seenB = (await page(erika, 'seite-b')).body.modules.find((m) => m.id === placementB)!;
  const added = await write(erika, 'post', '/de/pageeditor-api/quote/')
    .send({ section: placementB, section_version: (seenB as unknown as { version: number }).version, content: 'Über beide Seiten', author: '', anchor: '' })
    .expect(201);
  expect(quotes(await page(erika, 'seite-a'))).toEqual(['Neue Sponsoren 2027', 'Über beide Seiten']);
  await write(erika, 'put', `/de/pageeditor-api/quote/${added.body.id}/`).send({ section: placementB, content: 'Über beide Seiten!', author: '', anchor: '' }).expect(200);
  await write(erika, 'delete', `/de/pageeditor-api/quote/${added.body.id}/`).expect(204);
  await write(erika, 'post', `/de/pageeditor-api/publication/shared/${sharedId}/discard/`).expect(200);
  // the pages themselves have nothing unpublished
  expect((await erika.get(`/de/pageeditor-api/publication/page/${pageB.id}/`).expect(200)).body.has_draft).toBe(false);
  // an edit of page A and its discard bring the placement back from the published snapshot
  await write(erika, 'delete', `/de/pageeditor-api/container/${section.id}/`).expect(204);
  expect((await page(erika, 'seite-a')).body.modules).toEqual([]);
  await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageA.id}/discard/`).expect(200);
  const back = await page(erika, 'seite-a');
  expect(back.body.modules).toEqual([expect.objectContaining({ id: section.id, shared: expect.objectContaining({ id: sharedId }) })]);
  expect(quotes(back)).toEqual(['Neue Sponsoren 2027']);
});

test('detach: the placement becomes a page-local copy, independent of the reusable section', async () => {
  const detached = await write(erika, 'post', '/de/pageeditor-api/shared-sections/detach/').send({ section_id: placementB }).expect(200);
  expect(detached.body.shared).toBeUndefined();
  const copy = detached.body.modules[0];
  expect(copy).toMatchObject({ model: 'quote', data: { content: 'Neue Sponsoren 2027' } });
  expect(copy.id).not.toBe(quote.id);
  await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Nur noch geteilt', author: '', anchor: '' }).expect(200);
  expect(quotes(await page(erika, 'seite-b'))).toEqual(['Neue Sponsoren 2027']);
  expect(quotes(await page(erika, 'seite-a'))).toEqual(['Nur noch geteilt']);
  await write(erika, 'post', '/de/pageeditor-api/shared-sections/detach/').send({ section_id: placementB }).expect(409);
  // the reusable section's draft is not published: page B, published, shows its own copy
  await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageB.id}/publish/`).expect(200);
  expect(quotes(await page(visitor, 'seite-b'))).toEqual(['Neue Sponsoren 2027']);
  expect(quotes(await page(visitor, 'seite-a'))).toEqual(['Neue Sponsoren 2027']);
});

test('deleting one in use asks first and names the places; confirmed, it leaves every page', async () => {
  const refused = await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${sharedId}/`).expect(409);
  expect(refused.body.message).toMatch(/2 Seiten/);
  expect(refused.body.errors.uses).toEqual(['Seite A (DE) /de/seite-a', 'Page B (EN) /en/page-b']);
  const refusedEn = await write(erika, 'delete', `/en/pageeditor-api/shared-sections/${sharedId}/`).expect(409);
  expect(refusedEn.body.message).toMatch(/2 pages/);
  // nothing changed
  await erika.get(`/de/pageeditor-api/shared-sections/${sharedId}/`).expect(200);
  expect(quotes(await page(visitor, 'seite-a'))).toEqual(['Neue Sponsoren 2027']);
  const deleted = await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${sharedId}/?confirm=1`).expect(204);
  expect(await changeKeys(deleted)).toContain(`shared:${sharedId}`);
  await erika.get(`/de/pageeditor-api/shared-sections/${sharedId}/`).expect(404);
  expect((await page(erika, 'seite-a')).body.modules).toEqual([]);
  expect(quotes(await page(visitor, 'seite-a'))).toEqual([]);
  expect(quotes(await page(visitor, 'seite-b'))).toEqual(['Neue Sponsoren 2027']);
});

describe('review and translation of a reusable section', () => {
  let nina: Agent;
  let rita: Agent;
  let pageC: Awaited<ReturnType<typeof createPage>>;
  let pageD: Awaited<ReturnType<typeof createPage>>;
  let otherId: number;
  let line: Awaited<ReturnType<typeof createModule>>;

  beforeAll(async () => {
    await createEditor(cms.db, { username: 'nina', first_name: 'Nina', last_name: 'Neu', needs_review: true });
    await createEditor(cms.db, { username: 'rita', first_name: 'Rita', last_name: 'Prüfer', is_reviewer: true });
    nina = await loginAs(cms, 'nina');
    rita = await loginAs(cms, 'rita');
    pageC = await createPage(cms.db, { slug_de: 'seite-c', slug_en: 'page-c', title_de: 'Seite C', title_en: 'Page C' });
    pageD = await createPage(cms.db, { slug_de: 'seite-d', slug_en: 'page-d', title_de: 'Seite D', title_en: 'Page D' });
    const own = await createSection(cms.db, { slug: 'foerderer', object_id: pageC.id, layout: 0 });
    line = await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: 'Mit Dank an den Freundeskreis', author: '', anchor: '' } });
    otherId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: own.id, name: 'Förderer' }).expect(201)).body.id;
    await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageC.id}/publish/`).expect(200);
    await write(erika, 'post', `/en/pageeditor-api/shared-sections/${otherId}/place/`).send({ page_id: pageD.id }).expect(201);
  });

  test('an editor who needs approval submits it; the reviewers list names it with a page that shows it; approved, visitors see it', async () => {
    await write(nina, 'put', `/de/pageeditor-api/quote/${line.id}/`).send({ content: 'Mit Dank an alle Förderer', author: '', anchor: '' }).expect(200);
    await write(nina, 'post', `/de/pageeditor-api/publication/shared/${otherId}/publish/`).expect(403);
    await write(nina, 'post', `/de/pageeditor-api/review/shared/${otherId}/submit/`).send({ comment: 'Neuer Dank' }).expect(200);
    const waiting = (await rita.get('/de/pageeditor-api/review/').expect(200)).body.items as { content_type: string; object_id: number; title: string; urls: Record<string, string>; comment: string }[];
    expect(waiting).toContainEqual(expect.objectContaining({ content_type: 'shared', object_id: otherId, title: 'Förderer', urls: { de: '/de/seite-c', en: '/en/page-d' }, comment: 'Neuer Dank' }));
    const diff = (await rita.get(`/de/pageeditor-api/review/shared/${otherId}/diff/`).expect(200)).body;
    expect(JSON.stringify(diff.modules)).toContain('Mit Dank an alle Förderer');
    expect(quotes(await page(visitor, 'seite-c'))).toEqual(['Mit Dank an den Freundeskreis']);
    // a comment at its module belongs to its review (the module is its own, wherever it is shown)
    const comment = await write(rita, 'post', `/de/pageeditor-api/review/shared/${otherId}/comments/`).send({ module: line.id, body: 'Schön so.' }).expect(201);
    expect(comment.body).toMatchObject({ module: line.id, model: 'quote', label: 'Mit Dank an alle Förderer' });
    expect((await nina.get(`/de/pageeditor-api/review/shared/${otherId}/`).expect(200)).body.comments).toHaveLength(1);
    const approved = await write(rita, 'post', `/de/pageeditor-api/review/shared/${otherId}/approve/`).send({ based_on: diff.based_on }).expect(200);
    expect(approved.body.status).toMatchObject({ has_draft: false });
    expect(quotes(await page(visitor, 'seite-c'))).toEqual(['Mit Dank an alle Förderer']);
    expect((await rita.get('/de/pageeditor-api/review/').expect(200)).body.items.filter((i: { content_type: string }) => i.content_type === 'shared')).toEqual([]);
  });

  test('the translation status lists it in the language whose copy is marked, with the page that shows it there', async () => {
    const items = (await erika.get('/en/pageeditor-api/translation/status/?type=shared').expect(200)).body.items as { content_type: string; object_id: number; locale: string; needs_translation: number; title: string; urls: Record<string, string> }[];
    expect(items).toContainEqual(expect.objectContaining({ content_type: 'shared', object_id: otherId, locale: 'en', needs_translation: 1, title: 'Förderer', urls: { de: '/de/seite-c', en: '/en/page-d' } }));
    expect(items.some((i) => i.object_id === otherId && i.locale === 'de')).toBe(false);
    const all = (await erika.get('/de/pageeditor-api/translation/status/').expect(200)).body.items as { content_type: string; object_id: number }[];
    expect(all.some((i) => i.content_type === 'shared' && i.object_id === otherId)).toBe(true);
    // translated, it leaves the list
    const en = (await erika.get('/en/pageeditor-api/page/page-d').expect(200)).body.modules.find((s: { shared?: { id: number } }) => s.shared?.id === otherId);
    await write(erika, 'put', `/en/pageeditor-api/quote/${en.modules[0].id}/`).send({ content: 'With thanks to all our friends', author: '', anchor: '' }).expect(200);
    const after = (await erika.get('/en/pageeditor-api/translation/status/?type=shared').expect(200)).body.items as { object_id: number }[];
    expect(after.some((i) => i.object_id === otherId)).toBe(false);
  });
});

describe('deleting moves it to the trash', () => {
  let chef: Agent;
  let pageE: Awaited<ReturnType<typeof createPage>>;
  let pageF: Awaited<ReturnType<typeof createPage>>;
  let trashedId: number;
  const THANKS = 'Dank an das Publikum';

  beforeAll(async () => {
    await createEditor(cms.db, { username: 'chef', first_name: 'Chef', last_name: 'Admin', is_staff: true });
    chef = await loginAs(cms, 'chef');
    pageE = await createPage(cms.db, { slug_de: 'seite-e', slug_en: 'page-e', title_de: 'Seite E', title_en: 'Page E' });
    pageF = await createPage(cms.db, { slug_de: 'seite-f', slug_en: 'page-f', title_de: 'Seite F', title_en: 'Page F' });
    const own = await createSection(cms.db, { slug: 'publikum', object_id: pageE.id, layout: 0 });
    await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: THANKS, author: '', anchor: '' } });
    trashedId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: own.id, name: 'Publikum' }).expect(201)).body.id;
    await write(erika, 'post', `/de/pageeditor-api/shared-sections/${trashedId}/place/`).send({ page_id: pageF.id }).expect(201);
    for (const p of [pageE, pageF]) await write(erika, 'post', `/de/pageeditor-api/publication/page/${p.id}/publish/`).expect(200);
  });

  test('confirmed, it is listed in the trash; restored, it is back with its placements on the pages that still exist', async () => {
    await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${trashedId}/?confirm=1`).expect(204);
    expect(quotes(await page(visitor, 'seite-e'))).toEqual([]);
    const listed = (await chef.get('/api/admin/trash/?kind=shared').expect(200)).body as { data: { id: number; kind: string; object_id: number; title: string }[] };
    const entry = listed.data.find((e) => e.object_id === trashedId)!;
    expect(entry).toMatchObject({ kind: 'shared', title: 'Publikum' });
    expect((await chef.get('/api/admin/trash/').expect(200)).body.data.map((e: { id: number }) => e.id)).toContain(entry.id);
    // page F goes to the trash meanwhile: the placement there stays out
    await write(chef, 'delete', `/api/admin/pages/${pageF.id}/`).expect(200);

    const restored = await write(erika, 'post', `/en/pageeditor-api/trash/${entry.id}/restore/`).send({}).expect(200);
    expect(restored.body).toMatchObject({ kind: 'shared', object_id: trashedId, title: 'Publikum' });
    expect(await changeKeys(restored)).toContain(`shared:${trashedId}`);
    const info = await erika.get(`/de/pageeditor-api/shared-sections/${trashedId}/`).expect(200);
    expect(info.body.uses).toEqual([expect.objectContaining({ page: pageE.id, locale: 'de' })]);
    // its content, drafts and publication are back: editors and visitors see it on page E again
    expect(quotes(await page(erika, 'seite-e'))).toEqual([THANKS]);
    expect(quotes(await page(visitor, 'seite-e'))).toEqual([THANKS]);
    expect((await erika.get(`/en/pageeditor-api/publication/shared/${trashedId}/`).expect(200)).body).toMatchObject({ content_type: 'shared', object_id: trashedId });
    // the page's history records the restore
    const versions = (await erika.get(`/de/pageeditor-api/page/${pageE.id}/versions/`).expect(200)).body as { note: string }[];
    expect(versions[0].note).toMatch(/trash/i);
    // gone from the trash; a second restore finds nothing, in the request's language
    await write(erika, 'post', `/de/pageeditor-api/trash/${entry.id}/restore/`).send({}).expect(404);
  });
});

describe('its own history', () => {
  let pageG: Awaited<ReturnType<typeof createPage>>;
  let historyId: number;
  let note: Awaited<ReturnType<typeof createModule>>;
  const versions = async (agent: Agent = erika) =>
    (await agent.get(`/de/pageeditor-api/shared-sections/${historyId}/versions/`).expect(200)).body as { id: number; shared: number; note: string; author_name: string | null; change: { action: string; label: string } }[];

  beforeAll(async () => {
    pageG = await createPage(cms.db, { slug_de: 'seite-g', slug_en: 'page-g', title_de: 'Seite G', title_en: 'Page G' });
    const own = await createSection(cms.db, { slug: 'hinweis', object_id: pageG.id, layout: 0 });
    note = await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: 'Erste Fassung', author: '', anchor: '' } });
    historyId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: own.id, name: 'Hinweis' }).expect(201)).body.id;
    await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageG.id}/publish/`).expect(200);
  });

  test('each change and its publish is a version; restoring one makes it the draft on every page, as a new version', async () => {
    await write(erika, 'put', `/de/pageeditor-api/quote/${note.id}/`).send({ content: 'Zweite Fassung', author: '', anchor: '' }).expect(200);
    await write(erika, 'post', `/de/pageeditor-api/publication/shared/${historyId}/publish/`).expect(200);
    await write(erika, 'put', `/de/pageeditor-api/quote/${note.id}/`).send({ content: 'Dritte Fassung', author: '', anchor: '' }).expect(200);
    const list = await versions();
    expect(list.map((v) => v.change.action)).toEqual(['changed', 'published', 'changed', 'initial']);
    expect(list[0]).toMatchObject({ shared: historyId, author_name: 'Erika Muster', change: { label: 'Dritte Fassung' } });
    expect(list[2].change.label).toBe('Zweite Fassung');
    const initial = list[3];

    // based on an older history: 409 'stale' in the request's language, nothing changes
    const stale = await write(erika, 'post', `/en/pageeditor-api/shared-sections/${historyId}/versions/${initial.id}/restore/?newest=${list[1].id}`).expect(409);
    expect(stale.body).toMatchObject({ code: 'stale', message: 'The section has been changed in the meantime. Please reload its history.' });
    expect(quotes(await page(erika, 'seite-g'))).toEqual(['Dritte Fassung']);
    const missing = await write(erika, 'post', `/de/pageeditor-api/shared-sections/${historyId}/versions/999999/restore/`).expect(404);
    expect(missing.body.message).toBe('Diese Version gibt es für diesen Abschnitt nicht.');

    await write(erika, 'post', `/de/pageeditor-api/shared-sections/${historyId}/versions/${initial.id}/restore/?newest=${list[0].id}`).expect(200);
    // the editor sees the old text on the page; visitors keep the published one until it is published
    expect(quotes(await page(erika, 'seite-g'))).toEqual(['Erste Fassung']);
    expect(quotes(await page(visitor, 'seite-g'))).toEqual(['Zweite Fassung']);
    expect((await erika.get(`/de/pageeditor-api/publication/shared/${historyId}/`).expect(200)).body).toMatchObject({ has_draft: true });
    const after = await versions();
    expect(after[0]).toMatchObject({ note: `restored version ${initial.id}`, change: { action: 'restored' } });
    expect(after).toHaveLength(5);
    // a page's history is the page's: its reusable section's changes are not in it
    const pageVersions = (await erika.get(`/de/pageeditor-api/page/${pageG.id}/versions/`).expect(200)).body as { note: string }[];
    expect(pageVersions.some((v) => v.note.startsWith('restored version'))).toBe(false);
    await erika.get('/de/pageeditor-api/shared-sections/999999/versions/').expect(404);
  });
});

describe('the diff of its versions (as a page\'s)', () => {
  let pageJ: Awaited<ReturnType<typeof createPage>>;
  let diffId: number;
  let otherId: number;
  let changed: Awaited<ReturnType<typeof createModule>>;
  let removed: Awaited<ReturnType<typeof createModule>>;
  let placement: number;
  interface Diff {
    shared: number;
    from: number | null;
    to: number;
    fields: unknown[];
    sections: { id: number; status: string }[];
    modules: { id: number; model: string; label: string; locale: string; status: string; moved: boolean; fields: { field: string; before: string; after: string }[] }[];
  }
  const versionsOf = async (id: number) => (await erika.get(`/de/pageeditor-api/shared-sections/${id}/versions/`).expect(200)).body as { id: number; change: { action: string } }[];
  const diffOf = async (versionId: number, query = '', agent: Agent = erika): Promise<Diff> =>
    (await agent.get(`/de/pageeditor-api/shared-sections/${diffId}/versions/${versionId}/diff/${query}`).expect(200)).body;

  beforeAll(async () => {
    pageJ = await createPage(cms.db, { slug_de: 'seite-j', slug_en: 'page-j', title_de: 'Seite J', title_en: 'Page J' });
    const own = await createSection(cms.db, { slug: 'diff-foerderer', object_id: pageJ.id, layout: 0 });
    changed = await createModule(cms.db, { section_id: own.id, model: 'quote', order: 0, data: { content: 'Wir danken allen Förderern', author: '', anchor: '' } });
    removed = await createModule(cms.db, { section_id: own.id, model: 'quote', order: 1, data: { content: 'Dieser Satz geht', author: '', anchor: '' } });
    diffId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: own.id, name: 'Förderer' }).expect(201)).body.id;
    placement = own.id;
    const second = await createSection(cms.db, { slug: 'diff-andere', object_id: pageJ.id, layout: 0 });
    const otherQuote = await createModule(cms.db, { section_id: second.id, model: 'quote', data: { content: 'Anderer Abschnitt', author: '', anchor: '' } });
    otherId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: second.id, name: 'Anderer' }).expect(201)).body.id;
    await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageJ.id}/publish/`).expect(200);
    await write(erika, 'put', `/de/pageeditor-api/quote/${otherQuote.id}/`).send({ content: 'Anderer Abschnitt, geändert', author: '', anchor: '' }).expect(200);
  });

  test('a module changed (its words), added and removed: each version against the one before, or against any other, older -> newer', async () => {
    await write(erika, 'put', `/de/pageeditor-api/quote/${changed.id}/`).send({ content: 'Wir danken allen treuen Förderern', author: '', anchor: '' }).expect(200);
    const seen = (await page(erika, 'seite-j')).body.modules.find((m) => m.id === placement) as unknown as { version: number };
    const added = await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: placement, section_version: seen.version, content: 'Neu dabei', author: '', anchor: '' }).expect(201);
    await write(erika, 'delete', `/de/pageeditor-api/quote/${removed.id}/`).expect(204);
    const list = await versionsOf(diffId);
    expect(list.map((v) => v.change.action)).toEqual(['deleted', 'added', 'changed', 'initial']);
    const [deletedV, addedV, changedV, initialV] = list.map((v) => v.id);

    const change = await diffOf(changedV);
    expect(change).toEqual({
      shared: diffId,
      from: initialV,
      to: changedV,
      fields: [],
      sections: [],
      modules: [
        expect.objectContaining({
          id: changed.id,
          model: 'quote',
          locale: 'de',
          status: 'changed',
          moved: false,
          fields: [{ field: 'content', before: 'Wir danken allen Förderern', after: 'Wir danken allen treuen Förderern' }],
        }),
      ],
    });
    expect(await diffOf(addedV)).toMatchObject({ from: changedV, to: addedV, modules: [{ id: added.body.id, status: 'added', label: 'Neu dabei', locale: 'de', fields: [] }] });
    expect(await diffOf(deletedV)).toMatchObject({ from: addedV, to: deletedV, modules: [{ id: removed.id, status: 'removed', label: 'Dieser Satz geht' }] });
    // against another version: everything between; asked the other way round, the same diff
    const span = await diffOf(deletedV, `?against=${initialV}`);
    expect(span.from).toBe(initialV);
    expect(span.modules.map((m) => [m.id, m.status]).sort()).toEqual(
      [
        [changed.id, 'changed'],
        [added.body.id, 'added'],
        [removed.id, 'removed'],
      ].sort(),
    );
    expect(await diffOf(initialV, `?against=${deletedV}`)).toEqual(span);
    // the first version compares with nothing: its modules are added
    const first = await diffOf(initialV);
    expect(first).toMatchObject({ from: null, to: initialV, fields: [] });
    expect(first.modules.filter((m) => m.locale === 'de').map((m) => [m.id, m.status, m.label])).toEqual([
      [changed.id, 'added', 'Wir danken allen Förderern'],
      [removed.id, 'added', 'Dieser Satz geht'],
    ]);
    // any editor may read it, as the list
    expect((await diffOf(changedV, '', max)).modules[0].id).toBe(changed.id);
  });

  test('unknown or foreign versions and reusable sections 404 in the request\'s language; bad ids 400; visitors 401', async () => {
    const [newest] = await versionsOf(diffId);
    const [otherVersion] = await versionsOf(otherId);
    const base = `/pageeditor-api/shared-sections/${diffId}/versions`;
    const missing = await erika.get(`/de${base}/999999/diff/`).expect(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: 'Diese Version gibt es für diesen Abschnitt nicht.' });
    // a version of another reusable section, as the version or as the one to compare with
    expect((await erika.get(`/en${base}/${otherVersion.id}/diff/`).expect(404)).body.message).toBe('This section has no such version.');
    await erika.get(`/de${base}/${newest.id}/diff/?against=${otherVersion.id}`).expect(404);
    // the version under the wrong reusable section
    await erika.get(`/de/pageeditor-api/shared-sections/${otherId}/versions/${newest.id}/diff/`).expect(404);
    // a reusable section that does not exist
    expect((await erika.get(`/de/pageeditor-api/shared-sections/999999/versions/${newest.id}/diff/`).expect(404)).body.message).toBe('Diesen wiederverwendbaren Abschnitt gibt es nicht (mehr).');
    expect((await erika.get(`/en/pageeditor-api/shared-sections/999999/versions/`).expect(404)).body.message).toBe('This reusable section does not exist (any more).');
    // bad input: 400, never 500
    const bad = await erika.get(`/en${base}/${newest.id}/diff/?against=abc`).expect(400);
    expect(bad.body.code).toBe('validation_failed');
    await erika.get(`/de${base}/abc/diff/`).expect(400);
    await erika.get(`/de${base}/99999999999/diff/`).expect(400);
    await erika.get(`/de${base}/${newest.id}/diff/?other=1`).expect(400);
    // editors only, never stored by a cache
    await visitor.get(`/de${base}/${newest.id}/diff/`).expect(401);
    expect((await erika.get(`/de${base}/${newest.id}/diff/`).expect(200)).headers['cache-control']).toBe('private, no-store');
    // in the trash: as the list, 404
    await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${otherId}/?confirm=1`).expect(204);
    await erika.get(`/de/pageeditor-api/shared-sections/${otherId}/versions/${otherVersion.id}/diff/`).expect(404);
  });
});

describe("restored from the editor's list of a page's deleted sections", () => {
  let pageH: Awaited<ReturnType<typeof createPage>>;
  let pageI: Awaited<ReturnType<typeof createPage>>;
  let pageK: Awaited<ReturnType<typeof createPage>>;
  let hotlineId: number;
  let hotline: Awaited<ReturnType<typeof createModule>>;
  interface Listed {
    id: number;
    kind: string;
    object_id: number;
    title: string;
    deleted_by_name: string;
    uses?: { page: number; locale: string; title: string; url: string | null }[];
  }
  const listed = async (pageId: number, locale = 'de') =>
    ((await erika.get(`/${locale}/pageeditor-api/trash/sections/page/${pageId}/`).expect(200)).body as { data: Listed[]; total: number });
  const sharedVersionNotes = async () => ((await erika.get(`/de/pageeditor-api/shared-sections/${hotlineId}/versions/`).expect(200)).body as { note: string }[]).map((v) => v.note);
  const pageVersionNotes = async (pageId: number) => ((await erika.get(`/de/pageeditor-api/page/${pageId}/versions/`).expect(200)).body as { note: string }[]).map((v) => v.note);
  const keysOf = (res: Answer) => res.headers[CONTENT_KEYS_HEADER.toLowerCase()].split(' ');

  beforeAll(async () => {
    pageH = await createPage(cms.db, { slug_de: 'seite-h', slug_en: 'page-h', title_de: 'Seite H', title_en: 'Page H' });
    pageI = await createPage(cms.db, { slug_de: 'seite-i', slug_en: 'page-i', title_de: 'Seite I', title_en: 'Page I' });
    pageK = await createPage(cms.db, { slug_de: 'seite-k', slug_en: 'page-k', title_de: 'Seite K', title_en: 'Page K' });
    const own = await createSection(cms.db, { slug: 'hotline', object_id: pageH.id, layout: 0 });
    hotline = await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: 'Karten unter 030 123', author: '', anchor: '' } });
    hotlineId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: own.id, name: 'Kartentelefon' }).expect(201)).body.id;
    await write(erika, 'post', `/de/pageeditor-api/shared-sections/${hotlineId}/place/`).send({ page_id: pageI.id }).expect(201);
    await write(erika, 'post', `/en/pageeditor-api/shared-sections/${hotlineId}/place/`).send({ page_id: pageI.id }).expect(201);
    for (const p of [pageH, pageI]) await write(erika, 'post', `/de/pageeditor-api/publication/page/${p.id}/publish/`).expect(200);
    // a change not published yet: its draft goes to the trash and comes back with it
    await write(erika, 'put', `/de/pageeditor-api/quote/${hotline.id}/`).send({ content: 'Karten unter 030 456 (Entwurf)', author: '', anchor: '' }).expect(200);
  });

  test('listed on each page it was placed on, with the pages it comes back on; restored once, it is back everywhere with its history and drafts', async () => {
    const versionsBefore = await sharedVersionNotes();
    const pageNotesBefore = { h: await pageVersionNotes(pageH.id), i: await pageVersionNotes(pageI.id) };
    await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${hotlineId}/?confirm=1`).expect(204);

    // visitors see nothing of it; the pages they read meanwhile still carry its key (their placement of it)
    const goneH = await page(visitor, 'seite-h');
    expect(quotes(goneH)).toEqual([]);
    expect(keysOf(goneH)).toContain(`shared:${hotlineId}`);
    expect(keysOf(await page(visitor, 'page-i', 'en'))).toContain(`shared:${hotlineId}`);

    // the editor's list of page H names it as a reusable section, with who deleted it and where it comes back
    const onH = await listed(pageH.id);
    const entry = onH.data.find((e) => e.kind === 'shared' && e.object_id === hotlineId)!;
    expect(entry).toMatchObject({ title: 'Kartentelefon', deleted_by_name: 'Erika Muster' });
    expect(entry.uses).toEqual([
      expect.objectContaining({ page: pageH.id, locale: 'de', title: 'Seite H', url: '/de/seite-h' }),
      expect.objectContaining({ page: pageI.id, locale: 'de', title: 'Seite I', url: '/de/seite-i' }),
      expect.objectContaining({ page: pageI.id, locale: 'en', title: 'Page I', url: '/en/page-i' }),
    ]);
    expect(onH.total).toBe(onH.data.length);
    // page I's list has it too; a page it was never on does not, nor does a concert's
    expect((await listed(pageI.id, 'en')).data.map((e) => e.id)).toContain(entry.id);
    expect((await listed(pageK.id)).data.map((e) => e.id)).not.toContain(entry.id);
    expect((await erika.get(`/de/pageeditor-api/trash/sections/event/${pageH.id}/`).expect(200)).body.data.map((e: Listed) => e.id)).not.toContain(entry.id);

    // restored from there (the editor's endpoint): one write, whose change names its key and both pages'
    const restored = await write(max, 'post', `/en/pageeditor-api/trash/${entry.id}/restore/`).send({}).expect(200);
    expect(restored.body).toMatchObject({ kind: 'shared', object_id: hotlineId, title: 'Kartentelefon' });
    expect(await changeKeys(restored)).toEqual(expect.arrayContaining([`shared:${hotlineId}`, `page:${pageH.id}`, `page:${pageI.id}`]));
    // back on both pages in both languages: visitors see what was published, editors its draft
    expect(quotes(await page(visitor, 'seite-h'))).toEqual(['Karten unter 030 123']);
    expect(quotes(await page(visitor, 'seite-i'))).toEqual(['Karten unter 030 123']);
    expect(quotes(await page(visitor, 'page-i', 'en'))).toEqual(['Karten unter 030 123']);
    expect(quotes(await page(erika, 'seite-i'))).toEqual(['Karten unter 030 456 (Entwurf)']);
    expect((await erika.get(`/de/pageeditor-api/publication/shared/${hotlineId}/`).expect(200)).body).toMatchObject({ has_draft: true, draft_locales: ['de'] });
    expect(keysOf(await page(visitor, 'seite-h'))).toContain(`shared:${hotlineId}`);
    // its history is back, with one entry for the restore; each page's history has one too
    const versionsAfter = await sharedVersionNotes();
    expect(versionsAfter).toEqual(['restored from the trash', ...versionsBefore]);
    expect(await pageVersionNotes(pageH.id)).toEqual(['restored from the trash', 'reusable section ' + hotlineId + ' deleted', ...pageNotesBefore.h]);
    expect((await pageVersionNotes(pageI.id)).filter((n) => n === 'restored from the trash')).toHaveLength(1);
    // gone from the lists
    expect((await listed(pageH.id)).data.map((e) => e.id)).not.toContain(entry.id);

    // someone else restored it first: a clear answer in the request's language, nothing changes
    const again = await write(erika, 'post', `/de/pageeditor-api/trash/${entry.id}/restore/`).send({}).expect(404);
    expect(again.body.message).toBe('Dieser Eintrag ist nicht mehr im Papierkorb.');
    expect((await write(erika, 'post', `/en/pageeditor-api/trash/${entry.id}/restore/`).send({}).expect(404)).body.message).toBe('This entry is no longer in the trash.');
    expect(await sharedVersionNotes()).toEqual(versionsAfter);
  });

  test('its anchors taken meanwhile: it comes back under free ones (no error)', async () => {
    await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${hotlineId}/?confirm=1`).expect(204);
    // page K takes the anchor of page H's placement
    await createSection(cms.db, { slug: 'hotline', object_id: pageK.id, layout: 0 });
    const entry = (await listed(pageH.id)).data.find((e) => e.kind === 'shared' && e.object_id === hotlineId)!;
    await write(erika, 'post', `/de/pageeditor-api/trash/${entry.id}/restore/`).send({}).expect(200);
    const placementH = (await page(erika, 'seite-h')).body.modules.find((m) => m.shared?.id === hotlineId) as unknown as { slug: string } | undefined;
    expect(placementH?.slug).toMatch(/^hotline-\d+$/);
    expect(quotes(await page(visitor, 'seite-h'))).toEqual(['Karten unter 030 123']);
  });
});

describe('in the trash, its placements show nothing (their published versions keep them)', () => {
  let pageL: Awaited<ReturnType<typeof createPage>>;
  let pageM: Awaited<ReturnType<typeof createPage>>;
  let donorsId: number;
  let placementL: number;
  const DONORS = 'Wir danken unseren Spendern';
  const slugsOf = (res: Answer) => res.body.modules.map((s) => (s as unknown as { slug: string }).slug);
  const keysOf = (res: Answer) => res.headers[CONTENT_KEYS_HEADER.toLowerCase()].split(' ');
  const entryOf = async (pageId: number) =>
    ((await erika.get(`/de/pageeditor-api/trash/sections/page/${pageId}/`).expect(200)).body.data as { id: number; kind: string; object_id: number }[]).find((e) => e.kind === 'shared' && e.object_id === donorsId)!;
  /** What visitors and the editor's 'Veröffentlicht ansehen' get of page L (de) and page M (de, en): anchors and quotes. */
  const publicViews = async () => {
    const views: Answer[] = [];
    for (const [slug, locale] of [['seite-l', 'de'], ['seite-m', 'de'], ['page-m', 'en']]) {
      views.push(await page(visitor, slug, locale), await page(erika, `${slug}?published=1`, locale));
    }
    return views;
  };

  beforeAll(async () => {
    pageL = await createPage(cms.db, { slug_de: 'seite-l', slug_en: 'page-l', title_de: 'Seite L', title_en: 'Page L' });
    pageM = await createPage(cms.db, { slug_de: 'seite-m', slug_en: 'page-m', title_de: 'Seite M', title_en: 'Page M' });
    const own = await createSection(cms.db, { slug: 'spender', object_id: pageL.id, layout: 0, order: 1 });
    placementL = own.id;
    await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: DONORS, author: '', anchor: '' } });
    await createSection(cms.db, { slug: 'einleitung-l', object_id: pageL.id, layout: 0, order: 0 });
    donorsId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: own.id, name: 'Spender' }).expect(201)).body.id;
    await write(erika, 'post', `/de/pageeditor-api/shared-sections/${donorsId}/place/`).send({ page_id: pageM.id }).expect(201);
    await write(erika, 'post', `/en/pageeditor-api/shared-sections/${donorsId}/place/`).send({ page_id: pageM.id }).expect(201);
    // the English copy was made for translation: published, visitors of page M (en) see it too
    await write(erika, 'post', `/en/pageeditor-api/publication/shared/${donorsId}/publish/`).expect(200);
    for (const p of [pageL, pageM]) await write(erika, 'post', `/de/pageeditor-api/publication/page/${p.id}/publish/`).expect(200);
  });

  test('deleted: no empty section under its anchor in any public answer, the keys stay; restored: back everywhere at once', async () => {
    const before = await publicViews();
    for (const view of before) expect(quotes(view)).toEqual([DONORS]);
    expect(slugsOf(before[0])).toEqual(['einleitung-l', 'spender']);
    const versionWithIt = ((await erika.get(`/de/pageeditor-api/page/${pageL.id}/versions/`).expect(200)).body as { id: number }[])[0].id;
    expect((await visitor.get('/de/pageeditor-api/container/by-slug/spender').expect(200)).body.id).toBe(placementL);

    const deleted = await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${donorsId}/?confirm=1`).expect(204);
    // the delete names the key of the anchors' answers too
    expect(await changeKeys(deleted)).toEqual(expect.arrayContaining([`shared:${donorsId}`, 'sections:list']));
    for (const view of await publicViews()) {
      expect(view.body.modules.filter((s) => s.shared || s.id === placementL)).toEqual([]);
      expect(quotes(view)).toEqual([]);
      // the page's cache key for it stays: its restore drops the pages cached meanwhile
      if (view.headers[CONTENT_KEYS_HEADER.toLowerCase()]) expect(keysOf(view)).toContain(`shared:${donorsId}`);
    }
    expect(slugsOf(await page(visitor, 'seite-l'))).toEqual(['einleitung-l']);
    // the editor's draft has no placement; an old version that placed it shows nothing of it either
    expect(slugsOf(await page(erika, 'seite-l'))).toEqual(['einleitung-l']);
    expect(slugsOf(await page(erika, `seite-l?version_id=${versionWithIt}`))).toEqual(['einleitung-l']);
    // its anchor answers 404 to visitors
    await visitor.get('/de/pageeditor-api/container/by-slug/spender').expect(404);
    await visitor.get(`/de/pageeditor-api/container/${placementL}/`).expect(404);

    const restored = await write(erika, 'post', `/de/pageeditor-api/trash/${(await entryOf(pageL.id)).id}/restore/`).send({}).expect(200);
    expect(await changeKeys(restored)).toEqual(expect.arrayContaining([`shared:${donorsId}`, 'sections:list', `page:${pageL.id}`, `page:${pageM.id}`]));
    const after = await publicViews();
    for (const view of after) expect(quotes(view)).toEqual([DONORS]);
    expect(slugsOf(after[0])).toEqual(['einleitung-l', 'spender']);
    expect(after[0].body.modules[1]).toMatchObject({ id: placementL, shared: { id: donorsId, name: 'Spender' } });
    expect((await visitor.get('/de/pageeditor-api/container/by-slug/spender').expect(200)).body.id).toBe(placementL);
  });

  test("the page's draft discarded while it is in the trash: no empty section is made of its placement; restored, it is back for visitors at once", async () => {
    await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${donorsId}/?confirm=1`).expect(204);
    await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageL.id}/discard/`).expect(200);
    // neither the draft nor visitors get an empty section under its anchor
    expect(slugsOf(await page(erika, 'seite-l'))).toEqual(['einleitung-l']);
    expect(slugsOf(await page(visitor, 'seite-l'))).toEqual(['einleitung-l']);
    // what is published keeps the placement: the page still has it as its difference to the draft
    const status = (await erika.get(`/de/pageeditor-api/publication/page/${pageL.id}/`).expect(200)).body;
    expect(status).toMatchObject({ has_draft: true });
    // the discard's undo brings back the draft it threw away (the same, without it)
    const based_on = { published_at: status.published_at, draft_updated_at: status.draft_updated_at, is_online: status.is_online };
    await write(erika, 'post', `/de/pageeditor-api/publication/page/${pageL.id}/undo-discard/`).send({ based_on }).expect(200);
    expect(slugsOf(await page(erika, 'seite-l'))).toEqual(['einleitung-l']);
    // an old version of page L restored meanwhile: its placement stays out as well
    const versions = (await erika.get(`/de/pageeditor-api/page/${pageL.id}/versions/`).expect(200)).body as { id: number; note: string }[];
    const withIt = versions.find((v) => v.note.startsWith('published'))!;
    await write(erika, 'post', `/de/pageeditor-api/page/${pageL.id}/versions/${withIt.id}/restore/`).expect(200);
    expect(slugsOf(await page(erika, 'seite-l'))).toEqual(['einleitung-l']);

    // its restore puts the placement back (its own id was not taken) and visitors see it at once
    await write(erika, 'post', `/en/pageeditor-api/trash/${(await entryOf(pageL.id)).id}/restore/`).send({}).expect(200);
    expect(slugsOf(await page(erika, 'seite-l'))).toEqual(['einleitung-l', 'spender']);
    const seen = await page(visitor, 'seite-l');
    expect(slugsOf(seen)).toEqual(['einleitung-l', 'spender']);
    expect(quotes(seen)).toEqual([DONORS]);
    expect(quotes(await page(visitor, 'page-m', 'en'))).toEqual([DONORS]);
  });
});
