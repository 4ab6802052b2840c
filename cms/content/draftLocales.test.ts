/**
 * Publishing and discarding per language (issue 45 item 1, ./draftLocales.ts): an English draft
 * stays a draft when the German page is published; the status names the languages with unpublished
 * changes; discarding one language keeps the other's draft; undo of either takes back only what it did.
 * The scheduled go-live and a reviewer's approval likewise: a go-live set for German publishes
 * German only, and so does the approval of a German submission (now or at its go-live); a go-live
 * set without languages (the admin's, or one from before) publishes every language.
 */
import type { PublicationStatus } from '../../shared/contract/pages';
import type { OwnerReview, ReviewDiff } from '../../shared/contract/review';
import { runSchedule } from '../jobs/schedule';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor, createPage } from '../test/fixtures';
import { createModule, createSection, csrfTokenOf, erikaAndMax, loginAs, write, type Agent } from '../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let max: Agent;
/** a reviewer, and staff (the admin) */
let rita: Agent;
let visitor: Agent;

beforeAll(async () => {
  cms = await createTestCms();
  ({ erika, max } = await erikaAndMax(cms));
  await createEditor(cms.db, { username: 'rita', first_name: 'Rita', last_name: 'Prüfer', is_reviewer: true, is_staff: true });
  rita = await loginAs(cms, 'rita');
  await csrfTokenOf(rita);
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
  const review = (action = '', locale = 'de') => `/${locale}/pageeditor-api/review/page/${page.id}/${action ? `${action}/` : ''}`;
  /** what visitors get of the page in `locale` (its sections and modules) */
  const shown = async (locale: 'de' | 'en') => (await visitor.get(`/${locale}/pageeditor-api/page/${locale === 'de' ? `sprachen-${n}` : `languages-${n}`}`).expect(200)).body.modules as unknown;
  return { page, quote, edit, path, status, review, shown };
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

const at = (iso: string) => new Date(iso);
const applied = async (iso: string) => (await runSchedule(cms.db, at(iso))).map(({ content_type, object_id, change }) => ({ content_type, object_id, change }));

describe('the scheduled go-live publishes the languages chosen with it', () => {
  test("a go-live set for German publishes German only: the other editor's English draft stays a draft, English visitors see what they saw", async () => {
    const { page, quote, edit, path, status, shown } = await twoLanguagePage();
    const english = await shown('en');
    await edit('en', 'Old (DRAFT)', max);
    await edit('de', 'Neu');
    const set = (await write(erika, 'put', path('schedule')).send({ publish_at: '2031-03-01T10:00:00+01:00', unpublish_at: null, publish_locales: ['de'] }).expect(200)).body as PublicationStatus;
    expect(set).toMatchObject({ publish_at: '2031-03-01T09:00:00.000Z', publish_locales: ['de'], draft_locales: ['de', 'en'] });

    expect(await applied('2031-03-01T09:00:00Z')).toEqual([{ content_type: 'page', object_id: page.id, change: 'live' }]);
    expect(await quote(visitor, 'de')).toBe('Neu');
    expect(await quote(visitor, 'en')).toBe('Old');
    expect(await shown('en')).toEqual(english);
    expect(await quote(erika, 'en')).toBe('Old (DRAFT)');
    expect(await status()).toMatchObject({ has_draft: true, draft_locales: ['en'], publish_at: null, publish_locales: null });
  });

  test('the languages are kept with the time only: no go-live, no languages; absent, every language', async () => {
    const { path } = await twoLanguagePage();
    const onlyTakeDown = (await write(erika, 'put', path('schedule')).send({ publish_at: null, unpublish_at: '2031-07-01T00:00:00+02:00', publish_locales: ['de'] }).expect(200)).body as PublicationStatus;
    expect(onlyTakeDown).toMatchObject({ publish_at: null, publish_locales: null });
    const all = (await write(erika, 'put', path('schedule')).send({ publish_at: '2031-05-01T10:00:00+02:00', unpublish_at: null }).expect(200)).body as PublicationStatus;
    expect(all.publish_locales).toBeNull();
    await write(erika, 'put', path('schedule', 'en')).send({ publish_at: null, unpublish_at: null, publish_locales: ['fr'] }).expect(400);
    await write(erika, 'put', path('schedule')).send({ publish_at: null, unpublish_at: null }).expect(200);
  });

  test('a go-live set without languages (as before, or in the admin) publishes every language; the admin changing the time drops an editor’s choice', async () => {
    const { page, quote, edit, path, status } = await twoLanguagePage();
    await edit('en', 'New', max);
    await edit('de', 'Neu');
    // set in the editor for German, then moved in the admin: the admin has no language choice
    await write(erika, 'put', path('schedule')).send({ publish_at: '2031-04-01T10:00:00+02:00', unpublish_at: null, publish_locales: ['de'] }).expect(200);
    const record = (await rita.get(`/api/admin/pages/${page.id}/`).expect(200)).body as Record<string, unknown>;
    expect(record.publish_locales).toEqual(['de']);
    // saved unchanged (another field edited): the editor's choice stays
    await write(rita, 'put', `/api/admin/pages/${page.id}/`).send({ ...record, in_footer: true }).expect(200);
    expect((await status()).publish_locales).toEqual(['de']);
    await write(rita, 'put', `/api/admin/pages/${page.id}/`).send({ ...record, publish_at: '2031-04-02T08:00:00.000Z' }).expect(200);
    expect(await status()).toMatchObject({ publish_at: '2031-04-02T08:00:00.000Z', publish_locales: null });

    expect(await applied('2031-04-02T08:00:00Z')).toEqual([{ content_type: 'page', object_id: page.id, change: 'live' }]);
    expect(await quote(visitor, 'de')).toBe('Neu');
    expect(await quote(visitor, 'en')).toBe('New');
    expect(await status()).toMatchObject({ has_draft: false, draft_locales: [] });
  });
});

describe("a reviewer's approval publishes the languages submitted", () => {
  const diffModules = async (path: string) => (await rita.get(path).expect(200)).body as ReviewDiff;

  test('approved now: German goes out, the English draft stays; the diff and the round name the German submission', async () => {
    const { quote, edit, path, status, review, shown } = await twoLanguagePage();
    const english = await shown('en');
    await edit('en', 'Old (DRAFT)', max);
    await edit('de', 'Neu');
    const submitted = (await write(erika, 'post', review('submit')).send({ comment: 'Bitte prüfen', locales: ['de'] }).expect(200)).body as OwnerReview;
    expect(submitted.current).toMatchObject({ state: 'pending', locales: ['de'] });
    expect(((await rita.get('/de/pageeditor-api/review/').expect(200)).body.items as { comment: string; locales: string[] | null }[]).find((i) => i.comment === 'Bitte prüfen')?.locales).toEqual(['de']);
    // the diff shows what the approval publishes: the German change only
    const diff = await diffModules(review('diff'));
    expect(diff.modules.map((m) => m.locale)).toEqual(['de']);

    const approved = (await write(rita, 'post', review('approve')).send({ based_on: seenOf(await status()), comment: '' }).expect(200)).body as { status: PublicationStatus; review: OwnerReview };
    expect(approved.status).toMatchObject({ has_draft: true, draft_locales: ['en'], review: null });
    expect(approved.review.rounds[0]).toMatchObject({ state: 'approved', locales: ['de'] });
    expect(await quote(visitor, 'de')).toBe('Neu');
    expect(await quote(visitor, 'en')).toBe('Old');
    expect(await shown('en')).toEqual(english);
    expect(await quote(erika, 'en')).toBe('Old (DRAFT)');
    // the English draft is still max's to publish or discard
    expect((await write(max, 'post', path('publish', 'en')).send({ locales: ['en'] }).expect(200)).body).toMatchObject({ changed: true, draft_locales: [] });
  });

  test('publishing the other language leaves a German submission waiting; publishing German settles it', async () => {
    const { edit, path, status, review } = await twoLanguagePage();
    await edit('en', 'New', max);
    await edit('de', 'Neu');
    await write(erika, 'post', review('submit')).send({ comment: '', locales: ['de'] }).expect(200);
    await write(max, 'post', path('publish', 'en')).send({ locales: ['en'] }).expect(200);
    expect((await status()).review).toMatchObject({ state: 'pending' });
    await write(rita, 'post', path('publish')).send({ locales: ['de'] }).expect(200);
    expect((await status()).review).toBeNull();
  });

  test('approved for a go-live: the go-live publishes German as approved; English, changed after the approval too, stays a draft', async () => {
    const { page, quote, edit, status, review, shown } = await twoLanguagePage();
    const english = await shown('en');
    await edit('de', 'Neu');
    await edit('en', 'Old (DRAFT)', max);
    await write(erika, 'post', review('submit')).send({ comment: '', locales: ['de'] }).expect(200);
    const approved = (await write(rita, 'post', review('approve')).send({ based_on: seenOf(await status()), publish_at: '2031-06-01T10:00:00+02:00', comment: '' }).expect(200)).body as { status: PublicationStatus };
    expect(approved.status).toMatchObject({ publish_at: '2031-06-01T08:00:00.000Z', publish_locales: ['de'] });
    // after the approval: max changes English again (the draft changed since: what was approved goes live)
    await edit('en', 'Old (DRAFT 2)', max);

    expect(await applied('2031-06-01T08:00:00Z')).toEqual([{ content_type: 'page', object_id: page.id, change: 'live' }]);
    expect(await quote(visitor, 'de')).toBe('Neu');
    expect(await quote(visitor, 'en')).toBe('Old');
    expect(await shown('en')).toEqual(english);
    expect(await quote(erika, 'en')).toBe('Old (DRAFT 2)');
    expect(await status()).toMatchObject({ has_draft: true, draft_locales: ['en'], publish_locales: null, review: null });
  });

  test('a submission without languages (as before) is approved in every language', async () => {
    const { quote, edit, status, review } = await twoLanguagePage();
    await edit('de', 'Neu');
    await edit('en', 'New', max);
    const submitted = (await write(erika, 'post', review('submit')).send({ comment: '' }).expect(200)).body as OwnerReview;
    expect(submitted.current?.locales).toBeNull();
    await write(rita, 'post', review('approve')).send({ based_on: seenOf(await status()), comment: '' }).expect(200);
    expect(await quote(visitor, 'de')).toBe('Neu');
    expect(await quote(visitor, 'en')).toBe('New');
    expect(await status()).toMatchObject({ has_draft: false, draft_locales: [] });
  });
});
