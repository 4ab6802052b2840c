/** A content page's history: its versions, their differences, a restore; and its other language's sections. */
import type { Locale } from '../../../shared/constants';
import type { ContainerSection, Page, PageVersion, VersionDiff } from '../../../shared/contract/pages';
import * as apiPaths from '../../../shared/api/paths';
import * as editorPaths from '../../../shared/api/editorPaths';
import { conflictDetails, isStale } from '../conflicts';
import { newestVersion, showRestored } from '../history/pageSteps';
import { ownerKey } from '../owner';
import type { PageStep } from '../EditorStore';
import type { OperationsContext } from './context';

/**
 * Restores a version of the page based on the newest history version `newest` the editor saw (a
 * restore from the history, or undo and redo of one): when someone saved since (409 'stale') the
 * editor chooses: reload (null: nothing restored, the page shows their change) or restore over it.
 * Answers the page and the step that takes the restore back: to the newest version before it, based
 * on the version the restore made (so that step is refused too when someone saves after it).
 */
export async function restoreOverOthers(
  { store, locale, api, editor, showDraftPage }: OperationsContext,
  pageId: number,
  versionId: number,
  newest: number | undefined,
): Promise<{ page: Page; undo: PageStep | null } | null> {
  const send = (basedOn: number | undefined) => editor.track('write', () => api.send<Page>('POST', editorPaths.restoreVersion(locale, pageId, versionId, basedOn)));
  let page: Page;
  let replaced = newest;
  try {
    page = await send(replaced);
  } catch (error) {
    if (!isStale(error)) throw error;
    const choice = await editor.askConflict(error.message, error.conflict?.changed_by ?? null, conflictDetails(error));
    if (choice === 'reload') {
      await showDraftPage();
      const current = store.page.current;
      if (current) editor.setSections(ownerKey({ content_type: 'page', object_id: current.id }), current.modules);
      return null;
    }
    // restored over the other editor's save: that is what undo brings back
    replaced = (await newestVersion(api, locale, pageId)) ?? undefined;
    page = await send(replaced);
  }
  // read before the page shows it, so the restore appears together with its undo (or redo) step
  const made = replaced === undefined ? undefined : ((await newestVersion(api, locale, pageId)) ?? undefined);
  showRestored(store, editor, page);
  if (replaced === undefined) return { page, undo: null };
  return { page, undo: { step: 'version', pageId, versionId: replaced, seen: made } };
}

export function versionOperations(context: OperationsContext) {
  const { locale, api, editor } = context;
  return {
    /** The sections of a content page in its other language (for the content checks); null: the page has no such version. */
    async otherLanguageSections(page: Pick<Page, 'urls'>): Promise<ContainerSection[] | null> {
      const other: Locale = locale === 'de' ? 'en' : 'de';
      const url = page.urls[other];
      if (!url) return null;
      const slug = url.replace(new RegExp(`^/${other}/?`), '');
      const answer = await editor.track('read', () => api.get<Page>(apiPaths.page(other, slug)));
      return answer.modules;
    },

    versions(pageId: number): Promise<PageVersion[]> {
      return editor.track('read', () => api.get<PageVersion[]>(editorPaths.versions(locale, pageId)));
    },

    versionDiff(pageId: number, versionId: number, against: number | null = null): Promise<VersionDiff> {
      return editor.track('read', () => api.get<VersionDiff>(editorPaths.versionDiff(locale, pageId, versionId, against)));
    },

    /**
     * Restores a version, based on the newest history entry the editor saw (`newest`): someone saved
     * since, the editor reloads (null: nothing restored, the page shows their change) or restores anyway.
     */
    async restoreVersion(pageId: number, versionId: number, newest?: number): Promise<Page | null> {
      const restored = await restoreOverOthers(context, pageId, versionId, newest);
      if (!restored) return null;
      if (restored.undo) editor.backup(restored.undo);
      return restored.page;
    },
  };
}
