/**
 * robots.txt and the sitemaps (docs/seo.md): /sitemap.xml is an index of the sitemap files, one
 * per language, kind and chunk of at most 50,000 addresses (issue 24: bounded by design, the index
 * from the back end's aggregates); each lists the public pages of its language with their lastmod
 * and their alternates in both languages (xhtml:link hreflang, plus x-default: the German page).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';
import { SITEMAP_CHUNK, type SitemapEntry, type SitemapKind, type SitemapSection } from '../../shared/contract/sitemap';
import type { StoryCategory } from '../../shared/contract/stories';
import { buildPath } from '../../shared/routes';
import { categoryHref } from '../../shared/routes/storyLinks';
import { sitemapPath, SITEMAP_INDEX_PATH } from './paths';

/**
 * What crawlers should leave alone: the admin, the editor's API, the JSON API and the editor's view.
 * Not the internal search results: they say `noindex, follow` themselves (server/seo/head.ts), which
 * a crawler only reads when robots.txt lets it fetch them (issue 47).
 */
export const DISALLOWED = ['/admin/', '/pageeditor-api/', '/de/pageeditor-api/', '/en/pageeditor-api/', '/api/', '/de/api/', '/en/api/', '/*?edit'];

/**
 * robots.txt; its `Sitemap:` line only with an origin: the line takes an absolute URL, and without
 * a public origin ('' : production without PUBLIC_URL or PUBLIC_HOSTS) there are no sitemaps.
 */
export function robotsTxt(origin: string): string {
  const sitemap = origin ? ['', `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`] : [];
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), ...sitemap, ''].join('\n');
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * What XML 1.0 forbids in a document, even as a character reference (its Char production): the C0
 * controls but tab, line feed and carriage return, U+FFFE and U+FFFF, and a surrogate without its
 * pair. One of them in a title (pasted from a word processor, typed as a vertical tab) would make
 * a conformant parser reject the whole feed or sitemap, so they are dropped.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or an attribute value for the RSS and sitemap writers: what XML cannot hold dropped, the rest escaped. */
export const escapeXml = (value: string): string => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

const latest = (dates: readonly string[]): string | undefined => {
  const known = dates.filter(Boolean);
  return known.length ? known.reduce((a, b) => (a > b ? a : b)) : undefined;
};

/** The newest change of a kind, from the back end's index ('' when it has none). */
const newestOf = (sections: readonly SitemapSection[], kind: SitemapKind): string => sections.find((section) => section.kind === kind)?.lastmod ?? '';

/**
 * The list pages of the route table with the newest change of what they list (from the index's
 * aggregates): concerts, orchestra, press, subscriptions, stories and each story category, and the
 * topics and newsletter pages. They open the first file of the pages.
 */
export function listEntries(sections: readonly SitemapSection[], categories: readonly Pick<StoryCategory, 'slug_de' | 'slug_en'>[]): SitemapEntry[] {
  const route = (name: Parameters<typeof buildPath>[0], kind: SitemapKind | null): SitemapEntry => ({
    kind: 'page',
    urls: { de: buildPath(name, 'de'), en: buildPath(name, 'en') },
    lastmod: kind ? newestOf(sections, kind) : '',
  });
  const stories = newestOf(sections, 'story');
  return [
    route('events', 'event'),
    route('persons', 'person'),
    route('press', 'press'),
    route('subscriptions', 'subscription'),
    route('stories-category', 'story'),
    ...categories.map((category): SitemapEntry => ({ kind: 'page', urls: { de: categoryHref('de', category), en: categoryHref('en', category) }, lastmod: stories })),
    route('stories-tags', 'story'),
    route('newsletter', null),
    // the content hub has one address for both languages (its own layout, no locale prefix)
    { kind: 'page', urls: { de: buildPath('cms-hub', 'de') }, lastmod: '' },
  ];
}

export interface SitemapFile {
  locale: Locale;
  kind: SitemapKind;
  /** 1, 2, …: the back end's chunk of at most SITEMAP_CHUNK objects */
  chunk: number;
  lastmod: string;
}

/**
 * The sitemap files: per language one per kind and chunk of SITEMAP_CHUNK objects (a kind without
 * objects has none), from the back end's counts; the pages always have one (the list pages open it,
 * changed with the newest of anything).
 */
export function sitemapFiles(sections: readonly SitemapSection[]): SitemapFile[] {
  const newest = latest(sections.map((section) => section.lastmod)) ?? '';
  return LOCALES.flatMap((locale) =>
    sections.flatMap((section) => {
      const chunks = Math.ceil(section.count / SITEMAP_CHUNK);
      const count = section.kind === 'page' ? Math.max(1, chunks) : chunks;
      const lastmod = section.kind === 'page' ? newest : section.lastmod;
      return Array.from({ length: count }, (_, i): SitemapFile => ({ locale, kind: section.kind, chunk: i + 1, lastmod }));
    }),
  );
}

export function sitemapIndex(origin: string, sections: readonly SitemapSection[]): string {
  const sitemaps = sitemapFiles(sections).map(
    (file) => `<sitemap><loc>${escapeXml(origin + sitemapPath(file.locale, file.kind, file.chunk))}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>`,
  );
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
