/**
 * The one route table of SPEC §2, used by the SSR server and the client. Order matters: the first
 * pattern whose segments fit wins, so specific routes come before the ones that would swallow them
 * (stories/tags before stories/{category?}, everything before the catch-all).
 *
 * Pattern syntax: literal segments, `:name` (required), `:name?` (optional), `*` (rest, as `slug`).
 */
import type { Locale } from '../constants';
import { isStoryCategory } from './categories';

export type RouteName =
  | 'index'
  | '404'
  | 'subscriptions'
  | 'events'
  | 'newsletter'
  | 'persons'
  | 'press'
  | 'stories-tags'
  | 'stories-tags-slug'
  | 'forms-slug'
  | 'events-slug-id'
  | 'persons-slug-id'
  | 'press-slug-id'
  | 'search-category-page'
  | 'stories-slug-id'
  | 'stories-category'
  | 'subscriptions-slug-id'
  | 'cms-hub'
  | 'page';

export type RouteParams = Record<string, string>;

export interface RouteDefinition {
  name: RouteName;
  paths: Record<Locale, string>;
  /** false: the path carries no language (the page renders in the default locale) */
  localized: boolean;
  /** false when the parameters are malformed: the route then answers 404 (SPEC §8) */
  validate?: (params: RouteParams, locale: Locale) => boolean;
}

const isId = (value: string | undefined) => value === undefined || /^\d+$/.test(value);
const isPage = (value: string | undefined) => value === undefined || /^[1-9]\d*$/.test(value);

const route = (
  name: RouteName,
  de: string,
  en: string,
  extra: Partial<Pick<RouteDefinition, 'localized' | 'validate'>> = {},
): RouteDefinition => ({ name, paths: { de, en }, localized: true, ...extra });

const withId = { validate: (params: RouteParams) => isId(params.id) };

export const ROUTES: readonly RouteDefinition[] = [
  route('index', '/de', '/en'),
  route('404', '/de/404', '/en/404'),
  route('subscriptions', '/de/abonnement', '/en/abonnements'),
  route('events', '/de/konzerte', '/en/concerts'),
  route('newsletter', '/de/newsletter', '/en/newsletter'),
  route('persons', '/de/orchester', '/en/orchestra'),
  route('press', '/de/presse', '/en/press'),
  route('stories-tags', '/de/stories/tags', '/en/stories/tags'),
  route('stories-tags-slug', '/de/stories/tags/:slug', '/en/stories/tags/:slug'),
  route('forms-slug', '/de/forms/:slug?', '/en/forms/:slug?'),
  route('events-slug-id', '/de/konzerte/:slug/:id', '/en/concerts/:slug/:id', withId),
  route('persons-slug-id', '/de/orchester/:slug/:id', '/en/orchestra/:slug/:id', withId),
  route('press-slug-id', '/de/presse/:slug/:id', '/en/press/:slug/:id', withId),
  route('search-category-page', '/de/search/:category?/:page?', '/en/search/:category?/:page?', {
    validate: (params) => isPage(params.page),
  }),
  route('stories-slug-id', '/de/stories/:slug/:id', '/en/stories/:slug/:id', withId),
  route('stories-category', '/de/stories/:category?', '/en/stories', {
    validate: (params, locale) => params.category === undefined || isStoryCategory(params.category, locale),
  }),
  route('subscriptions-slug-id', '/de/subscriptions/:slug/:id?', '/en/subscriptions/:slug/:id?', withId),
  route('cms-hub', '/cms-hub', '/cms-hub', { localized: false }),
  route('page', '/de/*', '/en/*'),
];
