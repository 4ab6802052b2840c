/** New pages and language versions (issue 45 items 3 and 7; docs/api/pageeditor.md "New pages and language versions"). */
import type { Locale } from '../../../shared/constants';
import type { RootStoreInstance } from '../../stores/RootStore';
import { storeEnv } from '../../stores/env';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';

export interface ParentOption {
  id: number;
  title: string;
  depth: number;
  url: string | null;
}

const base = (locale: Locale) => `/${locale}/pageeditor-api/pages`;

export async function parentOptions(store: RootStoreInstance, locale: Locale): Promise<ParentOption[]> {
  const { api } = storeEnv(store);
  return (await areaOf(store, editorArea).track('read', () => api.get<{ pages: ParentOption[] }>(`${base(locale)}/parents/`))).pages;
}

/** A free slug for the title: below `parent_id`, or (with `page_id`) below that page's parent in `to`. */
export async function suggestSlug(store: RootStoreInstance, locale: Locale, query: { title: string; parent_id?: number | null; page_id?: number; to?: Locale }): Promise<{ slug: string; parent_url: string | null }> {
  const { api } = storeEnv(store);
  const params = new URLSearchParams({ title: query.title });
  if (query.parent_id) params.set('parent_id', String(query.parent_id));
  if (query.page_id) params.set('page_id', String(query.page_id));
  if (query.to) params.set('to', query.to);
  return api.get<{ slug: string; parent_url: string | null }>(`${base(locale)}/slug/?${params.toString()}`);
}

/** A new page in `locale`; answers its address. Throws the API's error (400 with `errors` at title, slug, parent_id). */
export async function createPage(store: RootStoreInstance, locale: Locale, body: { title: string; slug: string; parent_id: number | null }): Promise<{ id: number; url: string }> {
  const { api } = storeEnv(store);
  return areaOf(store, editorArea).track('write', () => api.send<{ id: number; url: string }>('POST', `${base(locale)}/`, body));
}

/** The page's version in `to` (a draft until published in `to`); answers its address. */
export async function createVersion(store: RootStoreInstance, locale: Locale, pageId: number, body: { to: Locale; title: string; slug: string; copy: boolean }): Promise<{ url: string; copied: number }> {
  const { api } = storeEnv(store);
  return areaOf(store, editorArea).track('write', () => api.send<{ url: string; copied: number }>('POST', `${base(locale)}/${pageId}/version/`, body));
}
