/**
 * robots.txt and the sitemaps (docs/seo.md): /sitemap.xml is an index of one sitemap per language;
 * each lists every public page of that language with its lastmod and its alternates in both
 * languages (xhtml:link hreflang, plus x-default: the German page).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';
import type { SitemapEntry, SitemapKind } from '../../shared/contract/sitemap';
import type { StoryCategory } from '../../shared/contract/stories';
import { buildPath } from '../../shared/routes';
import { categoryHref } from '../../shared/routes/storyLinks';
import { sitemapPath, SITEMAP_INDEX_PATH } from './paths';

/** What crawlers should leave alone: the admin, the editor's API, the JSON API and internal search results. */
export const DISALLOWED = ['/admin/', '/pageeditor-api/', '/de/pageeditor-api/', '/en/pageeditor-api/', '/api/', '/de/api/', '/en/api/', '/de/search', '/en/search', '/*?edit'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

const latest = (dates: readonly string[]): string | undefined => (dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : undefined);

/**
 * The list pages of the route table with the newest change of what they list: concerts, orchestra,
 * press, subscriptions, stories and each story category, and the topics and newsletter pages.
 */
export function listEntries(entries: readonly SitemapEntry[], categories: readonly Pick<StoryCategory, 'slug_de' | 'slug_en'>[]): SitemapEntry[] {
  const newest = (kind: SitemapKind) => latest(entries.filter((entry) => entry.kind === kind).map((entry) => entry.lastmod));
  const route = (name: Parameters<typeof buildPath>[0], kind: SitemapKind | null): SitemapEntry | null => {
    const lastmod = kind ? newest(kind) : undefined;
    return { kind: 'page', urls: { de: buildPath(name, 'de'), en: buildPath(name, 'en') }, lastmod: lastmod ?? '' };
  };
  const stories = newest('story') ?? '';
  return [
    route('events', 'event'),
    route('persons', 'person'),
    route('press', 'press'),
    route('subscriptions', 'subscription'),
    route('stories-category', 'story'),
    ...categories.map((category): SitemapEntry => ({ kind: 'page', urls: { de: categoryHref('de', category), en: categoryHref('en', category) }, lastmod: stories })),
    route('stories-tags', 'story'),
    route('newsletter', null),
  ].filter((entry): entry is SitemapEntry => entry !== null);
}

export function sitemapIndex(origin: string, entries: readonly SitemapEntry[]): string {
  const lastmod = latest(entries.map((entry) => entry.lastmod));
  const sitemaps = LOCALES.map((locale) => `<sitemap><loc>${escapeXml(origin + sitemapPath(locale))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps.join('')}</sitemapindex>\n`;
}

/** The sitemap of one language: every entry that has a page in it. */
export function sitemapUrlset(origin: string, locale: Locale, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .filter((entry) => entry.urls[locale])
    .map((entry) => {
      const alternates = LOCALES.filter((other) => entry.urls[other]).map(
        (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(origin + entry.urls[other])}"/>`,
      );
      const fallback = entry.urls[DEFAULT_LOCALE] ?? entry.urls[locale]!;
      alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback)}"/>`);
      return `<url><loc>${escapeXml(origin + entry.urls[locale])}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates.join('')}</url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  );
}
