/** The translation workflow (issue 27): the copy into the other language, its marks, and the status list. */
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createEvent, createPerson } from '../../test/fixtures/content';
import { createModule, createSection, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let visitor: Agent;
let page: Awaited<ReturnType<typeof createPage>>;
let headlineId: number;
let quoteId: number;

interface Node {
  id: number;
  model: string;
  column: number;
  data: Record<string, unknown>;
  needs_translation?: boolean;
  translation_source?: number;
  version?: number;
  children: Node[];
}
interface Section {
  id: number;
  slug: string;
  locale: string;
  layout: number;
  modules: Node[];
}

const copy = (agent: Agent, locale: string, type: string, id: number, body: object) => write(agent, 'post', `/${locale}/pageeditor-api/translation/${type}/${id}/copy/`).send(body);
const status = async (query = '') => (await erika.get(`/de/pageeditor-api/translation/status/${query}`).expect(200)).body.items as Record<string, unknown>[];
const itemOf = (items: Record<string, unknown>[], type: string, id: number, locale: string) => items.find((i) => i.content_type === type && i.object_id === id && i.locale === locale);

beforeAll(async () => {
  cms = await createTestCms();
  page = await createPage(cms.db, { slug_de: 'uebersetzen', slug_en: 'translate', title_de: 'Übersetzen', title_en: 'Translate' });
  const first = await createSection(cms.db, { slug: 'uebersetzen-eins', object_id: page.id, layout: 1, order: 0 });
  const second = await createSection(cms.db, { slug: 'uebersetzen-zwei', object_id: page.id, layout: 0, order: 1 });
  headlineId = (await createModule(cms.db, { section_id: first.id, model: 'headline', column: 0, data: { content: 'Saisonstart', headline_level: 2 } })).id;
  quoteId = (await createModule(cms.db, { section_id: first.id, model: 'quote', column: 1, data: { content: 'Musik verbindet.', author: 'Die Dirigentin', anchor: '' } })).id;
  const faq = await createModule(cms.db, { section_id: second.id, model: 'faq', data: {} });
  await createModule(cms.db, { section_id: second.id, model: 'faq-item', parent_id: faq.id, data: { content: 'Wann beginnt es?', text: '<p>Um 20 Uhr.</p>' } });
  // the English page has only the empty section the editor creates when it opens a page
  await createSection(cms.db, { slug: `page-${page.id}`, locale: 'en', object_id: page.id });
  await createEditor(cms.db, { username: 'erika', first_name: 'Erika', last_name: 'Muster' });
  erika = await loginAs(cms, 'erika');
  visitor = cms.newAgent();
});
afterAll(() => cms?.close());

test('the list names the English page as lacking a translation', async () => {
  const item = itemOf(await status(), 'page', page.id, 'en');
  expect(item).toMatchObject({ source_locale: 'de', missing: true, needs_translation: 0, outdated: 0, title: 'Translate', urls: { de: '/de/uebersetzen', en: '/en/translate' } });
  expect(itemOf(await status(), 'page', page.id, 'de')).toBeUndefined();
});

test("'Aus Deutsch übernehmen': sections and modules copied as the English draft, each marked", async () => {
  const res = await copy(erika, 'en', 'page', page.id, { from: 'de' }).expect(200);
  expect(res.body.copied).toBe(4);
  expect(res.body.status).toMatchObject({ has_draft: true });
  const sections = res.body.sections as Section[];
  expect(sections.map((s) => [s.slug, s.locale, s.layout])).toEqual([
    ['uebersetzen-eins', 'en', 1],
    ['uebersetzen-zwei', 'en', 0],
  ]);
  const [one, two] = sections;
  expect(one.modules.map((m) => [m.model, m.column, m.data.content, m.needs_translation, m.translation_source])).toEqual([
    ['headline', 0, 'Saisonstart', true, headlineId],
    ['quote', 1, 'Musik verbindet.', true, quoteId],
  ]);
  expect(two.modules[0].needs_translation).toBeUndefined();
  expect(two.modules[0].children.map((c) => [c.model, c.data.content, c.needs_translation])).toEqual([['faq-item', 'Wann beginnt es?', true]]);
  // the English page editors open shows it; visitors see nothing of it until it is published
  const editorPage = await erika.get('/en/pageeditor-api/page/translate').expect(200);
  expect(editorPage.body.modules.map((s: Section) => s.slug)).toEqual(['uebersetzen-eins', 'uebersetzen-zwei']);
  const visitorPage = await visitor.get('/en/pageeditor-api/page/translate').expect(200);
  expect(JSON.stringify(visitorPage.body.modules)).not.toContain('Saisonstart');
  // the German page is untouched
  const german = await erika.get('/de/pageeditor-api/page/uebersetzen').expect(200);
  expect(german.body.modules.flatMap((s: Section) => s.modules).some((m: Node) => m.needs_translation)).toBe(false);
  // the list now counts the marked modules
  // the FAQ list itself has no text of its own (its entry has): not marked
  expect(itemOf(await status(), 'page', page.id, 'en')).toMatchObject({ missing: false, needs_translation: 3, outdated: 0 });
});

test('editing a module clears its mark; a change of its source makes it outdated', async () => {
  const sections = (await erika.get('/en/pageeditor-api/page/translate').expect(200)).body.modules as Section[];
  const headline = sections[0].modules[0];
  const saved = await write(erika, 'put', `/en/pageeditor-api/headline/${headline.id}/`).send({ content: 'Season opening', version: headline.version }).expect(200);
  expect(saved.body.needs_translation).toBeUndefined();
  expect(saved.body.translation_source).toBe(headlineId);
  expect(itemOf(await status(), 'page', page.id, 'en')).toMatchObject({ needs_translation: 2, outdated: 0 });
  await write(erika, 'put', `/de/pageeditor-api/headline/${headlineId}/`).send({ content: 'Saisonstart 2031' }).expect(200);
  expect(itemOf(await status(), 'page', page.id, 'en')).toMatchObject({ needs_translation: 2, outdated: 1 });
  // translated again: no longer behind
  await write(erika, 'put', `/en/pageeditor-api/headline/${headline.id}/`).send({ content: 'Season opening 2031' }).expect(200);
  expect(itemOf(await status(), 'page', page.id, 'en')).toMatchObject({ needs_translation: 2, outdated: 0 });
});

test('a language with content is replaced only when asked; errors in the request language', async () => {
  const refused = await copy(erika, 'en', 'page', page.id, { from: 'de' }).expect(409);
  expect(refused.body).toMatchObject({ code: 'conflict', message: 'The English version already has content. Replace it?' });
  const german = await copy(erika, 'de', 'page', page.id, { from: 'en' }).expect(409);
  expect(german.body.message).toBe('Die Fassung auf Deutsch hat schon Inhalt. Soll er ersetzt werden?');
  const same = await copy(erika, 'de', 'page', page.id, { from: 'de' }).expect(400);
  expect(same.body.errors).toEqual({ from: ['Die Quelle muss die andere Sprache sein.'] });
  await copy(erika, 'en', 'page', page.id, { from: 'fr' }).expect(400);
  await copy(erika, 'en', 'page', 999_999, { from: 'de' }).expect(404);
  const replaced = await copy(erika, 'en', 'page', page.id, { from: 'de', replace: true }).expect(200);
  expect((replaced.body.sections as Section[])[0].modules[0]).toMatchObject({ data: { content: 'Saisonstart 2031' }, needs_translation: true });
});

test('a concert with German sections only: listed; nothing to copy the other way', async () => {
  const event = await createEvent(cms.db, { title_de: 'Sommerkonzert', title_en: 'Summer concert' });
  const own = await createSection(cms.db, { slug: `event-${event.id}`, content_type: 'event', object_id: event.id });
  await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: 'Draußen spielen wir.', author: '', anchor: '' } });
  const person = await createPerson(cms.db, { first_name: 'Clara', last_name: 'Schumann' });
  expect(itemOf(await status(), 'event', event.id, 'en')).toMatchObject({ missing: true, title: 'Summer concert' });
  expect(itemOf(await status(), 'person', person.id, 'en')).toBeUndefined();
  expect((await status('?type=event')).every((i) => i.content_type === 'event')).toBe(true);
  const empty = await copy(erika, 'de', 'event', event.id, { from: 'en' }).expect(400);
  expect(empty.body.errors.from).toEqual(['Die Fassung auf Englisch hat noch keine Module, die übernommen werden könnten.']);
  // the object's own section keeps its lookup slug in the other language
  const res = await copy(erika, 'en', 'event', event.id, { from: 'de' }).expect(200);
  expect((res.body.sections as Section[]).map((s) => s.slug)).toEqual([`event-${event.id}`]);
});

test('editors only', async () => {
  await visitor.get('/de/pageeditor-api/translation/status/').expect(401);
  await visitor.post(`/en/pageeditor-api/translation/page/${page.id}/copy/`).send({ from: 'de' }).expect((res) => expect([401, 403]).toContain(res.status));
});

test('the marks come with the page the editor reads (its draft state), and are gone from it once edited', async () => {
  const read = async () => ((await erika.get('/en/pageeditor-api/page/translate').expect(200)).body.modules as Section[]).flatMap((s) => s.modules);
  const [headline, quote] = await read();
  expect([headline.needs_translation, quote.needs_translation]).toEqual([true, true]);
  await write(erika, 'put', `/en/pageeditor-api/quote/${quote.id}/`).send({ content: 'Music connects.' }).expect(200);
  expect((await read()).map((m) => [m.model, m.needs_translation])).toEqual([['headline', true], ['quote', undefined], ['faq', undefined]]);
});

describe('what the copy marks, and its links (issue 45 item 4)', () => {
  let sections: Section[];
  let source: { headline: number };

  beforeAll(async () => {
    const faqPage = await createPage(cms.db, { slug_de: 'support-faq', slug_en: 'support-faq-en', title_de: 'FAQ', title_en: 'FAQ', path_de: '/de/support/faq/', path_en: '/en/support/faq/' });
    await createPage(cms.db, { slug_de: 'nur-deutsch-t', slug_en: '', path_en: null, title_de: 'Nur Deutsch' });
    const target = await createPage(cms.db, { slug_de: 'kopieren', slug_en: 'copying', title_de: 'Kopieren', title_en: 'Copying' });
    const de = await createSection(cms.db, { slug: 'kopieren-eins', object_id: target.id, layout: 0 });
    const module = (model: string, data: Record<string, unknown>, order: number) => createModule(cms.db, { section_id: de.id, model, order, data });
    source = { headline: (await module('headline', { preline: 'Neu', content: 'Saisonstart', subline: 'Alle Termine', headline_level: 2 }, 0)).id };
    await module('image', { image: null, image_url: 'https://example.org/a.jpg', alias: 'large', description: '' }, 1);
    await module('video', { title: '', length: '3:20' }, 2);
    await module('event-list', { anchor: 'konzerte' }, 3);
    await module('text', { content: '<p>Siehe <a href="/de/support/faq#zeiten">FAQ</a>, <a href="/de/nur-deutsch-t">hier</a> und <a href="https://example.org/de/x">extern</a>.</p>' }, 4);
    await module('link', { content: 'Fragen', link_url: '/de/support/faq?frage=1' }, 5);
    expect(faqPage.path_en).toBe('/en/support/faq/');
    const res = await copy(erika, 'en', 'page', target.id, { from: 'de' }).expect(200);
    sections = res.body.sections as Section[];
  });

  const copied = (model: string) => sections[0].modules.find((m) => m.model === model)!;

  test('only modules with text to translate are marked: not an image, a video or a concert list without text', () => {
    expect(sections[0].modules.map((m) => [m.model, m.needs_translation ?? false])).toEqual([
      ['headline', true],
      ['image', false],
      ['video', false],
      ['event-list', false],
      ['text', true],
      ['link', true],
    ]);
    // each knows its source all the same
    expect(sections[0].modules.every((m) => typeof m.translation_source === 'number')).toBe(true);
  });

  test("links in copied text lead to the English counterpart when there is one; others stay", () => {
    expect(copied('text').data.content).toBe('<p>Siehe <a href="/en/support/faq#zeiten">FAQ</a>, <a href="/de/nur-deutsch-t">hier</a> und <a href="https://example.org/de/x">extern</a>.</p>');
    expect(copied('link').data.link_url).toBe('/en/support/faq?frage=1');
  });

  test('the mark stays until every text field is translated, or the editor marks it done', async () => {
    const headline = copied('headline');
    expect(headline.translation_source).toBe(source.headline);
    // the main line edited on the page: preline and subline are still German
    const first = await write(erika, 'put', `/en/pageeditor-api/headline/${headline.id}/`).send({ content: 'Season opening', version: headline.version }).expect(200);
    expect(first.body.needs_translation).toBe(true);
    const all = await write(erika, 'put', `/en/pageeditor-api/headline/${headline.id}/`).send({ preline: 'New', subline: 'All dates', version: first.body.version }).expect(200);
    expect(all.body.needs_translation).toBeUndefined();

    // a link whose text stays the same in English: marked done by the editor
    const link = copied('link');
    const same = await write(erika, 'put', `/en/pageeditor-api/link/${link.id}/`).send({ link_url: '/en/support/faq', version: link.version }).expect(200);
    expect(same.body.needs_translation).toBe(true);
    const done = await write(erika, 'put', `/en/pageeditor-api/link/${link.id}/`).send({ translation_done: true, version: same.body.version }).expect(200);
    expect(done.body).toMatchObject({ data: { content: 'Fragen', link_url: '/en/support/faq' } });
    expect(done.body.needs_translation).toBeUndefined();
  });
});
