/** The public addresses of the files for search engines, feed readers and calendars (docs/seo.md). */
import type { Locale } from '../../shared/constants';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPath = (locale: Locale): string => `/sitemap-${locale}.xml`;
/** RSS 2.0 of the stories */
export const storiesFeedPath = (locale: Locale): string => `/${locale}/stories.rss`;
/** iCalendar of the coming concerts */
export const calendarPath = (locale: Locale): string => (locale === 'de' ? '/de/konzerte.ics' : '/en/concerts.ics');
export const MANIFEST_PATH = '/manifest.webmanifest';
