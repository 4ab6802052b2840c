/**
 * Paths of the back-end API (SPEC §7) that every page calls (pages, navigation, user, the footer's
 * news, the events of event lists, object sections). Each area's paths are a module of their own
 * beside this one (./eventPaths.ts …), imported as a namespace: a module lands in one chunk with
 * every export any chunk uses, so paths kept here would all weigh on every page.
 */
import type { Locale } from '../constants';

export const encodeSlug = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** `?a=1&b=2` of the set values (in the given order), '' when none */
export const queryString = (query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return search ? `?${search}` : '';
};

/** `path` with the set values of `query` added to its query string (which it may or may not have yet) */
export const appendQuery = (path: string, query: Record<string, string | number>) => {
  const search = queryString(query);
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search.slice(1)}` : path;
};

/** '' is the home page */
export const page = (locale: Locale, slug: string) => `/${locale}/pageeditor-api/page/${encodeSlug(slug)}`;
/** the menu and the footer; with `news`, the frame's latest stories too (one call for the whole frame) */
export const navigation = (locale: Locale, news?: number) => `/${locale}/pageeditor-api/nav${news ? `?news=${news}` : ''}`;
export const user = (locale: Locale) => `/${locale}/pageeditor-api/user`;
export const health = () => '/api/health/';
/** `query`: category, limit */
export const articlesTeaser = (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/articles-teaser/${queryString(query)}`;
export const event = (locale: Locale, id: number) => `/${locale}/api/events/${id}/`;
/** the events that event lists on a page name, in one call (docs/api/content.md) */
export const eventsByIds = (locale: Locale, ids: readonly number[]) => `/${locale}/api/events/?ids=${ids.join(',')}`;
export const cmsHub = () => '/pageeditor-api/cms-hub';
/**
 * `path` with `with=…`: more answers in the same read (docs/api): a page's or the hub's `events`
 * (those its event lists name), a detail's `section`, a story's `topics` and a person's `concerts`
 * too (a list's: client/stores/pagedList.ts `AlsoRead`). The names are the API's own words, so the
 * comma stays as it is.
 */
export const readWith = (path: string, ...what: ('events' | 'section' | 'topics' | 'concerts')[]) => `${path}${path.includes('?') ? '&' : '?'}with=${what.join(',')}`;
export const sectionBySlug = (locale: Locale, slug: string) => `/${locale}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`;
export const login = (locale: Locale) => `/${locale}/pageeditor-api/login/`;
export const logout = (locale: Locale) => `/${locale}/pageeditor-api/logout/`;
