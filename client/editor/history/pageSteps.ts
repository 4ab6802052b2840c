/**
 * Undo and redo of the page-wide actions (issue 26 item 4: every editor action can be undone): the
 * schedule goes back to the times it had; a version restore, and a content page's discarded draft,
 * go back to the page's content as the newest history version before them holds it (a restore of
 * that version, which the history records like any other). Each step answers the step that takes it
 * back again, so redo works the same way. (Publishing is taken back by no step: what visitors saw
 * before is not kept once the draft is published; the publish button says so.)
 */
import type { Locale } from '../../../shared/constants';
import type { Page, PageVersion, PublicationStatus } from '../../../shared/contract/pages';
import type { ApiClient } from '../../../shared/api/client';
import * as editorPaths from '../../../shared/api/editorPaths';
import type { RootStoreInstance } from '../../stores/RootStore';
import type { EditorStoreInstance, PageStep } from '../EditorStore';
import { ownerKey } from '../owner';

/** The page's newest history version (the state a restore or discard is about to replace); null: none yet. */
export async function newestVersion(api: ApiClient, locale: Locale, pageId: number): Promise<number | null> {
  const versions = await api.get<PageVersion[]>(editorPaths.versions(locale, pageId));
  return versions[0]?.id ?? null;
}

/** Puts the page on screen (and in the editor) as the restore answered it. */
export function showRestored(store: RootStoreInstance, editor: EditorStoreInstance, page: Page): void {
  if (store.page.current?.id === page.id) store.page.replaceCurrent(page);
  editor.setSections(ownerKey({ content_type: 'page', object_id: page.id }), page.modules);
}

/** Brings back `step` through the API; answers the step that undoes this again. */
export async function bringBackStep(api: ApiClient, locale: Locale, store: RootStoreInstance, editor: EditorStoreInstance, step: PageStep): Promise<PageStep> {
  if (step.step === 'schedule') {
    const path = editorPaths.publication(locale, step.content_type, step.object_id, 'schedule');
    const now = await api.get<PublicationStatus>(editorPaths.publication(locale, step.content_type, step.object_id));
    await editor.track('write', () => api.send<PublicationStatus>('PUT', path, { publish_at: step.publish_at, unpublish_at: step.unpublish_at }));
    return { ...step, publish_at: now.publish_at, unpublish_at: now.unpublish_at };
  }
  const newest = await newestVersion(api, locale, step.pageId);
  const page = await editor.track('write', () => api.send<Page>('POST', editorPaths.restoreVersion(locale, step.pageId, step.versionId, newest ?? undefined)));
  showRestored(store, editor, page);
  // the state just replaced is the newest version before this restore
  return { step: 'version', pageId: step.pageId, versionId: newest ?? step.versionId };
}
