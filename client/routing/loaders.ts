/**
 * Each route's loader fills the store before the route renders: on the server before streaming, in
 * the browser before a client-side navigation shows the new route. Loaders never throw: failures
 * become the page's error state (or, for the home page, a fallback). The home, content and
 * not-found pages' loaders are here; every other route's comes with its route chunk (views.ts), so
 * an area's loaders and store are downloaded only by visitors of that area.
 */
import type { Locale } from '../../shared/constants';
import { isEditMode, VERSION_QUERY, type RouteMatch } from '../../shared/routes';
import { isNotFound } from '../../shared/api/errors';
import { storeEnv } from '../stores/env';
import type { RootStoreInstance } from '../stores/RootStore';
import type { AreaLoaders, Loader } from './types';
import { routeView } from './views';

export type { Loader, LoaderContext } from './types';

/** The home page renders even when its content fails to load: the layout with a fallback. */
const loadHome: Loader = async ({ store, match }) => {
  try {
    await store.page.load(match.locale, '');
    // The events that event lists on the page refer to (in the snapshot, so hydration needs no fetch).
    if (store.page.current) await store.moduleData.load(match.locale, store.page.current.modules);
  } catch (error) {
    store.page.clear();
    storeEnv(store).logger.warn({ err: error }, 'home page content failed to load');
  }
};

/** A generic content page by slug; 404 and other failures show the error page with that status. */
const loadContentPage: Loader = async ({ store, match, query }) => {
  try {
    // `?v=` is a stored version; only editors see it (the server drops it for visitors with a 301).
    const version = store.user.isLoggedIn ? query.get(VERSION_QUERY) : null;
    await store.page.load(match.locale, match.params.slug ?? '', version);
    const page = store.page.current;
    if (page) await store.moduleData.load(match.locale, page.modules);
    // An offline page is not found for visitors (SPEC §4).
    if (page && !page.is_online && !store.user.isLoggedIn) store.ui.setError(404);
  } catch (error) {
    store.page.clear();
    store.ui.failWith(error);
    if (!isNotFound(error)) storeEnv(store).logger.warn({ err: error }, 'content page failed to load');
  }
};

const showNotFound: Loader = async ({ store }) => {
  store.ui.setError(404);
};

const pageLoaders: AreaLoaders = {
  index: loadHome,
  page: loadContentPage,
  '404': showNotFound,
};

/** The route's loader: one of the pages' above, or its area's, fetched with the route's chunk. */
async function loaderOf(match: RouteMatch): Promise<Loader | undefined> {
  const own = pageLoaders[match.name];
  if (own || match.name === '404') return own;
  return (await routeView(match.name).load()).loader;
}

/** Runs what every page needs (navigation) and the matched route's loader. */
export async function loadRoute(
  store: RootStoreInstance,
  match: RouteMatch | null,
  locale: Locale,
  query: URLSearchParams,
): Promise<void> {
  store.ui.clearError();
  store.ui.redirectTo(null);
  store.ui.setEditMode(isEditMode(query));
  const navigation = store.navigation.load(locale);
  // The site frame's latest stories (the shop's cookies are read in the browser: client/layout/Layout.tsx).
  const news = store.layout.loadNews(locale);
  if (!match) store.ui.setError(404, 'route');
  const route = match ? loaderOf(match).then((loader) => loader?.({ store, match, query })) : undefined;
  await Promise.all([navigation, news, route]);
}
