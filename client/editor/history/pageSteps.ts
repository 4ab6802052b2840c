/**
 * Undo and redo of the page-wide actions (issue 26 item 4: every editor action can be undone): the
 * schedule goes back to the times it had; a version restore goes back to the page's content as the
 * newest history version before it holds it (a restore of that version, which the history records
 * like any other); a publish and a discard of any owner (page, concert, story, person) are taken
 * back by the back end, which kept what they replaced (`undo-publish`, `undo-discard`, based on the
 * publication state the step saw: 409 'stale' when someone changed it since), and redone by
 * publishing or discarding again; a translation copy likewise (`undo-copy` brings back what the copy
 * replaced, redo copies again, both based on the state the step saw). Each step answers the step that takes it back again, so redo works
 * the same way.
 */
import type { Locale } from '../../../shared/constants';
import type { ContainerSection, DiscardResult, Page, PageVersion, PublicationStatus } from '../../../shared/contract/pages';
import type { ApiClient } from '../../../shared/api/client';
import * as editorPaths from '../../../shared/api/editorPaths';
import type { RootStoreInstance } from '../../stores/RootStore';
import type { TranslationCopyResult, TranslationUndoResult } from '../../../shared/contract/translation';
import type { EditorStoreInstance, PageStep, PublicationSeen, TranslationAction } from '../EditorStore';
import { otherLocale, translationPaths } from '../translation/paths';
import { ownerKey } from '../owner';
import type { DraftOwner } from '../operations/types';

/** What takes a publication action back. */
const INVERSE: Record<editorPaths.PublicationAction, editorPaths.PublicationAction> = {
  publish: 'undo-publish',
  'undo-publish': 'publish',
  discard: 'undo-discard',
  'undo-discard': 'discard',
};

/** The step that takes `done` back, based on the publication state its answer gave. */
export function publicationStep(owner: DraftOwner, done: editorPaths.PublicationAction, status: PublicationStatus, locales?: Locale[]): PageStep {
  const { content_type, object_id } = owner;
  // the languages of a publish or discard stay with its steps: redo takes the same ones
  return { step: 'publication', content_type, object_id, action: INVERSE[done], seen: seenOf(status), ...(locales ? { locales } : {}) };
}

const seenOf = (status: PublicationStatus): PublicationSeen => ({ published_at: status.published_at, draft_updated_at: status.draft_updated_at, is_online: status.is_online });

/** The step that takes a translation copy into `locale` (or its undo, `done`) back, based on the publication state its answer gave. */
export function translationStep(owner: DraftOwner, locale: Locale, done: TranslationAction, status: PublicationStatus): PageStep {
  const { content_type, object_id } = owner;
  return { step: 'translation', content_type, object_id, locale, action: done === 'copy' ? 'undo-copy' : 'copy', seen: seenOf(status) };
}

/** The owner's draft sections on screen (the editor's, and the visitors' view of a content page on screen). */
export function showSections(store: RootStoreInstance, editor: EditorStoreInstance, owner: DraftOwner, sections: readonly ContainerSection[]): void {
  editor.setSections(ownerKey(owner), sections);
  if (owner.content_type === 'page' && store.page.current?.id === owner.object_id) store.page.setSections(editor.sectionsOf(ownerKey(owner)) ?? []);
}

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

/** Brings back `step` through the API; answers the step that undoes this again. A version step is the restore's own (operations/versions.ts). */
export async function bringBackStep(api: ApiClient, locale: Locale, store: RootStoreInstance, editor: EditorStoreInstance, step: Exclude<PageStep, { step: 'version' }>): Promise<PageStep> {
  if (step.step === 'schedule') {
    const path = editorPaths.publication(locale, step.content_type, step.object_id, 'schedule');
    const now = await api.get<PublicationStatus>(editorPaths.publication(locale, step.content_type, step.object_id));
    // the go-live's languages come back with its time (a step from before they were kept: every language)
    const publish_locales = step.publish_locales ?? null;
    await editor.track('write', () => api.send<PublicationStatus>('PUT', path, { publish_at: step.publish_at, unpublish_at: step.unpublish_at, publish_locales }));
    return { ...step, publish_at: now.publish_at, unpublish_at: now.unpublish_at, publish_locales: now.publish_locales, seen: { publish_at: step.publish_at, unpublish_at: step.unpublish_at, publish_locales } };
  }
  if (step.step === 'publication') {
    const owner: DraftOwner = { content_type: step.content_type, object_id: step.object_id };
    const path = editorPaths.publication(locale, owner.content_type, owner.object_id, step.action);
    const locales = step.action === 'publish' || step.action === 'discard' ? step.locales : undefined;
    const answer = await editor.track('write', () => api.send<PublicationStatus | DiscardResult>('POST', path, { based_on: step.seen, locales }));
    if ('sections' in answer) showSections(store, editor, owner, answer.sections);
    return publicationStep(owner, step.action, 'status' in answer ? answer.status : answer, step.locales);
  }
  const owner: DraftOwner = { content_type: step.content_type, object_id: step.object_id };
  const answer =
    step.action === 'copy'
      ? await editor.track('write', () => api.send<TranslationCopyResult>('POST', translationPaths.copy(step.locale, owner), { from: otherLocale(step.locale), replace: true, based_on: step.seen }))
      : await editor.track('write', () => api.send<TranslationUndoResult>('POST', translationPaths.undoCopy(step.locale, owner), { based_on: step.seen }));
  showSections(store, editor, owner, answer.sections);
  return translationStep(owner, step.locale, step.action, answer.status);
}
