/**
 * Undo and redo of a translation copy (cms/content/translationUndo.ts): the language copied into
 * comes back as it was (its sections, modules and marks, or nothing), redo copies again; one history
 * entry each with its own note; 409 'stale' naming who when someone else changed the owner since,
 * 409 'conflict' when nothing is kept. And published content carries no editor marks.
 */
import type { PublicationStatus } from '../../shared/contract/pages';
import type { TranslationCopyResult } from '../../shared/contract/translation';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { createEvent } from '../test/fixtures/content';
import { createModule, createSection, erikaAndMax, write, type Agent } from '../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let max: Agent;
let visitor: Agent;

interface Node {
  id: number;
  model: string;
  data: Record<string, unknown>;
  needs_translation?: boolean;
  translation_source?: number;
  children: Node[];
}
interface Section {
  id: number;
  slug: string;
  modules: Node[];
}

beforeAll(async () => {
  cms = await createTestCms();
  ({ erika, max } = await erikaAndMax(cms));
  visitor = cms.newAgent();
});
afterAll(() => cms?.close());

let n = 0;
/** A page with a German headline and quote, and an English section with one quote of its own. */
async function twoLanguagePage() {
  n += 1;
  const page = await createPage(cms.db, { slug_de: `zurueck-${n}`, slug_en: `back-${n}`, title_de: 'Zurück', title_en: 'Back' });
  const german = await createSection(cms.db, { slug: `zurueck-${n}-main`, object_id: page.id });
  await createModule(cms.db, { section_id: german.id, model: 'headline', data: { content: 'Saisonstart', headline_level: 2 } });
  await createModule(cms.db, { section_id: german.id, model: 'quote', data: { content: 'Musik verbindet.', author: '', anchor: '' } });
  const english = await createSection(cms.db, { slug: `back-${n}-own`, locale: 'en', object_id: page.id });
  const quote = await createModule(cms.db, { section_id: english.id, model: 'quote', data: { content: 'Our own words.', author: '', anchor: '' } });
  const base = `/en/pageeditor-api/translation/page/${page.id}`;
  const englishOf = async (agent: Agent) => (await agent.get(`/en/pageeditor-api/page/back-${n}`).expect(200)).body.modules as Section[];
  return { page, english, quote, base, englishOf };
}

const seenOf = (status: PublicationStatus) => ({ published_at: status.published_at, draft_updated_at: status.draft_updated_at, is_online: status.is_online });
/** The page's history entries, newest first, without the baseline its first write records. */
const versionsOf = async (pageId: number) =>
  ((await erika.get(`/de/pageeditor-api/page/${pageId}/versions/`).expect(200)).body as { note: string; change: { action: string; locale: string | null } }[]).filter((v) => v.change.action !== 'initial');
const shape = (sections: Section[]) => sections.map((s) => [s.id, s.slug, s.modules.map((m) => [m.id, m.model, m.data.content, m.needs_translation ?? false])]);

test('undo of the copy brings the English draft back as it was, redo copies again; one history entry each with its own note', async () => {
  const { page, english, quote, base, englishOf } = await twoLanguagePage();
  const before = await englishOf(erika);
  expect(shape(before)).toEqual([[english.id, english.slug, [[quote.id, 'quote', 'Our own words.', false]]]]);
  const entries = (await versionsOf(page.id)).length;

  const copied = (await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true }).expect(200)).body as TranslationCopyResult;
  expect(copied.sections.flatMap((s) => s.modules.map((m) => [m.data.content, m.needs_translation]))).toEqual([['Saisonstart', true], ['Musik verbindet.', true]]);
  const afterCopy = await versionsOf(page.id);
  expect(afterCopy).toHaveLength(entries + 1);
  expect(afterCopy[0]).toMatchObject({ note: 'copied from de into en', change: { action: 'translationCopied', locale: 'en' } });

  const undone = (await write(erika, 'post', `${base}/undo-copy/`).send({ based_on: seenOf(copied.status) }).expect(200)).body as TranslationCopyResult;
  expect(shape(undone.sections as Section[])).toEqual(shape(before));
  expect(shape(await englishOf(erika))).toEqual(shape(before));
  const afterUndo = await versionsOf(page.id);
  expect(afterUndo).toHaveLength(entries + 2);
  expect(afterUndo[0]).toMatchObject({ note: 'copy from de into en undone', change: { action: 'translationUndone', locale: 'en' } });
  // the German page is untouched
  const german = (await erika.get(`/de/pageeditor-api/page/zurueck-${n}`).expect(200)).body.modules as Section[];
  expect(german.flatMap((s) => s.modules.map((m) => m.data.content))).toEqual(['Saisonstart', 'Musik verbindet.']);

  // nothing is kept any more: a second undo is refused
  const again = await write(erika, 'post', `${base}/undo-copy/`).send({ based_on: seenOf(undone.status) }).expect(409);
  expect(again.body).toMatchObject({ code: 'conflict', message: 'The copy can no longer be undone: what this language had before is no longer kept.' });

  const redone = (await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true, based_on: seenOf(undone.status) }).expect(200)).body as TranslationCopyResult;
  expect(redone.sections.flatMap((s) => s.modules.map((m) => [m.data.content, m.needs_translation]))).toEqual([['Saisonstart', true], ['Musik verbindet.', true]]);
  expect((await versionsOf(page.id))[0]).toMatchObject({ change: { action: 'translationCopied' } });
  await write(erika, 'post', `${base}/undo-copy/`).send({ based_on: seenOf(redone.status) }).expect(200);
  expect(shape(await englishOf(erika))).toEqual(shape(before));
});

test('marks of the language as it was come back with it', async () => {
  const { base, englishOf } = await twoLanguagePage();
  await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true }).expect(200);
  // the headline translated, the quote still marked; then copied over once more
  const [headline] = (await englishOf(erika))[0].modules;
  await write(erika, 'put', `/en/pageeditor-api/headline/${headline.id}/`).send({ content: 'Season opening' }).expect(200);
  const before = await englishOf(erika);
  const copied = (await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true }).expect(200)).body as TranslationCopyResult;
  await write(erika, 'post', `${base}/undo-copy/`).send({ based_on: seenOf(copied.status) }).expect(200);
  const after = await englishOf(erika);
  expect(shape(after)).toEqual(shape(before));
  expect(after[0].modules.map((m) => [m.data.content, m.needs_translation ?? false, typeof m.translation_source])).toEqual([
    ['Season opening', false, 'number'],
    ['Musik verbindet.', true, 'number'],
  ]);
});

test('a concert whose English was empty: the undo leaves it empty again', async () => {
  const event = await createEvent(cms.db);
  const own = await createSection(cms.db, { slug: `event-${event.id}`, content_type: 'event', object_id: event.id });
  await createModule(cms.db, { section_id: own.id, model: 'quote', data: { content: 'Draußen spielen wir.', author: '', anchor: '' } });
  const base = `/de/pageeditor-api/translation/event/${event.id}`;
  const copied = (await write(erika, 'post', `/en/pageeditor-api/translation/event/${event.id}/copy/`).send({ from: 'de' }).expect(200)).body as TranslationCopyResult;
  expect(copied.sections).toHaveLength(1);
  // the undo in the language copied into; in the other nothing of it is kept
  const wrong = await write(erika, 'post', `${base}/undo-copy/`).send({ based_on: seenOf(copied.status) }).expect(409);
  expect(wrong.body.message).toBe('Die Übernahme lässt sich nicht mehr rückgängig machen: was diese Sprache vorher hatte, ist nicht mehr gespeichert.');
  const undone = (await write(erika, 'post', `/en/pageeditor-api/translation/event/${event.id}/undo-copy/`).send({ based_on: seenOf(copied.status) }).expect(200)).body as TranslationCopyResult;
  expect(undone.sections).toEqual([]);
  expect((await erika.get(`/en/pageeditor-api/container/by-slug/event-${event.id}`)).status).toBe(404);
});

test("someone else's change since stops the undo and the redo (409 stale, naming who); based on what is there now it goes", async () => {
  const { page, base, englishOf } = await twoLanguagePage();
  const before = await englishOf(erika);
  const copied = (await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true }).expect(200)).body as TranslationCopyResult;
  const [headline] = (await englishOf(max))[0].modules;
  await write(max, 'put', `/en/pageeditor-api/headline/${headline.id}/`).send({ content: 'Season opening' }).expect(200);
  const stale = await write(erika, 'post', `${base}/undo-copy/`).send({ based_on: seenOf(copied.status) }).expect(409);
  expect(stale.body).toMatchObject({ code: 'stale', message: 'Max Probe has changed this page in the meantime.', conflict: { changed_by: 'Max Probe' } });
  // nothing was undone: Max's translation is still there
  expect((await englishOf(erika))[0].modules[0].data.content).toBe('Season opening');

  // the editor chose to undo anyway: based on the state now
  const now = (await erika.get(`/en/pageeditor-api/publication/page/${page.id}/`).expect(200)).body as PublicationStatus;
  const undone = (await write(erika, 'post', `${base}/undo-copy/`).send({ based_on: seenOf(now) }).expect(200)).body as TranslationCopyResult;
  expect(shape(await englishOf(erika))).toEqual(shape(before));

  await write(max, 'put', `/en/pageeditor-api/quote/${before[0].modules[0].id}/`).send({ content: 'Max was here.', author: '', anchor: '' }).expect(200);
  const redo = await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true, based_on: seenOf(undone.status) }).expect(409);
  expect(redo.body).toMatchObject({ code: 'stale', message: 'Max Probe has changed this page in the meantime.' });
  expect((await englishOf(erika))[0].modules.map((m) => m.data.content)).toEqual(['Max was here.']);
});

test('a copy published unedited: visitors get no editor marks, neither on the page nor in its section, nor from the published snapshot', async () => {
  const { page, base, englishOf } = await twoLanguagePage();
  await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true }).expect(200);
  const slug = (await englishOf(erika))[0].slug;
  await write(erika, 'post', `/en/pageeditor-api/publication/page/${page.id}/publish/`).send({}).expect(200);
  const unmarked = async () => {
    const seen = (await visitor.get(`/en/pageeditor-api/page/back-${n}`).expect(200)).body;
    expect(seen.modules.flatMap((s: Section) => s.modules.map((m) => m.data.content))).toEqual(['Saisonstart', 'Musik verbindet.']);
    const section = (await visitor.get(`/en/pageeditor-api/container/by-slug/${slug}`).expect(200)).body;
    for (const json of [JSON.stringify(seen), JSON.stringify(section)]) {
      expect(json).not.toContain('needs_translation');
      expect(json).not.toContain('translation_source');
    }
  };
  // published rows
  await unmarked();
  // a draft since: visitors get the published snapshot, the editor its draft with the marks
  await write(erika, 'post', `${base}/copy/`).send({ from: 'de', replace: true }).expect(200);
  await unmarked();
  expect((await englishOf(erika))[0].modules.every((m) => m.needs_translation)).toBe(true);
  const published = (await erika.get(`/en/pageeditor-api/page/back-${n}?published=1`).expect(200)).body;
  expect(JSON.stringify(published)).not.toContain('needs_translation');
});
