/**
 * Runs what every page needs and the route's loader, which fills the store before the route renders:
 * on the server before streaming, in the browser before a client-side navigation shows the new
 * route. Every route's loader is the `loader` of its route chunk (client/routeChunks/<route>.ts, see
 * ./views.tsx), written beside the route's page in client/pages (`…Loader.ts`), so a route's loader
 * and store are downloaded only by visitors of that route. Loaders never throw: failures become the
 * page's error state (or, for the home page, a fallback).
 */
import type { Locale } from '../../shared/constants';
import { isEditMode, type RouteMatch } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';
import { routeView } from './views';

export type { Loader, LoaderContext } from './types';

/** Runs what every page needs (the frame: navigation and the footer's stories) and the matched route's loader, fetched with its chunk. */
export async function loadRoute(
  store: RootStoreInstance,
  match: RouteMatch | null,
  locale: Locale,
  query: URLSearchParams,
): Promise<void> {
  store.ui.clearError();
  store.ui.redirectTo(null);
  store.ui.setEditMode(isEditMode(query));
  // the site frame's menus and latest stories, one call (the shop's cookies are read in the browser: client/layout/Layout.tsx)
  const frame = store.navigation.load(locale);
  if (!match) store.ui.setError(404, 'route');
  else if (match.name === '404') store.ui.setError(404);
  const route = match && match.name !== '404' ? routeView(match.name).load().then(({ loader }) => loader({ store, match, query })) : undefined;
  await Promise.all([frame, route]);
}
