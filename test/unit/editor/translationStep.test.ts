/**
 * The translation copy as one step of the editor's undo (client/editor/history/pageSteps.ts): undo
 * sends `undo-copy` based on the copy's answer and shows the sections it answers; redo copies again
 * based on the undo's; a 409 drops the step (the alert says why).
 */
import { ApiError } from '../../../shared/api/errors';
import type { ApiClient } from '../../../shared/api/client';
import type { ContainerSection, PublicationStatus } from '../../../shared/contract/pages';
import { createRootStore } from '../../../client/stores/RootStore';
import { createOperations } from '../../../client/editor/operations';
import { areaOf } from '../../../client/stores/areas';
import { editorArea } from '../../../client/editor/EditorStore';
import { ownerKey } from '../../../client/editor/owner';
import { copyTranslation } from '../../../client/editor/translation/api';

const logger = { warn: jest.fn() };
const event = { content_type: 'event' as const, object_id: 3 };
const status = (draft_updated_at: string) =>
  ({ ...event, has_draft: true, draft_locales: ["en"], is_online: true, published_at: null, published_by: null, draft_updated_at, draft_updated_by: null, publish_at: null, unpublish_at: null, publish_locales: null, editing: [], last_change: null, last_other_change: null, review: null }) as PublicationStatus;
const section = (slug: string, content: string) => ({ id: slug.length, slug, locale: 'en', modules: [{ id: 9, model: 'quote', data: { content } }] }) as unknown as ContainerSection;

/** The editor stores of this file's tests: their alerts are hidden after each test (no timer outlives the file). */
const editors: ReturnType<typeof areaOf<typeof editorArea.model>>[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.hideAlert();
});

/** An API that answers each POST with the next of `answers` (an ApiError is thrown); every call is listed. */
function scripted(answers: unknown[]) {
  const calls: { path: string; body: unknown }[] = [];
  const api: ApiClient = {
    get: async () => undefined as never,
    send: async (_method, path, body) => {
      calls.push({ path, body });
      const answer = answers.shift();
      if (answer instanceof ApiError) throw answer;
      return answer as never;
    },
    upload: async () => undefined as never,
  };
  const store = createRootStore({}, { api, logger });
  const editor = areaOf(store, editorArea);
  editors.push(editor);
  const shown = () => (editor.sectionsOf(ownerKey(event)) ?? []).map((s) => s.modules[0]?.data.content);
  return { store, ops: createOperations(store, 'en'), editor, calls, shown };
}

test('undo of the copy brings back what it replaced, redo copies again; each based on the answer before', async () => {
  const { store, ops, editor, calls, shown } = scripted([
    { copied: 1, sections: [section('event-3', 'Draußen spielen wir.')], status: status('2026-11-27T10:00:00.000Z') },
    { sections: [section('event-3', 'Our own words.')], status: status('2026-11-27T10:01:00.000Z') },
    { copied: 1, sections: [section('event-3', 'Draußen spielen wir.')], status: status('2026-11-27T10:02:00.000Z') },
  ]);
  await copyTranslation(store, 'en', event, true);
  expect(shown()).toEqual(['Draußen spielen wir.']);
  expect(editor.canUndo).toBe(true);

  expect(await ops.undo()).toBe(true);
  expect(calls[1]).toEqual({ path: '/en/pageeditor-api/translation/event/3/undo-copy/', body: { based_on: { published_at: null, draft_updated_at: '2026-11-27T10:00:00.000Z', is_online: true } } });
  expect(shown()).toEqual(['Our own words.']);
  expect(editor.canRedo).toBe(true);

  expect(await ops.redo()).toBe(true);
  expect(calls[2]).toEqual({
    path: '/en/pageeditor-api/translation/event/3/copy/',
    body: { from: 'de', replace: true, based_on: { published_at: null, draft_updated_at: '2026-11-27T10:01:00.000Z', is_online: true } },
  });
  expect(shown()).toEqual(['Draußen spielen wir.']);
  // and the redone copy is one undo step again, based on the redo's answer
  expect(editor.takeBackup()).toMatchObject({ step: 'translation', action: 'undo-copy', locale: 'en', seen: { draft_updated_at: '2026-11-27T10:02:00.000Z' } });
});

test('an undo refused as stale is dropped and changes nothing on screen', async () => {
  const stale = new ApiError(409, 'stale', 'Max Probe has changed this page in the meantime.');
  const { store, ops, editor, shown } = scripted([{ copied: 1, sections: [section('event-3', 'Draußen spielen wir.')], status: status('2026-11-27T10:00:00.000Z') }, stale]);
  await copyTranslation(store, 'en', event, true);
  await expect(ops.undo()).rejects.toThrow('Max Probe');
  expect(shown()).toEqual(['Draußen spielen wir.']);
  expect(editor.canUndo).toBe(false);
  expect(editor.canRedo).toBe(false);
});
