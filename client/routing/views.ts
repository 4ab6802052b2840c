/**
 * The component of each route, each its own chunk. `chunk` repeats the webpackChunkName so the server
 * can write the route's chunk tags before it streams (see server/render); a server test checks that
 * rendering adds no other chunk. The error page is part of the main bundle (it must always render).
 * An area's loader (and with it the area's store) is imported under the same chunk name, so webpack
 * puts it into the route's chunk rather than the main bundle.
 */
import loadable, { type LoadableComponent } from '@loadable/component';
import type { RouteMatch, RouteName } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';
import type { Loader, RouteViewProps } from './types';

export interface RouteView {
  chunk: string;
  Component: LoadableComponent<RouteViewProps>;
  /** bare: no site header and footer (the content hub has its own layout) */
  layout?: 'bare';
  /** the route's loader, from the route's chunk (the home and content pages' are in ./loaders.ts) */
  loader?: () => Promise<Loader | undefined>;
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
    loader: () => import(/* webpackChunkName: "route-cms-hub" */ '../pages/cmsHubLoader').then((m) => m.loadCmsHub),
    layout: 'bare',
  },
  subscriptions: {
    chunk: 'route-subscriptions',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-subscriptions" */ '../pages/subscriptions/SubscriptionsPage')),
    loader: () => import(/* webpackChunkName: "route-subscriptions" */ '../pages/subscriptions/loaders').then((m) => m.subscriptionsLoaders.subscriptions),
  },
  events: {
    chunk: 'route-events',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-events" */ '../pages/events/EventsPage')),
    loader: () => import(/* webpackChunkName: "route-events" */ '../pages/events/concertsLoader').then((m) => m.loadConcerts),
  },
  newsletter: {
    chunk: 'route-newsletter',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-newsletter" */ '../pages/newsletter/NewsletterPage')),
    loader: () => import(/* webpackChunkName: "route-newsletter" */ '../pages/newsletter/loaders').then((m) => m.newsletterLoaders.newsletter),
  },
  persons: {
    chunk: 'route-persons',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-persons" */ '../pages/persons/PersonsPage')),
    loader: () => import(/* webpackChunkName: "route-persons" */ '../pages/persons/loaders').then((m) => m.personsLoaders.persons),
  },
  press: {
    chunk: 'route-press',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-press" */ '../pages/press/PressPage')),
    loader: () => import(/* webpackChunkName: "route-press" */ '../pages/press/loaders').then((m) => m.pressLoaders.press),
  },
  'stories-tags': {
    chunk: 'route-stories-tags',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-tags" */ '../pages/stories/TagsPage')),
    loader: () => import(/* webpackChunkName: "route-stories-tags" */ '../pages/stories/loaders').then((m) => m.storiesLoaders['stories-tags']),
  },
  'stories-tags-slug': {
    chunk: 'route-stories-tags-slug',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-tags-slug" */ '../pages/stories/TagPage')),
    loader: () => import(/* webpackChunkName: "route-stories-tags-slug" */ '../pages/stories/loaders').then((m) => m.storiesLoaders['stories-tags-slug']),
  },
  'forms-slug': {
    chunk: 'route-forms-slug',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-forms-slug" */ '../pages/forms/FormPage')),
    loader: () => import(/* webpackChunkName: "route-forms-slug" */ '../pages/forms/loaders').then((m) => m.formsLoaders['forms-slug']),
  },
  'events-slug-id': {
    chunk: 'route-events-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-events-slug-id" */ '../pages/events/EventDetailPage')),
    loader: () => import(/* webpackChunkName: "route-events-slug-id" */ '../pages/events/concertLoader').then((m) => m.loadConcert),
  },
  'persons-slug-id': {
    chunk: 'route-persons-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-persons-slug-id" */ '../pages/persons/PersonPage')),
    loader: () => import(/* webpackChunkName: "route-persons-slug-id" */ '../pages/persons/loaders').then((m) => m.personsLoaders['persons-slug-id']),
  },
  'press-slug-id': {
    chunk: 'route-press-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-press-slug-id" */ '../pages/press/DirectoryPage')),
    loader: () => import(/* webpackChunkName: "route-press-slug-id" */ '../pages/press/loaders').then((m) => m.pressLoaders['press-slug-id']),
  },
  'search-category-page': {
    chunk: 'route-search-category-page',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-search-category-page" */ '../pages/search/SearchPage')),
    loader: () => import(/* webpackChunkName: "route-search-category-page" */ '../pages/search/loaders').then((m) => m.searchLoaders['search-category-page']),
  },
  'stories-slug-id': {
    chunk: 'route-stories-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-slug-id" */ '../pages/stories/StoryPage')),
    loader: () => import(/* webpackChunkName: "route-stories-slug-id" */ '../pages/stories/storyLoader').then((m) => m.loadStory),
  },
  'stories-category': {
    chunk: 'route-stories-category',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-stories-category" */ '../pages/stories/StoriesPage')),
    loader: () => import(/* webpackChunkName: "route-stories-category" */ '../pages/stories/loaders').then((m) => m.storiesLoaders['stories-category']),
  },
  'subscriptions-slug-id': {
    chunk: 'route-subscriptions-slug-id',
    Component: loadable<RouteViewProps>(() => import(/* webpackChunkName: "route-subscriptions-slug-id" */ '../pages/subscriptions/SubscriptionDetailPage')),
    loader: () => import(/* webpackChunkName: "route-subscriptions-slug-id" */ '../pages/subscriptions/loaders').then((m) => m.subscriptionsLoaders['subscriptions-slug-id']),
  },
};

/** The view to render, or null for the error page (an error in the store, or no route). */
export function selectView(store: RootStoreInstance, match: RouteMatch | null, error: unknown = store.ui.error): RouteView | null {
  if (error || !match || match.name === '404') return null;
  return routeViews[match.name];
}
