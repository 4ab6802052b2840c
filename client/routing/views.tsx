/**
 * The component of each route, each its own chunk: client/routeChunks/<route>.ts exports the route's page
 * (default) and, for the areas, its loader (`loader`, with the area's store), so both come in the
 * chunk `route-<route>`. One loadable for all routes (the chunk chosen by the route's name) instead
 * of one per route: @loadable's code per loadable would weigh more in the main bundle than the table
 * it replaces. The server writes the route's chunk tags (`chunk`) before it streams (see
 * server/render); a server test checks that rendering adds no other chunk. The error page is part of
 * the main bundle (it must always render).
 */
import loadable from '@loadable/component';
import type { ComponentType } from 'react';
import type { RouteMatch, RouteName } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';
import type { Loader, RouteViewProps } from './types';

export type RoutedName = Exclude<RouteName, '404'>;

/** What client/routeChunks/<route>.ts exports. */
export interface RouteModule {
  default: ComponentType<RouteViewProps>;
  /** the route's loader (client/pages/…Loader.ts), run by ./loadRoute.ts before the page renders */
  loader: Loader;
}

interface RouteChunkProps extends RouteViewProps {
  route: RoutedName;
}

const RouteChunk = loadable((props: RouteChunkProps) => import(/* webpackChunkName: "route-[request]" */ `../routeChunks/${props.route}`));
/** The route's module, for its loader (the same chunk as the component's). */
const importRoute = (route: RoutedName): Promise<RouteModule> => import(/* webpackChunkName: "route-[request]" */ `../routeChunks/${route}`);

export interface RouteView {
  chunk: string;
  Component: ComponentType<RouteViewProps>;
  /** bare: no site header and footer (the content hub has its own layout) */
  layout?: 'bare';
  /** loads the route's chunk: its page and loader */
  load(): Promise<RouteModule>;
  /** loads the route's chunk in the background */
  preload(): void;
}

const BARE_ROUTES: ReadonlySet<RoutedName> = new Set(['cms-hub']);

function createView(route: RoutedName): RouteView {
  const Component = (props: RouteViewProps) => <RouteChunk route={route} {...props} />;
  Component.displayName = `Route(${route})`;
  return {
    chunk: `route-${route}`,
    Component,
    layout: BARE_ROUTES.has(route) ? 'bare' : undefined,
    load: () => importRoute(route),
    preload: () => RouteChunk.preload({ route } as RouteChunkProps),
  };
}

/** One view per route, made once: a route's component keeps its identity across renders. */
const views = new Map<RoutedName, RouteView>();

export function routeView(route: RoutedName): RouteView {
  let view = views.get(route);
  if (!view) {
    view = createView(route);
    views.set(route, view);
  }
  return view;
}

/** The view to render, or null for the error page (an error in the store, or no route). */
export function selectView(store: RootStoreInstance, match: RouteMatch | null, error: unknown = store.ui.error): RouteView | null {
  if (error || !match || match.name === '404') return null;
  return routeView(match.name);
}
