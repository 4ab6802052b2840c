/**
 * Publishing and discarding per language (issue 45 item 1, ./draftLocales.ts): an English draft
 * stays a draft when the German page is published; the status names the languages with unpublished
 * changes; discarding one language keeps the other's draft; undo of either takes back only what it did.
 */
import type { PublicationStatus } from '../../shared/contract/pages';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { createModule, createSection, csrfTokenOf, erikaAndMax, write, type Agent } from '../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let max: Agent;
let visitor: Agent;

beforeAll(async () => {
  cms = await createTestCms();
  ({ erika, max } = await erikaAndMax(cms));
  visitor = cms.newAgent();
  await csrfTokenOf(visitor);
});
afterAll(() => cms?.close());

let n = 0;
/** A page with a German quote ('Alt') and an English one ('Old'), published (content from before drafts). */
async function twoLanguagePage() {
  n += 1;
  const page = await createPage(cms.db, { slug_de: `sprachen-${n}`, slug_en: `languages-${n}`, title_de: 'Sprachen', title_en: 'Languages' });
  const de = await createSection(cms.db, { slug: `sprachen-${n}-main`, object_id: page.id, locale: 'de' });
  const en = await createSection(cms.db, { slug: `languages-${n}-main`, object_id: page.id, locale: 'en' });
  const quoteDe = await createModule(cms.db, { section_id: de.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
  const quoteEn = await createModule(cms.db, { section_id: en.id, model: 'quote', data: { content: 'Old', author: '', anchor: '' } });
  const quote = async (agent: Agent, locale: 'de' | 'en') => {
    const path = locale === 'de' ? `sprachen-${n}` : `languages-${n}`;
    const body = (await agent.get(`/${locale}/pageeditor-api/page/${path}`).expect(200)).body as { modules: { modules: { data: { content: string } }[] }[] };
    return body.modules.flatMap((s) => s.modules.map((m) => m.data.content))[0];
  };
  const edit = (locale: 'de' | 'en', content: string, agent: Agent = erika) =>
    write(agent, 'put', `/${locale}/pageeditor-api/quote/${(locale === 'de' ? quoteDe : quoteEn).id}/`).send({ content, author: '', anchor: '' }).expect(200);
  const path = (action: string, locale = 'de') => `/${locale}/pageeditor-api/publication/page/${page.id}/${action}/`;
  const status = async () => (await erika.get(`/de/pageeditor-api/publication/page/${page.id}/`).expect(200)).body as PublicationStatus;
  return { quote, edit, path, status };
}

const seenOf = (status: PublicationStatus) => ({ published_at: status.published_at, draft_updated_at: status.draft_updated_at, is_online: status.is_online });

test("publishing the German page leaves another editor's English draft a draft; the status names the languages", async () => {
  const { quote, edit, path, status } = await twoLanguagePage();
  expect((await status()).draft_locales).toEqual([]);
  await edit('en', 'Old (DRAFT)', max);
  expect(await status()).toMatchObject({ has_draft: true, draft_locales: ['en'] });
  await edit('de', 'Neu');
  expect((await status()).draft_locales).toEqual(['de', 'en']);

  const published = (await write(erika, 'post', path('publish')).send({ locales: ['de'] }).expect(200)).body as PublicationStatus;
  expect(published).toMatchObject({ changed: true, has_draft: true, draft_locales: ['en'], published_by: 'Erika Muster' });
  expect(await quote(visitor, 'de')).toBe('Neu');
  expect(await quote(visitor, 'en')).toBe('Old');
  expect(await quote(erika, 'en')).toBe('Old (DRAFT)');
  // nothing German left to publish
  expect((await write(erika, 'post', path('publish')).send({ locales: ['de'] }).expect(200)).body).toMatchObject({ changed: false, draft_locales: ['en'] });

  // undo takes back the German publish only; redo with the same languages
  const undone = (await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(published) }).expect(200)).body as PublicationStatus;
  expect(undone.draft_locales).toEqual(['de', 'en']);
  expect(await quote(visitor, 'de')).toBe('Alt');
  await write(erika, 'post', path('publish')).send({ based_on: seenOf(undone), locales: ['de'] }).expect(200);
  expect(await quote(visitor, 'de')).toBe('Neu');
  expect(await quote(visitor, 'en')).toBe('Old');

  // without `locales` a publish takes every language, as before
  expect((await write(max, 'post', path('publish', 'en')).expect(200)).body).toMatchObject({ has_draft: false, draft_locales: [] });
  expect(await quote(visitor, 'en')).toBe('Old (DRAFT)');
});

test('discarding one language keeps the other one’s draft; its undo brings back only that language', async () => {
  const { quote, edit, path, status } = await twoLanguagePage();
  await edit('de', 'Neu');
  await edit('en', 'New');
  const discarded = (await write(erika, 'post', path('discard', 'en')).send({ locales: ['en'] }).expect(200)).body as { status: PublicationStatus; sections: { locale: string }[] };
  expect(discarded.status).toMatchObject({ changed: true, has_draft: true, draft_locales: ['de'] });
  expect(discarded.sections.every((s) => s.locale === 'en')).toBe(true);
  expect(await quote(erika, 'en')).toBe('Old');
  expect(await quote(erika, 'de')).toBe('Neu');
  expect(await quote(visitor, 'de')).toBe('Alt');

  // a German edit after the discard stays when the English discard is undone
  await edit('de', 'Neuer');
  const now = await status();
  await write(erika, 'post', path('undo-discard', 'en')).send({ based_on: seenOf(now) }).expect(200);
  expect(await quote(erika, 'en')).toBe('New');
  expect(await quote(erika, 'de')).toBe('Neuer');
  expect((await status()).draft_locales).toEqual(['de', 'en']);

  // the last language discarded: no draft left
  await write(erika, 'post', path('discard')).send({ locales: ['de', 'en'] }).expect(200);
  expect(await status()).toMatchObject({ has_draft: false, draft_locales: [] });
});

test('unknown languages are a 400 in the request’s language', async () => {
  const { path } = await twoLanguagePage();
  const answer = await write(erika, 'post', path('publish', 'en')).send({ locales: ['fr'] }).expect(400);
  expect(answer.body.errors?.locales ?? answer.body.errors?.['locales.0'] ?? answer.body.message).toBeDefined();
  await write(erika, 'post', path('publish')).send({ locales: [] }).expect(400);
});
