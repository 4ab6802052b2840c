/**
 * The editor's store logic (SPEC §4, §9): backups per section slug and undo through the API (a
 * deleted module comes back with its children), the alerts (save after a write, none after a read or
 * a reorder, error on failure, hidden after ALERT_MS), the login modal on a 401, and the empty
 * section created when the section fetch answers 404.
 */
import { ApiError } from '../../../shared/api/errors';
import { createOperations } from '../../../client/editor/operations';
import { ownerKey, type EditableOwner } from '../../../client/editor/owner';
import { createRootStore } from '../../../client/stores/RootStore';
import { ALERT_MS, EDIT_ACTION_HEADER } from '../../../shared/constants';
import type { ContainerSection, PublicationStatus } from '../../../shared/contract/pages';
import type { ApiClient } from '../../../shared/api/client';
import { fakePageEditorApi } from './fakePageEditorApi';
import { areaOf } from '../../../client/stores/areas';
import { editorArea, isPageStep } from '../../../client/editor/EditorStore';
import { changedSections } from '../../../client/editor/remoteChanges';

const owner: EditableOwner = { content_type: 'page', object_id: 7 };
const logger = { warn: jest.fn() };

/** The root stores of this file's tests: their alerts are hidden after each test (no timer outlives the file). */
const stores: ReturnType<typeof createRootStore>[] = [];

function setup() {
  const fake = fakePageEditorApi();
  const store = createRootStore({}, { api: fake.api, logger });
  stores.push(store);
  const ops = createOperations(store, 'de');
  const current = (): ContainerSection => areaOf(store, editorArea).sectionsOf(ownerKey(owner))![0];
  return { fake, store, ops, current };
}

async function sectionWithFaq() {
  const context = setup();
  const { ops, current } = context;
  await ops.ensureSection(owner);
  await ops.saveModule(owner, current(), 'headline', { content: 'Titel', headline_level: 2 }, { placement: { section: current().id, column: 0, parent: null } });
  const faq = await ops.saveModule(owner, current(), 'faq', {}, { placement: { section: current().id, column: 0, parent: null } });
  await ops.saveModule(owner, current(), 'faq-item', { content: 'Frage 1' }, { placement: { section: current().id, column: 0, parent: faq.id } });
  await ops.saveModule(owner, current(), 'faq-item', { content: 'Frage 2' }, { placement: { section: current().id, column: 0, parent: faq.id } });
  return { ...context, faq };
}

const shape = (section: ContainerSection) =>
  section.modules.map((m) => ({ model: m.model, column: m.column, data: m.data, children: m.children.map((c) => ({ model: c.model, data: c.data })) }));

afterEach(() => {
  for (const store of stores.splice(0)) areaOf(store, editorArea).hideAlert();
  jest.useRealTimers();
});

describe('section fetch 404', () => {
  it('creates the empty container section {type}-{id} for the editor', async () => {
    const { ops, current, fake } = setup();
    const made = await ops.ensureSection(owner);
    expect(fake.calls).toEqual(['GET /de/pageeditor-api/container/by-slug/page-7', 'POST /de/pageeditor-api/container/']);
    expect(current()).toMatchObject({ slug: 'page-7', layout: 0, modules: [] });
    expect(made).toEqual(current());
    // asked again (the next first module's save): the section it has, nothing sent
    expect(await ops.ensureSection(owner)).toBe(current());
    expect(fake.calls).toHaveLength(2);
  });
});

describe('backup and undo', () => {
  it('keeps a backup per slug before each change and takes the newest first', () => {
    const { store } = setup();
    const a = { id: 1, slug: 'a', modules: [] } as unknown as ContainerSection;
    const b = { id: 2, slug: 'b', modules: [] } as unknown as ContainerSection;
    const a2 = { ...a, layout: 3 };
    areaOf(store, editorArea).backup(a);
    areaOf(store, editorArea).backup(b);
    areaOf(store, editorArea).backup(a2);
    expect(areaOf(store, editorArea).backups.get('a')).toEqual([a, a2]);
    expect(areaOf(store, editorArea).takeBackup()).toEqual(a2);
    expect(areaOf(store, editorArea).takeBackup()).toEqual(b);
    expect(areaOf(store, editorArea).takeBackup()).toEqual(a);
    expect(areaOf(store, editorArea).takeBackup()).toBeNull();
    expect(areaOf(store, editorArea).canUndo).toBe(false);
  });

  it('keeps page-wide steps (schedule, version) in the same order as section backups; a failed one goes back', () => {
    const { store } = setup();
    const editor = areaOf(store, editorArea);
    const a = { id: 1, slug: 'a', modules: [] } as unknown as ContainerSection;
    const schedule = { step: 'schedule' as const, content_type: 'page', object_id: 7, publish_at: null, unpublish_at: null };
    const version = { step: 'version' as const, pageId: 7, versionId: 41 };
    editor.backup(a);
    editor.backup(schedule);
    editor.backup(version);
    const newest = editor.takeBackup()!;
    expect(newest).toEqual(version);
    expect(isPageStep(newest)).toBe(true);
    editor.returnBackup(newest);
    expect(editor.takeBackup()).toEqual(version);
    expect(editor.takeBackup()).toEqual(schedule);
    const section = editor.takeBackup()!;
    expect(isPageStep(section)).toBe(false);
    expect(section).toEqual(a);
    expect(editor.canUndo).toBe(false);
  });

  it('brings back a deleted module with its children, in its place', async () => {
    const { ops, current, faq, fake } = await sectionWithFaq();
    const before = shape(current());
    await ops.deleteModule(owner, current(), current().modules.find((m) => m.id === faq.id)!);
    expect(current().modules.map((m) => m.model)).toEqual(['headline']);
    expect(await ops.undo()).toBe(true);
    expect(shape(current())).toEqual(before);
    // the server holds it too
    expect(shape(fake.section(current().id))).toEqual(before);
  });

  it('restores changed data and a changed layout, and removes a module added since', async () => {
    const { ops, current } = await sectionWithFaq();
    const headline = current().modules[0];
    await ops.saveModule(owner, current(), 'headline', { content: 'Neu' }, { node: headline });
    expect(current().modules[0].data.content).toBe('Neu');
    await ops.undo();
    expect(current().modules[0].data.content).toBe('Titel');

    await ops.updateSection(owner, current(), { layout: 3 });
    await ops.saveModule(owner, current(), 'quote', { content: 'Zitat' }, { placement: { section: current().id, column: 1, parent: null } });
    await ops.undo();
    expect(current().modules.map((m) => m.model)).not.toContain('quote');
    await ops.undo();
    expect(current().layout).toBe(0);
  });

  it('keeps the backup when the restore fails, so undo can be tried again', async () => {
    const { ops, current, fake, store } = await sectionWithFaq();
    await ops.deleteModule(owner, current(), current().modules[0]);
    fake.failWith(new ApiError(502, 'upstream_unreachable', 'down'));
    await expect(ops.undo()).rejects.toThrow('down');
    expect(areaOf(store, editorArea).canUndo).toBe(true);
    await ops.undo();
    expect(current().modules.map((m) => m.model)).toEqual(['headline', 'faq']);
  });

  it('redo brings back what undo replaced, step by step; a new change forgets what was undone', async () => {
    const { ops, current, store } = await sectionWithFaq();
    const editor = areaOf(store, editorArea);
    await ops.saveModule(owner, current(), 'headline', { content: 'Eins' }, { node: current().modules[0] });
    await ops.saveModule(owner, current(), 'headline', { content: 'Zwei' }, { node: current().modules[0] });
    expect(editor.canRedo).toBe(false);
    await ops.undo();
    await ops.undo();
    expect(current().modules[0].data.content).toBe('Titel');
    expect(editor.canRedo).toBe(true);
    expect(await ops.redo()).toBe(true);
    expect(current().modules[0].data.content).toBe('Eins');
    await ops.redo();
    expect(current().modules[0].data.content).toBe('Zwei');
    expect(await ops.redo()).toBe(false);
    // the redone change can be undone again
    await ops.undo();
    expect(current().modules[0].data.content).toBe('Eins');
    // a new change after an undo: nothing left to redo
    await ops.saveModule(owner, current(), 'headline', { content: 'Drei' }, { node: current().modules[0] });
    expect(editor.canRedo).toBe(false);
  });

  it('undo deletes a section that was added; redo adds it again', async () => {
    const { ops, store, fake } = setup();
    await ops.ensureSection(owner);
    const sectionsNow = () => areaOf(store, editorArea).sectionsOf(ownerKey(owner))!.map((s) => s.slug);
    const added = await ops.addSection(owner, 2);
    expect(sectionsNow()).toEqual(['page-7', added.slug]);
    await ops.undo();
    expect(sectionsNow()).toEqual(['page-7']);
    expect(() => fake.section(added.id)).toThrow();
    await ops.redo();
    expect(sectionsNow()).toEqual(['page-7', added.slug]);
    const again = areaOf(store, editorArea).sectionsOf(ownerKey(owner))![1];
    expect(fake.section(again.id)).toMatchObject({ slug: added.slug, layout: 2 });
    // and undone once more
    await ops.undo();
    expect(sectionsNow()).toEqual(['page-7']);
  });

  it('one undo is one request: the section restored in one transaction (one version in the history, issue 44 item 3)', async () => {
    const { ops, current, fake } = await sectionWithFaq();
    const before = current().modules.map((m) => m.model);
    await ops.deleteModule(owner, current(), current().modules[1]);
    fake.calls.length = 0;
    await ops.undo();
    expect(fake.calls).toEqual(['POST /de/pageeditor-api/container/restore/']);
    expect(current().modules.map((m) => m.model)).toEqual(before);
  });

  it("a section's first headline names the section in the same user action as its save (one history entry); undo takes both back", async () => {
    const { ops, current, fake } = setup();
    await ops.ensureSection(owner);
    fake.calls.length = 0;
    fake.headers.length = 0;
    await ops.saveModule(owner, current(), 'headline', { content: 'Saisonstart 2031', headline_level: 2 }, { placement: { section: current().id, column: 0, parent: null } });
    expect(fake.calls).toEqual(['POST /de/pageeditor-api/headline/', `PATCH /de/pageeditor-api/container/${current().id}/`]);
    const ids = fake.headers.map((h) => h?.[EDIT_ACTION_HEADER]);
    expect(ids[0]).toMatch(/^[a-z0-9-]{8,64}$/);
    expect(new Set(ids).size).toBe(1);
    expect(current().slug).toBe('saisonstart-2031');
    // the next save is an action of its own
    fake.headers.length = 0;
    await ops.saveModule(owner, current(), 'headline', { content: 'Saisonstart', headline_level: 2 }, { node: current().modules[0] });
    expect(fake.headers.map((h) => h?.[EDIT_ACTION_HEADER])).not.toContain(ids[0]);
    await ops.undo();
    await ops.undo();
    expect(current()).toMatchObject({ slug: 'page-7', modules: [] });
  });

  it('a change keeps the identity of the modules it did not touch (only the edited one re-renders)', async () => {
    const { ops, current, faq } = await sectionWithFaq();
    const faqBefore = current().modules.find((m) => m.id === faq.id);
    await ops.saveModule(owner, current(), 'headline', { content: 'Anders' }, { node: current().modules[0] });
    expect(current().modules.find((m) => m.id === faq.id)).toBe(faqBefore);
  });
});

describe("undo after another editor changed the section (their change would go with it)", () => {
  it('changedSections: a section whose version, layout, anchor or a module version changed, or that is gone', () => {
    const section = (id: number, version: number, modules: { id: number; version: number }[] = []) =>
      ({ id, slug: `s-${id}`, version, layout: 0, modules: modules.map((m) => ({ ...m, children: [] })) }) as unknown as ContainerSection;
    const held = [section(1, 2, [{ id: 10, version: 1 }]), section(2, 1), section(3, 1)];
    expect(changedSections(held, [section(1, 2, [{ id: 10, version: 1 }]), section(2, 1), section(3, 1)])).toEqual([]);
    expect(changedSections(held, [section(1, 2, [{ id: 10, version: 2 }]), section(2, 2)])).toEqual(['s-1', 's-2', 's-3']);
  });

  it("asks first; 'reload' keeps their change and drops the step, 'overwrite' brings mine back", async () => {
    const { ops, store, current } = setup();
    const editor = areaOf(store, editorArea);
    await ops.ensureSection(owner);
    const place = { placement: { section: current().id, column: 0, parent: null } };
    await ops.saveModule(owner, current(), 'quote', { content: 'Eins' }, place);
    await ops.saveModule(owner, current(), 'quote', { content: 'Zwei' }, place);
    // the other editor's change of this section has been loaded: both backups are older than it
    editor.noteChangedByOthers([current().slug], 'Konrad Klein');
    const declined = ops.undo();
    await waitFor(() => editor.conflict !== null);
    expect(editor.conflict).toMatchObject({ changedBy: 'Konrad Klein' });
    editor.resolveConflict('reload');
    expect(await declined).toBe(false);
    expect(current().modules.map((m) => m.data.content)).toEqual(['Eins', 'Zwei']);
    expect(editor.canRedo).toBe(false);
    // the older step asks too; overwritten, it is undone
    const overwritten = ops.undo();
    await waitFor(() => editor.conflict !== null);
    editor.resolveConflict('overwrite');
    expect(await overwritten).toBe(true);
    expect(current().modules).toEqual([]);
    // what this undo replaced is not older than their change: redo asks nothing
    expect(await ops.redo()).toBe(true);
    expect(editor.conflict).toBeNull();
    expect(current().modules.map((m) => m.data.content)).toEqual(['Eins', 'Zwei']);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe('publish and discard as undo steps', () => {
  const story = { content_type: 'story' as const, object_id: 4 };
  const status = (published_at: string | null, changed?: boolean) =>
    ({ ...story, has_draft: false, draft_locales: [], is_online: true, published_at, published_by: null, draft_updated_at: '2026-11-27T10:00:00.000Z', draft_updated_by: null, publish_at: null, unpublish_at: null, publish_locales: null, editing: [], last_change: null, last_other_change: null, review: null, changed }) as PublicationStatus;

  /** An API that answers each POST with the next of `answers` (an ApiError is thrown); every call is listed. */
  function scripted(answers: unknown[]) {
    const calls: { path: string; body: unknown }[] = [];
    const api: ApiClient = {
      get: async () => status('2026-11-27T11:00:00.000Z') as never,
      send: async (_method, path, body) => {
        calls.push({ path, body });
        const answer = answers.shift();
        if (answer instanceof ApiError) throw answer;
        return answer as never;
      },
      upload: async () => undefined as never,
    };
    const store = createRootStore({}, { api, logger });
    stores.push(store);
    return { store, ops: createOperations(store, 'de'), calls, editor: areaOf(store, editorArea) };
  }

  it('undo takes back a publish based on its answer, redo publishes again based on the undo’s', async () => {
    const { ops, calls, editor } = scripted([status('2026-11-27T11:00:00.000Z', true), status(null), status('2026-11-27T12:00:00.000Z', true)]);
    await ops.publish(story);
    expect(await ops.undo()).toBe(true);
    expect(calls[1]).toEqual({
      path: '/de/pageeditor-api/publication/story/4/undo-publish/',
      body: { based_on: { published_at: '2026-11-27T11:00:00.000Z', draft_updated_at: '2026-11-27T10:00:00.000Z', is_online: true } },
    });
    expect(await ops.redo()).toBe(true);
    expect(calls[2]).toMatchObject({ path: '/de/pageeditor-api/publication/story/4/publish/', body: { based_on: { published_at: null } } });
    expect(editor.canUndo).toBe(true);
  });

  it('a publish that published nothing is no undo step', async () => {
    const { ops, editor } = scripted([status('2026-11-27T11:00:00.000Z', false)]);
    await ops.publish(story);
    expect(editor.canUndo).toBe(false);
  });

  it('a step the back end refuses with 409 is dropped, so the one before is next; another failure keeps it', async () => {
    const stale = new ApiError(409, 'stale', 'Max Probe hat diese Seite inzwischen geändert.');
    const { ops, editor, calls } = scripted([status('2026-11-27T09:00:00.000Z', true), status('2026-11-27T11:00:00.000Z', true), new ApiError(503, 'unavailable', ''), stale]);
    await ops.publish(story);
    await ops.publish(story);
    await expect(ops.undo()).rejects.toThrow(ApiError);
    await expect(ops.undo()).rejects.toThrow('Max Probe');
    expect(calls.map((c) => (c.body as { based_on?: { published_at: string } } | undefined)?.based_on?.published_at)).toEqual([undefined, undefined, '2026-11-27T11:00:00.000Z', '2026-11-27T11:00:00.000Z']);
    // the first publish is next
    expect(editor.canUndo).toBe(true);
    expect(editor.takeBackup()).toMatchObject({ step: 'publication', action: 'undo-publish', seen: { published_at: '2026-11-27T09:00:00.000Z' } });
  });
});

describe('alerts', () => {
  it('shows the save alert after a write, hides it after ALERT_MS', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { ops, store, current } = setup();
    await ops.ensureSection(owner); // a read (404), then a write
    expect(areaOf(store, editorArea).alert?.kind).toBe('save');
    jest.advanceTimersByTime(ALERT_MS - 1);
    expect(areaOf(store, editorArea).alert).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(areaOf(store, editorArea).alert).toBeNull();
    await ops.saveModule(owner, current(), 'headline', { content: 'A' }, { placement: { section: current().id, column: 0, parent: null } });
    expect(areaOf(store, editorArea).alert?.kind).toBe('save');
  });

  it('shows no alert after a read or a reorder', async () => {
    const { ops, store, current } = setup();
    await ops.ensureSection(owner);
    await ops.saveModule(owner, current(), 'headline', { content: 'A' }, { placement: { section: current().id, column: 0, parent: null } });
    await ops.saveModule(owner, current(), 'quote', { content: 'B' }, { placement: { section: current().id, column: 0, parent: null } });
    areaOf(store, editorArea).hideAlert();
    const [a, b] = current().modules.map((m) => m.id);
    await ops.placeModules(owner, current(), [[b, a]], b);
    expect(current().modules.map((m) => m.model)).toEqual(['quote', 'headline']);
    expect(areaOf(store, editorArea).alert).toBeNull();
    await ops.versions(7).catch(() => undefined); // not in the fake: fails, error alert
    expect(areaOf(store, editorArea).alert?.kind).toBe('error');
  });

  it('shows the error alert on failure; a 401 opens the login modal', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { ops, store, current, fake } = setup();
    await ops.ensureSection(owner);
    fake.failWith(new ApiError(401, 'not_authenticated', 'Not logged in'));
    await expect(ops.saveModule(owner, current(), 'headline', { content: 'A' }, { placement: { section: current().id, column: 0, parent: null } })).rejects.toBeInstanceOf(ApiError);
    expect(areaOf(store, editorArea).alert?.kind).toBe('error');
    expect(areaOf(store, editorArea).loginOpen).toBe(true);
    jest.advanceTimersByTime(ALERT_MS);
    expect(areaOf(store, editorArea).alert).toBeNull();
  });

  it('a new alert restarts the time', () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { store } = setup();
    areaOf(store, editorArea).showAlert('save');
    jest.advanceTimersByTime(3000);
    areaOf(store, editorArea).showAlert('error');
    jest.advanceTimersByTime(3000);
    expect(areaOf(store, editorArea).alert?.kind).toBe('error');
    jest.advanceTimersByTime(1000);
    expect(areaOf(store, editorArea).alert).toBeNull();
  });
});
