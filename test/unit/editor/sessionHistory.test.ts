/**
 * The undo history kept for the session (issue 45 item 11, client/editor/history/sessionHistory.ts):
 * kept as text and put back into a new editor (after a reload), undo and redo work in order; a section
 * another editor changed since makes its steps ask first; only the page's own entries are kept, bounded
 * in size; only a reload of the same address takes it back.
 */
import { createOperations } from '../../../client/editor/operations';
import { ownerKey, type EditableOwner } from '../../../client/editor/owner';
import { createRootStore } from '../../../client/stores/RootStore';
import type { ContainerSection } from '../../../shared/contract/pages';
import { fakePageEditorApi } from './fakePageEditorApi';
import { areaOf } from '../../../client/stores/areas';
import { editorArea, type UndoEntry } from '../../../client/editor/EditorStore';
import {
  boundedJson,
  claimKeptHistory,
  keepHistory,
  parseHistory,
  resetClaimForTests,
  restoreHistory,
  seenSectionIds,
  serializeHistory,
  storageKey,
  type StoredHistory,
} from '../../../client/editor/history/sessionHistory';

const owner: EditableOwner = { content_type: 'page', object_id: 7 };
const logger = { warn: jest.fn() };

/** the editors of a test: their alerts' timers are stopped after it */
const editors: { hideAlert(): void }[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.hideAlert()));

/** One editor (a tab's store) on the shared in-memory back end. */
function editorOn(fake: ReturnType<typeof fakePageEditorApi>) {
  const store = createRootStore({}, { api: fake.api, logger });
  const ops = createOperations(store, 'de');
  const editor = areaOf(store, editorArea);
  editors.push(editor);
  const current = (): ContainerSection => editor.sectionsOf(ownerKey(owner))![0];
  return { store, ops, editor, current };
}

/** The sections a kept history is based on, read again (as useSessionHistory does after a reload). */
async function sectionsNow(fake: ReturnType<typeof fakePageEditorApi>, kept: StoredHistory) {
  const now = new Map<number, ContainerSection | null>();
  for (const id of seenSectionIds(kept)) now.set(id, await fake.api.get<ContainerSection>(`/de/pageeditor-api/container/${id}/`));
  return now;
}

/** Two changes in the page's section, one undone (for redo); answers the history as kept, through its text. */
async function twoChanges() {
  const fake = fakePageEditorApi();
  const first = editorOn(fake);
  await first.ops.ensureSection(owner);
  const place = { placement: { section: first.current().id, column: 0, parent: null } };
  await first.ops.saveModule(owner, first.current(), 'quote', { content: 'Eins' }, place);
  await first.ops.saveModule(owner, first.current(), 'quote', { content: 'Zwei' }, place);
  await first.ops.saveModule(owner, first.current(), 'quote', { content: 'Drei' }, place);
  await first.ops.undo();
  const kept = parseHistory(boundedJson(serializeHistory(first.editor, owner, 'de')!));
  expect(kept).not.toBeNull();
  return { fake, first, kept: kept! };
}

/** A new editor (the reloaded tab) showing the page as the back end has it now. */
async function reloaded(fake: ReturnType<typeof fakePageEditorApi>) {
  const second = editorOn(fake);
  await second.ops.ensureSection(owner);
  return second;
}

const contents = (section: ContainerSection) => section.modules.map((m) => m.data.content);

describe('kept for the session and put back after a reload', () => {
  it('undo and redo work in order, nothing asks', async () => {
    const { fake, kept } = await twoChanges();
    expect(kept.undo).toHaveLength(2);
    expect(kept.redo).toHaveLength(1);
    const second = await reloaded(fake);
    expect(restoreHistory(second.editor, kept, await sectionsNow(fake, kept), null)).toBe(0);
    expect(second.editor.canUndo).toBe(true);
    expect(second.editor.canRedo).toBe(true);
    expect(contents(second.current())).toEqual(['Eins', 'Zwei']);
    expect(await second.ops.redo()).toBe(true);
    expect(contents(second.current())).toEqual(['Eins', 'Zwei', 'Drei']);
    await second.ops.undo();
    await second.ops.undo();
    expect(contents(second.current())).toEqual(['Eins']);
    await second.ops.undo();
    expect(contents(second.current())).toEqual([]);
    expect(second.editor.conflict).toBeNull();
    expect(second.editor.canUndo).toBe(false);
  });

  it("a section another editor changed since: its steps ask first, 'Neu laden' keeps their change", async () => {
    const { fake, first, kept } = await twoChanges();
    // another editor adds a module to the section after the history was kept
    await fake.api.send('POST', '/de/pageeditor-api/quote/', { section: first.current().id, content: 'Konrad', author: '', anchor: '' });
    const second = await reloaded(fake);
    expect(contents(second.current())).toEqual(['Eins', 'Zwei', 'Konrad']);
    expect(restoreHistory(second.editor, kept, await sectionsNow(fake, kept), 'Konrad Klein')).toBe(3);
    const declined = second.ops.undo();
    await waitFor(() => second.editor.conflict !== null);
    expect(second.editor.conflict).toMatchObject({ changedBy: 'Konrad Klein' });
    second.editor.resolveConflict('reload');
    expect(await declined).toBe(false);
    // nothing overwritten
    expect(contents(second.current())).toEqual(['Eins', 'Zwei', 'Konrad']);
    expect(contents(await fake.api.get<ContainerSection>(`/de/pageeditor-api/container/${second.current().id}/`))).toEqual(['Eins', 'Zwei', 'Konrad']);
    // redo asks as well
    const redone = second.ops.redo();
    await waitFor(() => second.editor.conflict !== null);
    second.editor.resolveConflict('reload');
    expect(await redone).toBe(false);
  });

  it('a mark of a change loaded before the reload is kept with its entry', async () => {
    const { first } = await twoChanges();
    first.editor.noteChangedByOthers([first.current().slug], 'Konrad Klein');
    const kept = serializeHistory(first.editor, owner, 'de')!;
    expect(kept.undo.map((e) => e.crossed)).toEqual(['Konrad Klein', 'Konrad Klein']);
  });

  it("keeps only the page's own entries (owner and language) and no version step based on nothing known", async () => {
    const { first } = await twoChanges();
    const other = { ...first.current(), id: 99, slug: 'anders', object_id: 8 };
    first.editor.backup(other, true);
    first.editor.backup({ ...first.current(), locale: 'en' }, true);
    first.editor.backup({ step: 'version', pageId: 7, versionId: 3 }, true);
    first.editor.backup({ step: 'version', pageId: 7, versionId: 4, seen: 5 }, true);
    const kept = serializeHistory(first.editor, owner, 'de')!;
    expect(kept.undo.map((e) => ('step' in e.entry ? e.entry.step : e.entry.slug))).toEqual(['page-7', 'page-7', 'version']);
    // another page has nothing kept
    expect(serializeHistory(first.editor, { content_type: 'page', object_id: 12 }, 'de')).toBeNull();
  });

  it('is bounded in size: the oldest undo entries go first', async () => {
    const { kept } = await twoChanges();
    const whole = boundedJson(kept)!;
    const entry = JSON.stringify(kept.undo[0]).length;
    const smaller = parseHistory(boundedJson(kept, whole.length - entry))!;
    expect(smaller.undo).toEqual(kept.undo.slice(1));
    expect(smaller.redo).toEqual(kept.redo);
    expect(boundedJson(kept, 10)).toBeNull();
  });

  it('put back below the steps taken since the reload; redo then stays empty', async () => {
    const { fake, kept } = await twoChanges();
    const second = await reloaded(fake);
    const newer: UndoEntry = { step: 'schedule', content_type: 'page', object_id: 7, publish_at: null, unpublish_at: null };
    second.editor.backup(newer);
    restoreHistory(second.editor, kept, await sectionsNow(fake, kept), null);
    expect(second.editor.undoEntries()).toEqual([...kept.undo.map((e) => e.entry), newer]);
    expect(second.editor.canRedo).toBe(false);
  });
});

describe('claimKeptHistory', () => {
  const key = storageKey('de', owner);
  const saved = { performance: globalThis.performance, sessionStorage: (globalThis as { sessionStorage?: Storage }).sessionStorage, location: (globalThis as { location?: Location }).location };

  function browserLike(type: string, loadedFrom: string, at: string) {
    const items = new Map<string, string>();
    const storage = {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      clear: () => items.clear(),
    } as Storage;
    Object.assign(globalThis, {
      sessionStorage: storage,
      location: new URL(`http://localhost${at}`),
      performance: { getEntriesByType: () => [{ type, name: `http://localhost${loadedFrom}` }] },
    });
    resetClaimForTests();
    return items;
  }

  afterEach(() => {
    Object.assign(globalThis, saved);
    resetClaimForTests();
  });

  const history: StoredHistory = { v: 1, undo: [{ entry: { step: 'schedule', content_type: 'page', object_id: 7, publish_at: null, unpublish_at: null } }], redo: [] };

  it('a reload of the same address takes its history back, once; others are forgotten', () => {
    const items = browserLike('reload', '/de/seite?edit', '/de/seite');
    keepHistory(key, history);
    keepHistory(storageKey('de', { content_type: 'page', object_id: 8 }), history);
    expect(claimKeptHistory(key)).toEqual(history);
    expect([...items.keys()]).toEqual([key]);
    // another page opened after it (in the same document) starts empty
    expect(claimKeptHistory(key)).toBeNull();
  });

  it('a fresh visit, or a reload of another address, starts empty and forgets what was kept', () => {
    let items = browserLike('navigate', '/de/seite?edit', '/de/seite');
    keepHistory(key, history);
    expect(claimKeptHistory(key)).toBeNull();
    expect(items.size).toBe(0);
    items = browserLike('reload', '/de/andere?edit', '/de/seite');
    keepHistory(key, history);
    expect(claimKeptHistory(key)).toBeNull();
    expect(items.size).toBe(0);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
