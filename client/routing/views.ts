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
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-subscriptions" */ '../pages/subscriptions/SubscriptionsPage')),
  },
  events: {
    chunk: 'route-events',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-events" */ '../pages/events/EventsPage')),
  },
  newsletter: {
    chunk: 'route-newsletter',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-newsletter" */ '../pages/newsletter/NewsletterPage')),
  },
  persons: {
    chunk: 'route-persons',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-persons" */ '../pages/persons/PersonsPage')),
  },
  press: {
    chunk: 'route-press',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-press" */ '../pages/press/PressPage')),
  },
  'stories-tags': {
    chunk: 'route-stories-tags',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-tags" */ '../pages/stories/TagsPage')),
  },
  'stories-tags-slug': {
    chunk: 'route-stories-tags-slug',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-tags-slug" */ '../pages/stories/TagPage')),
  },
  'forms-slug': {
    chunk: 'route-forms-slug',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-forms-slug" */ '../pages/forms/FormPage')),
  },
  'events-slug-id': {
    chunk: 'route-events-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-events-slug-id" */ '../pages/events/EventDetailPage')),
  },
  'persons-slug-id': {
    chunk: 'route-persons-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-persons-slug-id" */ '../pages/persons/PersonPage')),
  },
  'press-slug-id': {
    chunk: 'route-press-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-press-slug-id" */ '../pages/press/DirectoryPage')),
  },
  'search-category-page': {
    chunk: 'route-search-category-page',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-search-category-page" */ '../pages/search/SearchPage')),
  },
  'stories-slug-id': {
    chunk: 'route-stories-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-slug-id" */ '../pages/stories/StoryPage')),
  },
  'stories-category': {
    chunk: 'route-stories-category',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-category" */ '../pages/stories/StoriesPage')),
  },
  'subscriptions-slug-id': {
    chunk: 'route-subscriptions-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-subscriptions-slug-id" */ '../pages/subscriptions/SubscriptionDetailPage')),
  },
};

/** The view to render, or null for the error page (an error in the store, or no route). */
export function selectView(store: RootStoreInstance, match: RouteMatch | null, error: unknown = store.ui.error): RouteView | null {
  if (error || !match || match.name === '404') return null;
  return routeViews[match.name];
}
