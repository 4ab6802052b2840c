/**
 * The site search and reusable sections (issue 43 item 2): a page's search document holds the text
 * visitors see on it, its placed reusable sections' published modules in that language included.
 * Publishing one reindexes every page that shows it (one pass, whatever their number), its undo too;
 * a draft never reaches the index; in the trash it contributes nothing, restored it does again; a
 * detached copy is the page's own text from then on.
 */
import { reindexAll } from '../../search/indexer';
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createPage } from '../../test/fixtures';
import { createModule, createSection, erikaAndMax, write, type Agent } from '../../test/fixtures/pageeditor';
import { statementsOf } from '../../test/statements';

let cms: TestCms;
let erika: Agent;
let visitor: Agent;
let pageP: Awaited<ReturnType<typeof createPage>>;
let pageQ: Awaited<ReturnType<typeof createPage>>;
let sharedId: number;
let quoteId: number;

interface Hit {
  kind: string;
  url: string;
}

/** The addresses of the content pages a visitor finds with `word` in `locale`. */
async function found(word: string, locale: 'de' | 'en' = 'de'): Promise<string[]> {
  const res = await visitor.get(`/${locale}/api/search/pages/?query=${encodeURIComponent(word)}`).expect(200);
  return (res.body.results as Hit[]).map((hit) => hit.url).sort();
}

/** The English module of the reusable section (made as a copy for translation). */
async function englishQuote(): Promise<{ id: number; section: number }> {
  const res = await erika.get('/en/pageeditor-api/page/page-q').expect(200);
  const placement = (res.body.modules as { id: number; shared?: { id: number }; modules: { id: number; model: string }[] }[]).find((s) => s.shared?.id === sharedId)!;
  return { id: placement.modules.find((m) => m.model === 'quote')!.id, section: placement.id };
}

const setQuote = (locale: 'de' | 'en', id: number, content: string) =>
  write(erika, 'put', `/${locale}/pageeditor-api/quote/${id}/`).send({ content, author: '', anchor: '' }).expect(200);
const publishShared = (locale: 'de' | 'en' = 'de') => write(erika, 'post', `/${locale}/pageeditor-api/publication/shared/${sharedId}/publish/`).expect(200);
const publishPage = (id: number) => write(erika, 'post', `/de/pageeditor-api/publication/page/${id}/publish/`).expect(200);

const P = '/de/seite-p/';
const Q = '/de/seite-q/';

beforeAll(async () => {
  cms = await createTestCms();
  ({ erika } = await erikaAndMax(cms));
  visitor = cms.newAgent();
  pageP = await createPage(cms.db, { slug_de: 'seite-p', slug_en: 'page-p', title_de: 'Seite P', title_en: 'Page P' });
  pageQ = await createPage(cms.db, { slug_de: 'seite-q', slug_en: 'page-q', title_de: 'Seite Q', title_en: 'Page Q' });
  await createSection(cms.db, { slug: 'einleitung-p', object_id: pageP.id, order: 0 }).then((s) =>
    createModule(cms.db, { section_id: s.id, model: 'quote', data: { content: 'Willkommen im Konzerthaus', author: '', anchor: '' } }),
  );
  const own = await createSection(cms.db, { slug: 'partner', object_id: pageP.id, order: 1 });
  quoteId = (await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: 'Kranichgesang', author: '', anchor: '' } })).id;
  // the fixtures' rows are published content: indexed as the seed does
  await reindexAll(cms.db);
  expect(await found('Kranichgesang')).toEqual([P]);
  // made reusable: the page's draft places it, what is published is the page's own section, as before
  sharedId = (await write(erika, 'post', '/de/pageeditor-api/shared-sections/').send({ section_id: own.id, name: 'Partner' }).expect(201)).body.id;
  await publishPage(pageP.id);
  // placed on page Q in both languages: in search once page Q is published
  await write(erika, 'post', `/de/pageeditor-api/shared-sections/${sharedId}/place/`).send({ page_id: pageQ.id }).expect(201);
  await write(erika, 'post', `/en/pageeditor-api/shared-sections/${sharedId}/place/`).send({ page_id: pageQ.id }).expect(201);
  expect(await found('Kranichgesang')).toEqual([P]);
  await publishPage(pageQ.id);
});
afterAll(() => cms?.close());

test("a page is found by its placed reusable section's published text, in the placement's language only", async () => {
  expect(await found('Kranichgesang')).toEqual([P, Q]);
  // the page's own text still counts
  expect(await found('Konzerthaus')).toEqual([P]);
  // the English copy is published in English and found there, on the page that places it in English
  const en = await englishQuote();
  await setQuote('en', en.id, 'Cloudharp');
  expect(await found('Cloudharp', 'en')).toEqual([]);
  await publishShared('en');
  expect(await found('Cloudharp', 'en')).toEqual(['/en/page-q/']);
  expect(await found('Cloudharp')).toEqual([]);
});

test('a draft of the reusable section is not found; its publish reindexes both pages: the new word found, the old one gone', async () => {
  await setQuote('de', quoteId, 'Wolkenharfe');
  expect(await found('Wolkenharfe')).toEqual([]);
  expect(await found('Kranichgesang')).toEqual([P, Q]);
  await publishShared();
  expect(await found('Wolkenharfe')).toEqual([P, Q]);
  expect(await found('Kranichgesang')).toEqual([]);
  // the publish's undo brings the old text back into search on both pages
  const status = (await erika.get(`/de/pageeditor-api/publication/shared/${sharedId}/`).expect(200)).body;
  const based_on = { published_at: status.published_at, draft_updated_at: status.draft_updated_at, is_online: status.is_online };
  await write(erika, 'post', `/de/pageeditor-api/publication/shared/${sharedId}/undo-publish/`).send({ based_on }).expect(200);
  expect(await found('Kranichgesang')).toEqual([P, Q]);
  expect(await found('Wolkenharfe')).toEqual([]);
  await publishShared();
  expect(await found('Wolkenharfe')).toEqual([P, Q]);
});

test('in the trash it contributes nothing to any page; restored, both pages are found by it again', async () => {
  // page T shows it in its published version only: its draft took it off (not published yet)
  const pageT = await createPage(cms.db, { slug_de: 'seite-t', slug_en: '', path_en: null, title_de: 'Seite T', title_en: 'Page T' });
  const placementT = (await write(erika, 'post', `/de/pageeditor-api/shared-sections/${sharedId}/place/`).send({ page_id: pageT.id }).expect(201)).body.id;
  await publishPage(pageT.id);
  await write(erika, 'delete', `/de/pageeditor-api/container/${placementT}/`).expect(204);
  const T = '/de/seite-t/';
  expect(await found('Wolkenharfe')).toEqual([P, Q, T]);

  await write(erika, 'delete', `/de/pageeditor-api/shared-sections/${sharedId}/?confirm=1`).expect(204);
  expect(await found('Wolkenharfe')).toEqual([]);
  expect(await found('Cloudharp', 'en')).toEqual([]);
  expect(await found('Konzerthaus')).toEqual([P]);
  // a page published meanwhile does not bring it back
  await publishPage(pageP.id);
  expect(await found('Wolkenharfe')).toEqual([]);
  const entries = (await erika.get(`/de/pageeditor-api/trash/sections/page/${pageQ.id}/`).expect(200)).body.data as { id: number; kind: string; object_id: number }[];
  const entry = entries.find((e) => e.kind === 'shared' && e.object_id === sharedId)!;
  await write(erika, 'post', `/de/pageeditor-api/trash/${entry.id}/restore/`).send({}).expect(200);
  // the published versions of pages Q and T still place it: found at once; page P was published without it
  expect(await found('Wolkenharfe')).toEqual([Q, T]);
  expect(await found('Cloudharp', 'en')).toEqual(['/en/page-q/']);
  // page P's draft has it back: published, page P is found again
  await publishPage(pageP.id);
  expect(await found('Wolkenharfe')).toEqual([P, Q, T]);
  // page T's draft without it, published: page T is not found by it any more
  await publishPage(pageT.id);
  expect(await found('Wolkenharfe')).toEqual([P, Q]);
});

test('the reindex after a publish is one pass: as many statements for four pages as for two', async () => {
  const publishCounted = async () => (await statementsOf(cms.db, publishShared)).length;
  await setQuote('de', quoteId, 'Mondgeige');
  const two = await publishCounted();
  expect(two).toBeGreaterThan(0);
  expect(await found('Mondgeige')).toEqual([P, Q]);
  const more = [];
  for (const slug of ['seite-r', 'seite-s']) {
    const added = await createPage(cms.db, { slug_de: slug, slug_en: '', path_en: null, title_de: slug, title_en: slug });
    await write(erika, 'post', `/de/pageeditor-api/shared-sections/${sharedId}/place/`).send({ page_id: added.id }).expect(201);
    await publishPage(added.id);
    more.push(`/de/${slug}/`);
  }
  await setQuote('de', quoteId, 'Sonnenflöte');
  expect(await publishCounted()).toBe(two);
  expect(await found('Sonnenflöte')).toEqual([P, Q, ...more].sort());
  expect(await found('Mondgeige')).toEqual([]);
});

test("detached, page Q's copy is its own text: a later publish of the reusable section does not change what finds page Q", async () => {
  const placementQ = ((await erika.get('/de/pageeditor-api/page/seite-q').expect(200)).body.modules as { id: number; shared?: { id: number } }[]).find((s) => s.shared?.id === sharedId)!;
  await write(erika, 'post', '/de/pageeditor-api/shared-sections/detach/').send({ section_id: placementQ.id }).expect(200);
  await publishPage(pageQ.id);
  expect(await found('Sonnenflöte')).toContain(Q);
  await setQuote('de', quoteId, 'Regenpauke');
  await publishShared();
  expect(await found('Regenpauke')).not.toContain(Q);
  expect(await found('Regenpauke')).toContain(P);
  expect(await found('Sonnenflöte')).toEqual([Q]);
  // taken off page P and published: page P is no longer found by it
  const placementP = ((await erika.get('/de/pageeditor-api/page/seite-p').expect(200)).body.modules as { id: number; shared?: { id: number } }[]).find((s) => s.shared?.id === sharedId)!;
  await write(erika, 'delete', `/de/pageeditor-api/container/${placementP.id}/`).expect(204);
  expect(await found('Regenpauke')).toContain(P);
  await publishPage(pageP.id);
  expect(await found('Regenpauke')).not.toContain(P);
});
