/** Concerts: venues, genres, tags, events with their programme and performers. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, localized, order, publishLocales, scheduleIndexes, updatedAt } from './_columns';
import { images } from './media';
import { persons } from './persons';

export const venues = pgTable('venues', {
  id: id(),
  name: text().notNull(),
  address: text().notNull().default(''),
  city: text().notNull().default(''),
  url: text().notNull().default(''),
});

export const genres = pgTable('genres', {
  id: id(),
  ...localized('name'),
  slug: text().notNull().unique(),
  order: order(),
});

export const event_tags = pgTable('event_tags', {
  id: id(),
  ...localized('name'),
  slug: text().notNull().unique(),
});

export const AVAILABILITIES = ['bookable', 'presale', 'soldout', 'cancelled'] as const;
export const availability = pgEnum('availability', AVAILABILITIES);

/** An event. Its URL is /{locale}/.../{slug}/{id}: the stored slug (from the German title); English addresses make theirs from the English title (cms/content/common.ts, titledSlugs). */
export const events = pgTable(
  'events',
  {
    id: id(),
    slug: text().notNull(),
    ...localized('title'),
    ...localized('subtitle'),
    /** rich text (allowlisted HTML) */
    ...localized('text'),
    start_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    end_at: timestamp({ withTimezone: true, mode: 'date' }),
    venue_id: integer().references(() => venues.id, { onDelete: 'set null' }),
    genre_id: integer().references(() => genres.id, { onDelete: 'set null' }),
    ticket_url: text().notNull().default(''),
    availability: availability().notNull().default('bookable'),
    presale_start: date({ mode: 'string' }),
    /** the tickets' price range in euro cents (the cheapest and the dearest category); null: not known (no price shown, no offer in its JSON-LD) */
    price_min_cents: integer(),
    price_max_cents: integer(),
    image_id: integer().references(() => images.id, { onDelete: 'set null' }),
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
    index('events_start_idx').on(t.start_at),
    index('events_venue_idx').on(t.venue_id),
    index('events_genre_idx').on(t.genre_id),
    // the sitemap's count and newest change of the online concerts (cms/content/sitemap.ts), without the table
    index('events_online_updated_idx').on(t.updated_at).where(sql`${t.is_online}`),
    ...scheduleIndexes('events', t),
  ],
);

export const events_event_tags = pgTable(
  'events_event_tags',
  {
    event_id: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tag_id: integer()
      .notNull()
      .references(() => event_tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.tag_id] }), index('events_event_tags_tag_idx').on(t.tag_id)],
);

/** The programme: works played at an event, in order. */
export const event_works = pgTable(
  'event_works',
  {
    id: id(),
    event_id: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    composer: text().notNull().default(''),
    ...localized('title'),
    order: order(),
  },
  (t) => [index('event_works_event_idx').on(t.event_id, t.order)],
);

/** Performers of an event; `person_id` links one of our musicians when the performer is one. */
export const event_performers = pgTable(
  'event_performers',
  {
    id: id(),
    event_id: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...localized('role'),
    person_id: integer().references(() => persons.id, { onDelete: 'set null' }),
    order: order(),
  },
  (t) => [index('event_performers_event_idx').on(t.event_id, t.order)],
);
