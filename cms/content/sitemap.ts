/**
 * The sitemap's entries (docs/seo.md): every online page, concert, story, person, press directory
 * and subscription with its URLs per language and its last change. Offline objects are never
 * listed, not even for a logged-in editor: the sitemap is for search engines.
 */
import { asc, eq } from 'drizzle-orm';
import type { SitemapEntry } from '../../shared/contract/sitemap';
import type { DbOrTx } from '../db/client';
import { download_directories, events, pages, persons, stories, subscriptions } from '../db/schema';
import { objectUrls } from './common';
import { pageUrls } from './pageState';

const iso = (date: Date) => date.toISOString();

export async function sitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const [pageRows, eventRows, storyRows, personRows, pressRows, subscriptionRows] = await Promise.all([
    db.select({ path_de: pages.path_de, path_en: pages.path_en, updated_at: pages.updated_at }).from(pages).where(eq(pages.is_online, true)).orderBy(asc(pages.path_de), asc(pages.id)),
    db.select({ id: events.id, slug: events.slug, updated_at: events.updated_at }).from(events).where(eq(events.is_online, true)).orderBy(asc(events.start_at), asc(events.id)),
    db.select({ id: stories.id, slug: stories.slug, updated_at: stories.updated_at }).from(stories).where(eq(stories.is_online, true)).orderBy(asc(stories.date), asc(stories.id)),
    db.select({ id: persons.id, slug: persons.slug, updated_at: persons.updated_at }).from(persons).where(eq(persons.is_online, true)).orderBy(asc(persons.id)),
    // directories have no updated_at: their creation (files are added with new directories)
    db.select({ id: download_directories.id, slug: download_directories.slug, updated_at: download_directories.created_at }).from(download_directories).orderBy(asc(download_directories.id)),
    db.select({ id: subscriptions.id, slug: subscriptions.slug, updated_at: subscriptions.updated_at }).from(subscriptions).where(eq(subscriptions.is_online, true)).orderBy(asc(subscriptions.order), asc(subscriptions.id)),
  ]);
  return [
    ...pageRows.map((row): SitemapEntry => ({ kind: 'page', urls: pageUrls(row), lastmod: iso(row.updated_at) })).filter((entry) => entry.urls.de || entry.urls.en),
    ...eventRows.map((row): SitemapEntry => ({ kind: 'event', urls: objectUrls('events-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) })),
    ...storyRows.map((row): SitemapEntry => ({ kind: 'story', urls: objectUrls('stories-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) })),
    ...personRows.map((row): SitemapEntry => ({ kind: 'person', urls: objectUrls('persons-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) })),
    ...pressRows.map((row): SitemapEntry => ({ kind: 'press', urls: objectUrls('press-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) })),
    ...subscriptionRows.map((row): SitemapEntry => ({ kind: 'subscription', urls: objectUrls('subscriptions-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) })),
  ];
}
