/**
 * GET /api/sitemap/ : every public object with its URLs in both languages and when its content last
 * changed, for the SSR server's /sitemap.xml (server/seo/sitemap.ts). Not paginated: one row per
 * object, a few thousand at most for an orchestra's site.
 */
import type { LocalizedUrls } from './common';

export type SitemapKind = 'page' | 'event' | 'story' | 'person' | 'press' | 'subscription';

export interface SitemapEntry {
  kind: SitemapKind;
  /** the object's public paths; a page without an English version has no `en` */
  urls: LocalizedUrls;
  /** ISO 8601 (UTC) of the object's last change */
  lastmod: string;
}

export interface Sitemap {
  entries: SitemapEntry[];
}
