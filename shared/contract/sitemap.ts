/**
 * The sitemap listing of the back end, for the SSR server's sitemaps (server/seo/sitemap.ts,
 * docs/seo.md). Bounded by design (issue 24): the index is one aggregate per kind (how many, the
 * newest change), never a read of every row; the entries come one kind and one chunk of at most
 * SITEMAP_CHUNK objects at a time, a sitemap file's worth.
 *   GET /api/sitemap/                   SitemapIndex
 *   GET /api/sitemap/{kind}/?page={n}   Sitemap: chunk n of that kind (404 after the last)
 */
import type { LocalizedUrls } from './common';

export const SITEMAP_KINDS = ['page', 'event', 'story', 'person', 'press', 'subscription', 'tag', 'form'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The most addresses one sitemap file may hold (sitemaps.org: 50,000). */
export const SITEMAP_CHUNK = 50_000;

export interface SitemapEntry {
  kind: SitemapKind;
  /** the object's public paths; a page without an English version has no `en` */
  urls: LocalizedUrls;
  /** ISO 8601 (UTC) of the object's last change */
  lastmod: string;
}

export interface SitemapSection {
  kind: SitemapKind;
  /** how many public objects of the kind there are (at most this many entries in its chunks) */
  count: number;
  /** ISO 8601 (UTC) of the newest change among them; '' when there are none */
  lastmod: string;
}

export interface SitemapIndex {
  sections: SitemapSection[];
}

export interface Sitemap {
  entries: SitemapEntry[];
}
