/**
 * The component of each route, each its own chunk. `chunk` repeats the webpackChunkName so the server
 * can write the route's chunk tags before it streams (see server/render); a server test checks that
 * rendering adds no other chunk. The error page is part of the main bundle (it must always render).
 */
import loadable, { type LoadableComponent } from '@loadable/component';
import type { RouteMatch, RouteName } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';
import type { RouteViewProps } from './types';

export interface RouteView {
  chunk: string;
  Component: LoadableComponent<RouteViewProps>;
  /** bare: no site header and footer (the content hub has its own layout) */
  layout?: 'bare';
}

export const routeViews: Record<Exclude<RouteName, '404'>, RouteView> = {
  index: {
    chunk: 'route-index',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-index" */ '../pages/HomePage')),
  },
  page: {
    chunk: 'route-page',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-page" */ '../pages/ContentPage')),
  },
  'cms-hub': {
    chunk: 'route-cms-hub',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-cms-hub" */ '../pages/CmsHubPage')),
    layout: 'bare',
  },
  subscriptions: {
    chunk: 'route-subscriptions',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-subscriptions" */ '../pages/placeholders/subscriptions')),
  },
  events: {
    chunk: 'route-events',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-events" */ '../pages/placeholders/events')),
  },
  newsletter: {
    chunk: 'route-newsletter',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-newsletter" */ '../pages/placeholders/newsletter')),
  },
  persons: {
    chunk: 'route-persons',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-persons" */ '../pages/placeholders/persons')),
  },
  press: {
    chunk: 'route-press',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-press" */ '../pages/placeholders/press')),
  },
  'stories-tags': {
    chunk: 'route-stories-tags',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-tags" */ '../pages/placeholders/stories-tags')),
  },
  'stories-tags-slug': {
    chunk: 'route-stories-tags-slug',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-tags-slug" */ '../pages/placeholders/stories-tags-slug')),
  },
  'forms-slug': {
    chunk: 'route-forms-slug',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-forms-slug" */ '../pages/placeholders/forms-slug')),
  },
  'events-slug-id': {
    chunk: 'route-events-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-events-slug-id" */ '../pages/placeholders/events-slug-id')),
  },
  'persons-slug-id': {
    chunk: 'route-persons-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-persons-slug-id" */ '../pages/placeholders/persons-slug-id')),
  },
  'press-slug-id': {
    chunk: 'route-press-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-press-slug-id" */ '../pages/placeholders/press-slug-id')),
  },
  'search-category-page': {
    chunk: 'route-search-category-page',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-search-category-page" */ '../pages/placeholders/search-category-page')),
  },
  'stories-slug-id': {
    chunk: 'route-stories-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-slug-id" */ '../pages/placeholders/stories-slug-id')),
  },
  'stories-category': {
    chunk: 'route-stories-category',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-category" */ '../pages/placeholders/stories-category')),
  },
  'subscriptions-slug-id': {
    chunk: 'route-subscriptions-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-subscriptions-slug-id" */ '../pages/placeholders/subscriptions-slug-id')),
  },
};

/** The view to render, or null for the error page (an error in the store, or no route). */
export function selectView(store: RootStoreInstance, match: RouteMatch | null, error: unknown = store.ui.error): RouteView | null {
  if (error || !match || match.name === '404') return null;
  return routeViews[match.name];
}
