/**
 * The sitemap's sections and entries (docs/seo.md): every online page, concert, story, person,
 * press directory, subscription, form (but the newsletter's, shown at its own route) and story tag
 * with online stories, with its URLs per language and its last change. Offline objects are never
 * listed, not even for a logged-in editor: the sitemap is for search engines.
 *
 * Bounded by design (issue 24): `sitemapSections` is one aggregate per kind (count and newest change,
 * from the partial indexes of the online objects), `sitemapChunk` one kind's chunk of at most
 * SITEMAP_CHUNK objects in id order (the primary key).
 */
import { and, asc, count, eq, exists, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SITEMAP_CHUNK, type SitemapEntry, type SitemapKind, type SitemapSection } from '../../shared/contract/sitemap';
import type { DbOrTx } from '../db/client';
import { download_directories, events, forms, pages, persons, stories, stories_story_tags, story_tags, subscriptions } from '../db/schema';
import { buildPath } from '../../shared/routes';
import { tagHref } from '../../shared/routes/storyLinks';
import { NEWSLETTER_FORM_SLUG } from '../../shared/forms/slugs';
import { objectUrls, titledSlugs } from './common';
import { pageUrls } from './pageState';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : '');

/** the online stories' ids (from the partial index of the online stories, not the table) */
const onlineStoryIds = (db: DbOrTx) => db.select({ id: stories.id }).from(stories).where(eq(stories.is_online, true));

/** a tag has an online story */
const tagHasOnlineStory = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(stories_story_tags)
      .where(and(eq(stories_story_tags.tag_id, story_tags.id), inArray(stories_story_tags.story_id, onlineStoryIds(db)))),
  );

/** count and newest change of the rows of `table` that `where` keeps */
async function aggregate(db: DbOrTx, table: PgTable, changed: PgColumn, where: SQL | undefined): Promise<{ count: number; lastmod: string }> {
  const [row] = await db.select({ count: count(), lastmod: max(changed) }).from(table).where(where);
  return { count: Number(row?.count ?? 0), lastmod: iso(row?.lastmod as Date | null) };
}

const onlineForms = and(eq(forms.is_online, true), ne(forms.slug, NEWSLETTER_FORM_SLUG));

/** How many public objects of each kind there are and their newest change: one aggregate query per kind. */
export async function sitemapSections(db: DbOrTx): Promise<SitemapSection[]> {
  const tags = async () => {
    const [tagCount] = await db.select({ count: count() }).from(story_tags).where(tagHasOnlineStory(db));
    // the newest online story that has a tag: a walk down the online stories' updated_at index
    const [newest] = await db
      .select({ lastmod: stories.updated_at })
      .from(stories)
      .where(and(eq(stories.is_online, true), exists(db.select({ one: sql`1` }).from(stories_story_tags).where(eq(stories_story_tags.story_id, stories.id)))))
      .orderBy(sql`${stories.updated_at} desc`)
      .limit(1);
    return { count: Number(tagCount?.count ?? 0), lastmod: iso(newest?.lastmod) };
  };
  const sections: [SitemapKind, () => Promise<{ count: number; lastmod: string }>][] = [
    ['page', () => aggregate(db, pages, pages.updated_at, eq(pages.is_online, true))],
    ['event', () => aggregate(db, events, events.updated_at, eq(events.is_online, true))],
    ['story', () => aggregate(db, stories, stories.updated_at, eq(stories.is_online, true))],
    ['person', () => aggregate(db, persons, persons.updated_at, eq(persons.is_online, true))],
    // directories have no updated_at: their creation (files are added with new directories)
    ['press', () => aggregate(db, download_directories, download_directories.created_at, undefined)],
    ['subscription', () => aggregate(db, subscriptions, subscriptions.updated_at, eq(subscriptions.is_online, true))],
    ['tag', tags],
    ['form', () => aggregate(db, forms, forms.updated_at, onlineForms)],
  ];
  return Promise.all(sections.map(async ([kind, read]) => ({ kind, ...(await read()) })));
}

/** Chunk `chunk` (1, 2, …) of the public objects of `kind`, in id order; at most SITEMAP_CHUNK. */
export async function sitemapChunk(db: DbOrTx, kind: SitemapKind, chunk: number, size = SITEMAP_CHUNK): Promise<SitemapEntry[]> {
  const limit = size;
  const offset = (chunk - 1) * size;
  switch (kind) {
    case 'page': {
      const rows = await db
        .select({ path_de: pages.path_de, path_en: pages.path_en, unpublished_de: pages.unpublished_de, unpublished_en: pages.unpublished_en, updated_at: pages.updated_at })
        .from(pages)
        .where(eq(pages.is_online, true))
        .orderBy(asc(pages.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: pageUrls(row), lastmod: iso(row.updated_at) })).filter((entry) => entry.urls.de || entry.urls.en);
    }
    case 'event': {
      const rows = await db
        .select({ id: events.id, slug: events.slug, title_en: events.title_en, updated_at: events.updated_at })
        .from(events)
        .where(eq(events.is_online, true))
        .orderBy(asc(events.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: objectUrls('events-slug-id', titledSlugs(row), row.id), lastmod: iso(row.updated_at) }));
    }
    case 'story': {
      const rows = await db
        .select({ id: stories.id, slug: stories.slug, title_en: stories.title_en, updated_at: stories.updated_at })
        .from(stories)
        .where(eq(stories.is_online, true))
        .orderBy(asc(stories.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: objectUrls('stories-slug-id', titledSlugs(row), row.id), lastmod: iso(row.updated_at) }));
    }
    case 'person': {
      const rows = await db
        .select({ id: persons.id, slug: persons.slug, updated_at: persons.updated_at })
        .from(persons)
        .where(eq(persons.is_online, true))
        .orderBy(asc(persons.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: objectUrls('persons-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) }));
    }
    case 'press': {
      const rows = await db
        .select({ id: download_directories.id, slug: download_directories.slug, updated_at: download_directories.created_at })
        .from(download_directories)
        .orderBy(asc(download_directories.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: objectUrls('press-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) }));
    }
    case 'subscription': {
      const rows = await db
        .select({ id: subscriptions.id, slug: subscriptions.slug, updated_at: subscriptions.updated_at })
        .from(subscriptions)
        .where(eq(subscriptions.is_online, true))
        .orderBy(asc(subscriptions.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: objectUrls('subscriptions-slug-id', row.slug, row.id), lastmod: iso(row.updated_at) }));
    }
    case 'tag': {
      // a tag's page lists its online stories: only tags that have one, changed with the newest of them
      const rows = await db
        .select({ slug: story_tags.slug, updated_at: max(stories.updated_at) })
        .from(story_tags)
        .innerJoin(stories_story_tags, eq(stories_story_tags.tag_id, story_tags.id))
        .innerJoin(stories, and(eq(stories.id, stories_story_tags.story_id), eq(stories.is_online, true)))
        .groupBy(story_tags.id, story_tags.slug)
        .orderBy(asc(story_tags.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: { de: tagHref('de', row), en: tagHref('en', row) }, lastmod: iso(row.updated_at) }));
    }
    case 'form': {
      const rows = await db
        .select({ id: forms.id, slug: forms.slug, updated_at: forms.updated_at })
        .from(forms)
        .where(onlineForms)
        .orderBy(asc(forms.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): SitemapEntry => ({ kind, urls: { de: buildPath('forms-slug', 'de', { slug: row.slug }), en: buildPath('forms-slug', 'en', { slug: row.slug }) }, lastmod: iso(row.updated_at) }));
    }
  }
}
