/**
 * The document head of the current route, the same on server and client: title, description and
 * the Open Graph fields (a content page's own og_* fields win over its meta fields and the site's).
 */
import type { TFunction } from 'i18next';
import type { RouteMatch } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';
import type { HeadText } from '../stores/UiStore';
import type { Page } from '../../shared/contract/pages';
import { plainText } from './objectHead';

export interface HeadInfo {
  title: string;
  description: string;
  og: {
    title: string;
    description: string;
    /** as the back end gives it (a path or a URL); the server makes it absolute */
    image: string | null;
    type: string;
  };
}

const DEFAULT_OG_TYPE = 'website';

/** The longest title search results show in full (issue 47: 108 of 309 pages were longer). */
export const TITLE_MAX = 60;

/** The text cut to `max` characters with an ellipsis, when longer. */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`);

/**
 * `{title} | {site}` when that fits in TITLE_MAX characters, else the title alone (cut with an
 * ellipsis when still longer); the title alone when it names the site already (a home page titled
 * after the orchestra).
 */
export function withSiteName(title: string, site: string): string {
  const own = title.trim();
  if (!own) return site;
  const full = `${own} | ${site}`;
  return own.toLocaleLowerCase().includes(site.toLocaleLowerCase()) || full.length > TITLE_MAX ? cut(own, TITLE_MAX) : full;
}

/**
 * A route's own title in at most TITLE_MAX characters: its pattern with the site's name, else alone,
 * else its `shorter` pattern, else that with its `fit` value cut (a long concert name gives way,
 * its date stays: a concert repeats under one name).
 */
export function fittedTitle(value: HeadText, site: string, t: TFunction): string {
  if (typeof value === 'string') return withSiteName(value, site);
  const full = t(value.key, value.values);
  if (full.trim().length <= TITLE_MAX) return withSiteName(full, site);
  const key = value.shorter ?? value.key;
  const text = t(key, value.values);
  const name = value.fit ? value.values?.[value.fit] : undefined;
  if (text.trim().length <= TITLE_MAX || !value.fit || !name) return withSiteName(text, site);
  return withSiteName(t(key, { ...value.values, [value.fit]: cut(name, name.length - (text.trim().length - TITLE_MAX)) }), site);
}

type ModuleLike = { model: string; data: Record<string, unknown>; children?: ModuleLike[] };

/** Which field of which module kind reads as a page's introduction, in order of preference. */
const INTRO_FIELDS: [string, string][] = [
  ['text', 'content'],
  ['fullteaser', 'text'],
  ['quote', 'content'],
];

/** A content page's own description when it has no meta description: its first text (docs/seo.md). */
export function pageDescription(page: Pick<Page, 'modules'>): string {
  const modules: ModuleLike[] = [];
  const walk = (list: readonly ModuleLike[]) => {
    for (const module of list) {
      modules.push(module);
      if (module.children?.length) walk(module.children);
    }
  };
  for (const section of page.modules) walk(section.modules as unknown as ModuleLike[]);
  for (const [model, field] of INTRO_FIELDS) {
    for (const module of modules) {
      const value = module.model === model ? module.data?.[field] : undefined;
      const text = typeof value === 'string' ? plainText(value) : '';
      if (text.length >= 40) return text;
    }
  }
  return '';
}

export function headInfo(store: RootStoreInstance, match: RouteMatch | null, t: TFunction): HeadInfo {
  const site = t('site.name');
  const tagline = t('site.tagline');
  // every route its own description (docs/seo.md); the site's tagline only where a route has none
  const routeDescription = (name: string) => t(`routeDescriptions.${name}`, { defaultValue: '' }) || tagline;
  const plain = (title: string, description = tagline): HeadInfo => ({
    title,
    description,
    og: { title, description, image: null, type: DEFAULT_OG_TYPE },
  });
  const error = store.ui.error;
  if (error || !match) return plain(withSiteName(t('error.title', { status: error?.status ?? 404 }), site));
  const page = store.page.current;
  if ((match.name === 'page' || match.name === 'index' || match.name === 'cms-hub') && page) {
    const own = page.meta_title || page.title;
    const title = withSiteName(own, site);
    const description = page.meta_description || pageDescription(page) || (match.name === 'page' ? `${own} – ${tagline}` : routeDescription('index'));
    return {
      title,
      description,
      og: {
        title: page.og_title || title,
        description: page.og_description || description,
        image: page.og_image,
        type: page.og_type || DEFAULT_OG_TYPE,
      },
    };
  }
  if (match.name === 'index') return plain(site, routeDescription('index'));
  const own = store.ui.head?.route === match.name ? store.ui.head : null;
  if (own) {
    const text = (value: HeadText) => (typeof value === 'string' ? value : t(value.key, value.values));
    const title = fittedTitle(own.title, site, t);
    // without a description of its own (a story without teaser): its title with the route's, so it
    // stays the page's own (docs/seo.md: every page its own description)
    const description = (own.description && text(own.description)) || `${text(own.title)} – ${routeDescription(match.name)}`;
    return { title, description, og: { title, description, image: own.image ?? null, type: own.type || DEFAULT_OG_TYPE } };
  }
  return plain(withSiteName(t(`routes.${match.name}`), site), routeDescription(match.name));
}
