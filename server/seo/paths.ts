/** The public addresses of the files for search engines, feed readers and calendars (docs/seo.md). */
import type { Locale } from '../../shared/constants';
import type { SitemapKind } from '../../shared/contract/sitemap';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** one sitemap file: a language's chunk `chunk` (1, 2, …) of one kind of object */
export const sitemapPath = (locale: Locale, kind: SitemapKind, chunk: number): string => `/sitemap-${locale}-${kind}-${chunk}.xml`;
/** what sitemapPath writes: [, locale, kind, chunk] */
export const SITEMAP_FILE_PATTERN = /^\/sitemap-(de|en)-([a-z]+)-([1-9]\d{0,5})\.xml$/;
/** the one-file-per-language sitemaps before issue 24 (answer 301 to the index) */
export const legacySitemapPath = (locale: Locale): string => `/sitemap-${locale}.xml`;
/** RSS 2.0 of the stories */
export const storiesFeedPath = (locale: Locale): string => `/${locale}/stories.rss`;
/** iCalendar of the coming concerts */
export const calendarPath = (locale: Locale): string => (locale === 'de' ? '/de/konzerte.ics' : '/en/concerts.ics');
export const MANIFEST_PATH = '/manifest.webmanifest';
