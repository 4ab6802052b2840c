/**
 * The breadcrumb trail of SPEC §2, as a pure function of the route and its data. The component
 * (client/layout/Breadcrumbs.tsx) only renders what this answers:
 *   - the bar is hidden on home (hideOnHome, default true), on story detail pages and when the trail
 *     has fewer than BREADCRUMB_MIN_ITEMS links;
 *   - the first crumb is always Home, and further Home crumbs are dropped;
 *   - stories: Home, Stories, then Tags and the tag name, or the category, or the article;
 *     concerts: Home, Concerts, the event (fallback 'Konzert'); pages: Home, parent, page;
 *   - texts are cut with an ellipsis (BREADCRUMB_TRUNCATE: articles 50, events 35, page titles 40);
 *   - small screens get one back link: the second-to-last crumb, else stories, concerts or home by path.
 * Labels come in from i18n (the caller's `labels`), so this file holds no visible strings.
 */
import { BREADCRUMB_MIN_ITEMS, BREADCRUMB_TRUNCATE, type Locale } from '../constants';
import { buildPath, type RouteName } from '../routes';

export interface BreadcrumbItem {
  link: string;
  text: string;
  /** the link goes back one step in history instead of to `link` */
  back?: boolean;
}

export interface BreadcrumbLabels {
  home: string;
  stories: string;
  tags: string;
  concerts: string;
  /** the event's fallback name ('Konzert') */
  concert: string;
  /** 'Tag {number}' with the number filled in */
  tagNumber: (number: string) => string;
  /** category slug -> label (sehen: Sehen, hoeren: Hören, lesen: Lesen, listen: Listen, read: Read, watch: Watch) */
  categories: Record<string, string>;
}

export interface BreadcrumbInput {
  locale: Locale;
  /** the current path, without query */
  path: string;
  route: RouteName | null;
  labels: BreadcrumbLabels;
  /** default true: no bar on the home page */
  hideOnHome?: boolean;
  /** an explicit trail (after Home) set by a route; replaces the generated one */
  links?: BreadcrumbItem[];
  /** an explicit back link for small screens */
  mobile?: { text: string; link: string; back?: boolean };
  /** content pages */
  page?: { title: string; parent?: { title: string; url: string } | null } | null;
  /** concert detail */
  event?: { name?: string | null } | null;
  /** stories routes */
  story?: {
    category?: string | null;
    tag?: { name?: string | null; slug?: string | null; id?: number | string | null } | null;
    article?: string | null;
  } | null;
}

export interface Breadcrumbs {
  visible: boolean;
  /** the full trail (medium and larger screens); the last item is the current page */
  items: BreadcrumbItem[];
  /** the one back link of small screens */
  mobile: BreadcrumbItem;
}

const ELLIPSIS = '…';

/** Cuts `text` to `max` characters and ends it with an ellipsis; shorter texts stay as they are. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}${ELLIPSIS}`;
}

/** 'Tag 12' for a bare number; '12-wiener-klassik' -> 'Wiener Klassik'. */
export function tagFallbackLabel(slugOrId: string | number, labels: Pick<BreadcrumbLabels, 'tagNumber'>): string {
  const value = String(slugOrId).trim();
  if (/^\d+$/.test(value)) return labels.tagNumber(value);
  const words = value
    .replace(/^\d+[-_\s]*/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.length ? words.join(' ') : labels.tagNumber(value);
}

const homePath = (locale: Locale) => buildPath('index', locale);

function isHomeLink(link: string): boolean {
  const path = link.split(/[?#]/)[0].replace(/\/+$/, '');
  return path === '' || path === '/de' || path === '/en';
}

function storiesTrail(input: BreadcrumbInput): BreadcrumbItem[] {
  const { locale, labels, path } = input;
  const stories: BreadcrumbItem = { link: buildPath('stories-category', locale), text: labels.stories };
  const story = input.story ?? {};
  if (input.route === 'stories-tags' || input.route === 'stories-tags-slug') {
    const tags: BreadcrumbItem = { link: buildPath('stories-tags', locale), text: labels.tags };
    if (input.route === 'stories-tags') return [stories, tags];
    const tag = story.tag;
    const fallback = tag?.slug || tag?.id || path.split('/').filter(Boolean).pop() || '';
    const text = tag?.name?.trim() || tagFallbackLabel(fallback, labels);
    return [stories, tags, { link: path, text }];
  }
  if (input.route === 'stories-slug-id') {
    return [stories, { link: path, text: truncate(story.article?.trim() || labels.stories, BREADCRUMB_TRUNCATE.article) }];
  }
  const category = story.category?.toLowerCase();
  if (category) {
    const text = labels.categories[category] ?? labels.categories[category.replace('ö', 'oe')] ?? category;
    return [stories, { link: path, text }];
  }
  return [stories];
}

function concertsTrail(input: BreadcrumbInput): BreadcrumbItem[] {
  const concerts: BreadcrumbItem = { link: buildPath('events', input.locale), text: input.labels.concerts };
  if (input.route !== 'events-slug-id') return [concerts];
  const name = input.event?.name?.trim() || input.labels.concert;
  return [concerts, { link: input.path, text: truncate(name, BREADCRUMB_TRUNCATE.event) }];
}

function pageTrail(input: BreadcrumbInput): BreadcrumbItem[] {
  const page = input.page;
  if (!page) return [];
  const trail: BreadcrumbItem[] = [];
  if (page.parent?.title) trail.push({ link: page.parent.url, text: truncate(page.parent.title, BREADCRUMB_TRUNCATE.page) });
  trail.push({ link: input.path, text: truncate(page.title, BREADCRUMB_TRUNCATE.page) });
  return trail;
}

function generatedTrail(input: BreadcrumbInput): BreadcrumbItem[] {
  switch (input.route) {
    case 'stories-category':
    case 'stories-tags':
    case 'stories-tags-slug':
    case 'stories-slug-id':
      return storiesTrail(input);
    case 'events':
    case 'events-slug-id':
      return concertsTrail(input);
    case 'page':
      return pageTrail(input);
    default:
      return [];
  }
}

/** The back link of small screens when the trail has no parent: by the section the path is in. */
function fallbackParent(input: BreadcrumbInput): BreadcrumbItem {
  const segments = input.path.split('/').filter(Boolean);
  const section = segments[1];
  if (section === 'stories') return { link: buildPath('stories-category', input.locale), text: input.labels.stories };
  if (section === 'konzerte' || section === 'concerts') return { link: buildPath('events', input.locale), text: input.labels.concerts };
  return { link: homePath(input.locale), text: input.labels.home };
}

export function buildBreadcrumbs(input: BreadcrumbInput): Breadcrumbs {
  const { locale, labels } = input;
  const hideOnHome = input.hideOnHome ?? true;
  const home: BreadcrumbItem = { link: homePath(locale), text: labels.home };
  const trail = (input.links ?? generatedTrail(input)).filter(
    (item) => !isHomeLink(item.link) && item.text.trim() !== labels.home,
  );
  const items = [home, ...trail];

  const onHome = input.route === 'index' || isHomeLink(input.path);
  const visible =
    !(onHome && hideOnHome) && input.route !== 'stories-slug-id' && items.length >= BREADCRUMB_MIN_ITEMS;

  const parent = items.length >= 2 ? items[items.length - 2] : undefined;
  const mobile: BreadcrumbItem = input.mobile
    ? { link: input.mobile.link, text: input.mobile.text, back: input.mobile.back ?? false }
    : (parent ?? fallbackParent(input));
  return { visible, items, mobile };
}
