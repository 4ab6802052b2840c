/**
 * What every group of the editor's operations shares: the API, the editor's store, the owner's
 * sections, and how a changed section is put on screen (the editor's view and, for a content page,
 * the page the visitors' view renders from).
 */
import type { Locale } from '../../../shared/constants';
import type { ContainerSection, Page } from '../../../shared/contract/pages';
import * as apiPaths from '../../../shared/api/paths';
import { slugify } from '../../../shared/slug';
import { storeEnv } from '../../stores/env';
import type { RootStoreInstance } from '../../stores/RootStore';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import { ownerKey, type EditableOwner } from '../owner';
import { reconcile } from '../sectionTree';
import { resolveStaleWith } from './stale';

export function operationsContext(store: RootStoreInstance, locale: Locale) {
  const { api } = storeEnv(store);
  const editor = areaOf(store, editorArea);

  const sectionsOf = (owner: EditableOwner) => editor.sectionsOf(ownerKey(owner)) ?? [];
  /** What makes a section anchor unique across the site: the content page's own slug ('karriere'), else the owner ('event-3'). */
  function contextOf(owner: EditableOwner): string {
    const page = store.page.current;
    if (owner.content_type === 'page' && page && page.id === owner.object_id) {
      const last = (page.urls[locale] ?? '').split('/').filter(Boolean).pop();
      if (last && last !== locale) return slugify(last).slice(0, 40);
    }
    return ownerKey(owner);
  }

  /** The content page on screen as editors see it (its draft); on failure what is shown stays. */
  async function showDraftPage(): Promise<void> {
    const page = store.page.current;
    const url = page?.urls[locale];
    if (!page || page.version_id !== null || !url) return;
    try {
      store.page.replaceCurrent(await api.get<Page>(apiPaths.page(locale, url.replace(new RegExp(`^/${locale}/?`), ''))));
    } catch {
      // the published content stays on screen
    }
  }

  const resolveStale = <T extends { version?: number }>(send: (version: number | undefined) => Promise<T>, version: number | undefined, reloaded: (current: T) => T, overwrite?: (current: T) => Promise<T>) =>
    resolveStaleWith(editor, send, version, reloaded, overwrite);

  /** The page the visitor view renders from follows the editor (no reload needed when leaving edit mode). */
  function mirror(owner: EditableOwner) {
    const page = store.page.current;
    if (owner.content_type === 'page' && page && page.id === owner.object_id) store.page.setSections(sectionsOf(owner));
  }

  function put(owner: EditableOwner, section: ContainerSection) {
    const previous = sectionsOf(owner).find((s) => s.id === section.id);
    editor.putSection(ownerKey(owner), reconcile(previous, section));
    mirror(owner);
  }

  return { store, locale, api, editor, sectionsOf, contextOf, showDraftPage, resolveStale, mirror, put };
}

export type OperationsContext = ReturnType<typeof operationsContext>;
