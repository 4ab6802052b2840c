/**
 * Reusable sections' requests (issue 43 item 2; docs/api/pageeditor.md "Reusable sections"). Each
 * write shows the page as editors see it afterwards (its draft, with the reusable sections' drafts):
 * the page answer is the only one that shows placements filled in.
 */
import type { Locale } from '../../../shared/constants';
import type { Page, PublicationStatus, SharedSectionInfo, SharedVersion, SharedVersionDiff } from '../../../shared/contract/pages';
import { ApiError } from '../../../shared/api/errors';
import * as apiPaths from '../../../shared/api/paths';
import * as editorPaths from '../../../shared/api/editorPaths';
import type { RootStoreInstance } from '../../stores/RootStore';
import { storeEnv } from '../../stores/env';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';

const base = (locale: Locale, id?: number) => `/${locale}/pageeditor-api/shared-sections/${id ? `${id}/` : ''}`;

function tools(store: RootStoreInstance) {
  return { api: storeEnv(store).api, editor: areaOf(store, editorArea) };
}

/** The content page on screen again as editors see it (its draft): the section editor adopts its sections. */
export async function reloadPage(store: RootStoreInstance, locale: Locale): Promise<void> {
  const page = store.page.current;
  const url = page?.urls[locale];
  if (!page || page.version_id !== null || !url) return;
  const { api } = tools(store);
  store.page.replaceCurrent(await api.get<Page>(apiPaths.page(locale, url.replace(new RegExp(`^/${locale}/?`), ''))));
}

export async function listShared(store: RootStoreInstance, locale: Locale): Promise<SharedSectionInfo[]> {
  const { api, editor } = tools(store);
  return editor.track('read', () => api.get<SharedSectionInfo[]>(base(locale)));
}

export async function sharedInfo(store: RootStoreInstance, locale: Locale, id: number): Promise<SharedSectionInfo> {
  return tools(store).api.get<SharedSectionInfo>(base(locale, id));
}

/** The page's section becomes reusable under `name` (and its first placement). Throws the API's error (400 with `errors.name`). */
export async function makeReusable(store: RootStoreInstance, locale: Locale, sectionId: number, name: string): Promise<SharedSectionInfo> {
  const { api, editor } = tools(store);
  const made = await editor.track('write', () => api.send<SharedSectionInfo>('POST', base(locale), { section_id: sectionId, name }));
  await reloadPage(store, locale);
  return made;
}

/** A new name; the page shows it at once (its placements' marks). */
export async function renameShared(store: RootStoreInstance, locale: Locale, id: number, name: string): Promise<SharedSectionInfo> {
  const { api, editor } = tools(store);
  const renamed = await editor.track('write', () => api.send<SharedSectionInfo>('PATCH', base(locale, id), { name }));
  await reloadPage(store, locale);
  return renamed;
}

/** Places reusable section `id` at the end of page `pageId` in `locale` (a draft of the page). */
export async function placeShared(store: RootStoreInstance, locale: Locale, id: number, pageId: number): Promise<void> {
  const { api, editor } = tools(store);
  await editor.track('write', () => api.send('POST', `${base(locale, id)}place/`, { page_id: pageId }));
  await reloadPage(store, locale);
}

/** The placement becomes a page-local copy. */
export async function detachShared(store: RootStoreInstance, locale: Locale, sectionId: number): Promise<void> {
  const { api, editor } = tools(store);
  await editor.track('write', () => api.send('POST', `${base(locale)}detach/`, { section_id: sectionId }));
  await reloadPage(store, locale);
}

/**
 * Deletes reusable section `id`. Unconfirmed and in use: nothing is deleted and the answer is the
 * back end's question and the places it names ({message, uses}); otherwise null (deleted).
 */
export async function deleteShared(store: RootStoreInstance, locale: Locale, id: number, confirmed: boolean): Promise<{ message: string; uses: string[] } | null> {
  const { api, editor } = tools(store);
  if (!confirmed) {
    try {
      // the question is no error: asked without the error alert
      await api.send('DELETE', base(locale, id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return { message: error.message, uses: error.errors?.uses ?? [] };
      throw error;
    }
  } else await editor.track('write', () => api.send('DELETE', `${base(locale, id)}?confirm=1`));
  await reloadPage(store, locale);
  return null;
}

export function sharedStatus(store: RootStoreInstance, locale: Locale, id: number): Promise<PublicationStatus> {
  return tools(store).api.get<PublicationStatus>(editorPaths.publication(locale, 'shared', id));
}

/** Publishes the reusable section's draft in `locale`: every page that shows it changes for visitors. */
export async function publishShared(store: RootStoreInstance, locale: Locale, id: number): Promise<PublicationStatus> {
  const { api, editor } = tools(store);
  return editor.track('read', () => api.send<PublicationStatus>('POST', editorPaths.publication(locale, 'shared', id, 'publish'), { locales: [locale] }));
}

/** Discards its draft in `locale`; the page shows the published content again. */
export async function discardShared(store: RootStoreInstance, locale: Locale, id: number): Promise<PublicationStatus> {
  const { api, editor } = tools(store);
  const result = await editor.track('read', () => api.send<{ status: PublicationStatus }>('POST', editorPaths.publication(locale, 'shared', id, 'discard'), { locales: [locale] }));
  await reloadPage(store, locale);
  return result.status;
}

/** Its history, newest first. */
export function sharedVersions(store: RootStoreInstance, locale: Locale, id: number): Promise<SharedVersion[]> {
  const { api, editor } = tools(store);
  return editor.track('read', () => api.get<SharedVersion[]>(`${base(locale, id)}versions/`));
}

/** What version `versionId` changed: against the version before, or against version `against` (as a page's diff). */
export function sharedVersionDiff(store: RootStoreInstance, locale: Locale, id: number, versionId: number, against: number | null): Promise<SharedVersionDiff> {
  const { api, editor } = tools(store);
  return editor.track('read', () => api.get<SharedVersionDiff>(`${base(locale, id)}versions/${versionId}/diff/${against === null ? '' : `?against=${against}`}`));
}

/**
 * Version `versionId` becomes its draft (on every page that shows it), based on the newest version the
 * editor saw (`newest`): a newer one throws the API's 409 'stale'. The page is read again.
 */
export async function restoreSharedVersion(store: RootStoreInstance, locale: Locale, id: number, versionId: number, newest: number | undefined): Promise<void> {
  const { api, editor } = tools(store);
  await api.send('POST', `${base(locale, id)}versions/${versionId}/restore/${newest ? `?newest=${newest}` : ''}`);
  editor.countWrite();
  await reloadPage(store, locale);
}
