/** Stories (articles) in the three categories read / watch / listen, with tags. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, localized, order, publishLocales, scheduleIndexes, updatedAt } from './_columns';
import { images } from './media';

/** Fixed set: lesen/read, sehen/watch, hoeren/listen. Categories have per-locale slugs. */
export const story_categories = pgTable('story_categories', {
  id: id(),
  slug_de: text().notNull().unique(),
  slug_en: text().notNull().unique(),
  ...localized('name'),
  order: order(),
});

export const story_tags = pgTable('story_tags', {
  id: id(),
  ...localized('name'),
  /** from the German name by the rule of SPEC §5 (shared slug function) */
  slug: text().notNull().unique(),
});

export const stories = pgTable(
  'stories',
  {
    id: id(),
    slug: text().notNull(),
    ...localized('title'),
    ...localized('teaser'),
    /** rich text (allowlisted HTML) */
    ...localized('text'),
    date: date({ mode: 'string' }).notNull(),
    header_image_id: integer().references(() => images.id, { onDelete: 'set null' }),
    is_highlight: flag(false),
    is_online: flag(true),
    /** scheduled go-live / take-down (cms/jobs/schedule.ts) */
    publish_at: timestamp({ withTimezone: true, mode: 'date' }),
    unpublish_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** the languages the go-live publishes (null: every language) */
    publish_locales: publishLocales(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('stories_date_idx').on(t.date),
    // the sitemap's count and newest change of the online stories (cms/content/sitemap.ts), without the table
    index('stories_online_updated_idx').on(t.updated_at).where(sql`${t.is_online}`),
    // the lists, newest first (cms/content/stories.ts), their counts and the tags' newest change without the table
    index('stories_online_newest_idx').on(t.date, t.id, t.updated_at).where(sql`${t.is_online}`),
    // the teaser: highlights first, then the newest
    index('stories_online_teaser_idx').on(t.is_highlight, t.date, t.id).where(sql`${t.is_online}`),
    ...scheduleIndexes('stories', t),
  ],
);

export const stories_story_categories = pgTable(
  'stories_story_categories',
  {
    story_id: integer()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => story_categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.story_id, t.category_id] }), index('stories_story_categories_cat_idx').on(t.category_id)],
);

export const stories_story_tags = pgTable(
  'stories_story_tags',
  {
    story_id: integer()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    tag_id: integer()
      .notNull()
      .references(() => story_tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.story_id, t.tag_id] }), index('stories_story_tags_tag_idx').on(t.tag_id)],
);
