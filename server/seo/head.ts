/**
 * What a page's head carries for search engines beyond title and description (docs/seo.md): the
 * structured data of its route, the robots directive, the feeds it links and the icons.
 */
import type { TFunction } from 'i18next';
import { buildBreadcrumbs } from '../../shared/breadcrumbs';
import { LOCALES, type Locale } from '../../shared/constants';
import { resources } from '../../shared/i18n';
import type { RouteMatch } from '../../shared/routes';
import { breadcrumbInput } from '../../client/layout/Breadcrumbs';
import { areaOf } from '../../client/stores/areas';
import { concertArea } from '../../client/stores/ConcertStore';
import { personArea } from '../../client/stores/PersonStore';
import type { RootStoreInstance } from '../../client/stores/RootStore';
import { storyArea } from '../../client/stores/StoryStore';
import { subscriptionsArea } from '../../client/stores/SubscriptionsStore';
import { escapeHtml } from '../../shared/html';
import { ICON_LINKS, ICON_PATHS, OG_IMAGE_PATH, THEME_COLOR } from './icons';
import { article, breadcrumbList, jsonLdScript, musicEvent, performingGroup, person, subscriptionProduct, type JsonLd, type JsonLdContext } from './jsonld';
import { calendarPath, storiesFeedPath } from './paths';

/** Routes that are internal search results: crawlers may follow their links but not index them. */
const NOINDEX_ROUTES = new Set(['search-category-page']);

export function jsonLdContext(origin: string, locale: Locale, t: TFunction): JsonLdContext {
  return {
    origin,
    locale,
    siteName: t('site.name'),
    orchestraNames: LOCALES.map((language) => resources[language].translation.site.name),
    siteDescription: t('routeDescriptions.index', { defaultValue: '' }) || t('site.tagline'),
    fallbackImage: origin + OG_IMAGE_PATH,
    logo: origin + ICON_PATHS.png512,
  };
}

/** The JSON-LD objects of the page (none on error pages). */
export function structuredData(store: RootStoreInstance, match: RouteMatch | null, url: URL, context: JsonLdContext, t: TFunction): JsonLd[] {
  if (!match || store.ui.error) return [];
  const data: JsonLd[] = [];
  switch (match.name) {
    case 'index':
      data.push(performingGroup(context));
      break;
    case 'events-slug-id': {
      const concert = areaOf(store, concertArea);
      if (concert.current) data.push(musicEvent(concert.current, context, concert.loadedAt));
      break;
    }
    case 'stories-slug-id': {
      const story = areaOf(store, storyArea).currentArticle;
      if (story) data.push(article(story, context));
      break;
    }
    case 'persons-slug-id': {
      const current = areaOf(store, personArea).current;
      if (current) data.push(person(current, context));
      break;
    }
    case 'subscriptions-slug-id': {
      const subscription = areaOf(store, subscriptionsArea).current;
      const product = subscription && subscriptionProduct(subscription, context);
      if (product) data.push(product);
      break;
    }
    default:
      break;
  }
  const crumbs = buildBreadcrumbs(breadcrumbInput(store, match, url, context.locale, t));
  // a story's page shows no bar (SPEC §2) but has a trail (Home, Stories, the story) like every other
  // detail page, which search results show as the page's place on the site (issue 47)
  const trail = crumbs.visible || match.name === 'stories-slug-id';
  if (trail && crumbs.items.length > 1) data.push(breadcrumbList(crumbs.items, context.origin));
  return data;
}

/**
 * Extra head tags: robots, JSON-LD, the feeds of the page's language, icons, manifest and theme
 * colour. `storiesFeed: false` (no public origin, so no RSS: server/seo/routes.ts) leaves its link out.
 */
export function seoHeadTags(options: { match: RouteMatch | null; locale: Locale; data: JsonLd[]; nonce: string; t: TFunction; storiesFeed?: boolean }): string {
  const { match, locale, t } = options;
  const robots = match && NOINDEX_ROUTES.has(match.name) ? '<meta name="robots" content="noindex, follow">' : '';
  const feeds =
    (options.storiesFeed === false ? '' : `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(t('seo.storiesFeed', { site: t('site.name') }))}" href="${storiesFeedPath(locale)}">`) +
    `<link rel="alternate" type="text/calendar" title="${escapeHtml(t('seo.calendarFeed', { site: t('site.name') }))}" href="${calendarPath(locale)}">`;
  return robots + options.data.map((entry) => jsonLdScript(entry, options.nonce)).join('') + feeds + ICON_LINKS + `<meta name="theme-color" content="${THEME_COLOR}">`;
}


