/**
 * The canonical and hreflang links of the current route (docs/seo.md "Canonical rules"), the same
 * on the server (written into the head) and in the browser (kept current after a client navigation
 * by applyHead, so a crawler that runs scripts reads the page it is on, not the first one).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';
import type { LocalizedUrls } from '../../shared/contract/common';
import { alternateUrl, type RouteMatch } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';

/** Query parameters that name different content (the story category, a list's later page); all others (edit, v, utm_…) are dropped. */
const MEANINGFUL_QUERY = ['category', 'page'];

/** The path and only its meaningful query: what canonical and hreflang links point to. */
export function canonicalPath(url: Pick<URL, 'pathname' | 'searchParams'>): string {
  const kept = new URLSearchParams();
  for (const name of MEANINGFUL_QUERY) {
    const value = url.searchParams.get(name);
    if (value !== null && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const search = kept.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** The content's own paths per language (a page's urls, an object's url from its loader), or undefined. */
export function contentUrls(store: RootStoreInstance, match: RouteMatch | null): LocalizedUrls | undefined {
  if (!match) return undefined;
  if (match.name === 'page' || match.name === 'index') return store.page.current?.urls;
  return store.ui.head?.route === match.name ? store.ui.head.urls : undefined;
}

export interface HeadLinks {
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
}

/** Absolute canonical and hreflang URLs of the route shown from `store` at `url` (none on error pages). */
export function headLinks(origin: string, url: Pick<URL, 'pathname' | 'searchParams'>, store: RootStoreInstance, match: RouteMatch | null, locale: Locale): HeadLinks {
  const path = canonicalPath(url);
  const urls = contentUrls(store, match);
  const canonical = store.ui.error ? null : origin + (urls?.[locale] ?? path);
  if (!match || store.ui.error) return { canonical, alternates: [] };
  // one address for both languages (the content hub), German: as its sitemap entry says
  if (!match.route.localized) return { canonical, alternates: [DEFAULT_LOCALE, 'x-default'].map((hreflang) => ({ hreflang, href: origin + path })) };
  const links = LOCALES.map((target: Locale) => ({ hreflang: target, href: origin + alternateUrl(path, target, { urls }) }));
  return { canonical, alternates: [...links, { hreflang: 'x-default', href: origin + alternateUrl(path, DEFAULT_LOCALE, { urls }) }] };
}
