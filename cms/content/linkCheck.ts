/**
 * Where a link's address leads (issue 26 item 6): the editor warns when a link it saves points at a
 * site address that answers 'not found', and its content checks list such links. The answer follows
 * what the site does with a request for the address, with the lookups it uses:
 *   1. the redirect table first (the SSR server consults it before rendering): 'redirect';
 *   2. the route table (shared/routes): a content page by its path, a concert, story or person by
 *      its id (a wrong slug only redirects to the right one), a press kit, subscription, form or
 *      story tag by what its route reads; a route without parameters (lists, search) always exists;
 *   3. a known route written without its language (/konzerte) is redirected by the server: 'found';
 *   4. anything else under the site is 'missing' (the 404 page).
 * External URLs, mailto:/tel:, '#anchor', '?query', files (a last segment with an extension: media,
 * feeds, the sitemap) and the back end's own paths (/admin, /media, the APIs) are 'unchecked'.
 * Offline objects count as found: an editor may link to a page before it goes online.
 */
import { eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../shared/constants';
import type { LinkCheck } from '../../shared/contract/finders';
import { localeOfPath, matchRoute } from '../../shared/routes/match';
import type { DbOrTx } from '../db/client';
import { download_directories, forms, subscriptions } from '../db/schema';
import { resolveTarget } from './finders';
import { findHomePage, findPageByPath } from './pageState';
import { findRedirect } from './redirects';
import { storyTagBySlug } from './stories';

const locales = LOCALES.join('|');
/** Paths the back end answers itself (cf. server/proxy/paths.ts), and the SSR server's own files. */
const NOT_A_PAGE = new RegExp(`^/(?:(?:${locales})/)?(?:api|pageeditor-api)(?:/|$)|^/(?:admin|media|cms-static|static)(?:/|$)`);

const unchecked = (url: string): LinkCheck => ({ url, status: 'unchecked', target: null, redirect: null });
const missing = (url: string): LinkCheck => ({ url, status: 'missing', target: null, redirect: null });
const found = (url: string, target: LinkCheck['target'] = null): LinkCheck => ({ url, status: 'found', target, redirect: null });

export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1;

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** What the address `url` leads to; titles of targets in `locale`. */
export async function checkLink(db: DbOrTx, url: string, locale: Locale): Promise<LinkCheck> {
  const href = url.trim();
  // only paths of this site: not '//host' (another host), not a scheme, not '#…' or '?…' alone
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return unchecked(url);
  const path = href.split(/[?#]/)[0];
  const last = path.split('/').filter(Boolean).pop() ?? '';
  if (NOT_A_PAGE.test(path) || last.includes('.')) return unchecked(url);

  const redirect = await findRedirect(db, path);
  if (redirect) return { url, status: 'redirect', target: null, redirect: redirect.new_path };
  if (path === '/') return found(url); // the root redirects to a language's home page

  const match = matchRoute(path);
  if (!match) {
    // a known route without its language prefix: the server redirects it (server/middleware/unprefixedRoutes.ts)
    if (localeOfPath(path)) return missing(url);
    const prefixed = LOCALES.some((l) => {
      const other = matchRoute(`/${l}${path}`);
      return other !== null && other.locale === l && other.name !== 'page' && other.name !== '404';
    });
    return prefixed ? found(url) : missing(url);
  }
  const params = match.params;
  // an id no row can have (the columns are 32-bit integers) is not asked for
  if (params.id !== undefined && !isRowId(Number(params.id))) return missing(url);
  switch (match.name) {
    case '404':
      return missing(url);
    case 'index': {
      const home = await findHomePage(db);
      return home ? found(url, await resolveTarget(db, undefined, home.id, locale)) : missing(url);
    }
    case 'page': {
      const page = await findPageByPath(db, match.locale, params.slug ?? '');
      return page ? found(url, await resolveTarget(db, undefined, page.id, locale)) : missing(url);
    }
    case 'events-slug-id':
    case 'stories-slug-id':
    case 'persons-slug-id': {
      const target = await resolveTarget(db, path, undefined, locale);
      return target ? found(url, target) : missing(url);
    }
    case 'press-slug-id':
      return (await exists(db.select({ id: download_directories.id }).from(download_directories).where(eq(download_directories.id, Number(params.id))))) ? found(url) : missing(url);
    case 'subscriptions-slug-id':
      return (await exists(db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.slug, params.slug ?? '')))) ? found(url) : missing(url);
    case 'forms-slug':
      // without a slug: the contact form
      if (!params.slug) return found(url);
      return (await exists(db.select({ id: forms.id }).from(forms).where(eq(forms.slug, params.slug)))) ? found(url) : missing(url);
    case 'stories-tags-slug':
      return (await storyTagBySlug(db, params.slug ?? '', match.locale)) ? found(url) : missing(url);
    default:
      // lists, search, newsletter, the content hub: routes without an object behind them
      return found(url);
  }
}

/** The distinct addresses of `urls`, each checked once, in the order first asked. */
export async function checkLinks(db: DbOrTx, urls: readonly string[], locale: Locale): Promise<LinkCheck[]> {
  const results: LinkCheck[] = [];
  for (const url of new Set(urls)) results.push(await checkLink(db, url, locale));
  return results;
}
