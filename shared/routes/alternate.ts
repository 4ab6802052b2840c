/**
 * The same page in the other language, for the language switch and hreflang links. Pure: it needs
 * only the current URL and, for content pages, the page's own `urls` map from the back end.
 */
import type { Locale } from '../constants';
import type { LocalizedUrls } from '../contract/common';
import { translateStoryCategory } from './categories';
import { buildPath, matchRoute } from './match';
import type { RouteParams } from './table';

export interface AlternateOptions {
  /** the loaded content's own paths per language (a page's `urls`); wins over the route table */
  urls?: LocalizedUrls;
}

const CATEGORY_QUERY = 'category';

/**
 * `url` is a path with an optional query (`/de/stories/lesen?x=1`). The answer keeps the query,
 * translates story categories (path segment or `?category=`) and falls back to the target
 * language's home when the page has no known counterpart.
 */
export function alternateUrl(url: string, target: Locale, options: AlternateOptions = {}): string {
  const [pathname, search = ''] = url.split('#')[0].split('?');
  const home = buildPath('index', target);
  const match = matchRoute(pathname);
  if (!match) return home;
  if (!match.route.localized || match.locale === target) return url.split('#')[0];

  const ownUrl = options.urls?.[target];
  if (ownUrl) return ownUrl;
  if (match.name === 'page') return home;

  const params: RouteParams = { ...match.params };
  let queryString = search;
  if (match.name === 'stories-category') {
    const query = new URLSearchParams(search);
    const fromQuery = query.get(CATEGORY_QUERY);
    if (fromQuery !== null) {
      const translated = translateStoryCategory(fromQuery, target);
      if (translated) query.set(CATEGORY_QUERY, translated);
    }
    if (params.category !== undefined) {
      // Only the German path has a category segment; English carries the category in the query.
      query.set(CATEGORY_QUERY, translateStoryCategory(params.category, target) ?? params.category);
      delete params.category;
    }
    // the canonical forms (docs/seo.md): German /de/stories/{category}, English /en/stories?category={category}
    const category = query.get(CATEGORY_QUERY);
    if (target === 'de' && category !== null && translateStoryCategory(category, 'de') === category) {
      params.category = category;
      query.delete(CATEGORY_QUERY);
    }
    queryString = query.toString();
  }
  const path = buildPath(match.name, target, params);
  return queryString ? `${path}?${queryString}` : path;
}
