/** The admin's resources of concerts (resource.ts declares the machinery, docs/admin.md). */
import { z } from 'zod';
import { event_performers, event_tags, event_works, events, events_event_tags, genres, venues } from '../../../db/schema';
import { AVAILABILITIES } from '../../../db/schema/events';
import * as f from '../fields';
import type { AdminResource } from '../resource';
import { adminGoLive, reindex, sanitized, scheduled, withSlug } from './hooks';

export const eventResource: AdminResource = {
  name: 'events',
  table: events,
  // the concert's page and every list or teaser showing it name it (`event:{id}`); only a change of
  // what decides which lists show it, and in which order, touches `events:list` (docs/api.md)
  keys: {
    kind: 'event',
    list: 'events:list',
    listSafe: ['availability', 'ticket_url', 'title_de', 'title_en', 'subtitle_de', 'subtitle_en', 'text_de', 'text_en', 'image_id', 'works'],
  },
  fields: z.object({
    ...f.localized('title', true),
    ...f.localized('subtitle'),
    ...{ text_de: f.richText(), text_en: f.richText() },
    slug: f.slug(),
    start_at: f.dateTime(),
    end_at: f.optionalDateTime(),
    venue_id: f.ref(),
    genre_id: f.ref(),
    ticket_url: f.url(),
    availability: z.enum(AVAILABILITIES).default('bookable'),
    presale_start: f.dateOnly(),
    price_min_cents: f.optionalCents(),
    price_max_cents: f.optionalCents(),
    image_id: f.ref(),
    is_highlight: f.flag(false),
    is_online: f.flag(true),
    publish_at: f.optionalDateTime(),
    unpublish_at: f.optionalDateTime(),
    tag_ids: f.ids(),
    works: z
      .array(z.object({ composer: f.text(256), ...f.localized('title', true, 500) }))
      .default([]),
    performers: z
      .array(z.object({ name: f.requiredText(256), ...f.localized('role', false, 256), person_id: f.ref() }))
      .default([]),
  }),
  search: ['title_de', 'title_en', 'subtitle_de', 'slug'],
  filters: {
    venue_id: { kind: 'eq', column: 'venue_id', value: z.coerce.number().int() },
    genre_id: { kind: 'eq', column: 'genre_id', value: z.coerce.number().int() },
    availability: { kind: 'eq', column: 'availability', value: z.enum(AVAILABILITIES) },
    is_online: { kind: 'bool', column: 'is_online' },
    is_highlight: { kind: 'bool', column: 'is_highlight' },
    start_gte: { kind: 'gte', column: 'start_at', value: f.berlinDayBound('start') },
    start_lte: { kind: 'lte', column: 'start_at', value: f.berlinDayBound('end') },
    tag_id: { kind: 'relation', relation: 'tag_ids' },
  },
  sort: ['id', 'start_at', 'title_de', 'availability', 'is_online'],
  defaultSort: ['start_at', 'DESC'],
  relations: [{ field: 'tag_ids', table: events_event_tags, own: 'event_id', other: 'tag_id' }],
  children: [
    { field: 'works', table: event_works, parent: 'event_id', schema: z.object({}) },
    { field: 'performers', table: event_performers, parent: 'event_id', schema: z.object({}) },
  ],
  prepare: async (data, ctx) => withSlug('title_de', sanitized('text_de', 'text_en')(await adminGoLive('event')(scheduled(data), ctx))),
  afterWrite: reindex('event'),
};

export const venueResource: AdminResource = {
  name: 'venues',
  table: venues,
  fields: z.object({ name: f.requiredText(), address: f.text(), city: f.text(256), url: f.url() }),
  search: ['name', 'address', 'city'],
  filters: { city: { kind: 'eq', column: 'city', value: z.string() } },
  sort: ['id', 'name', 'city'],
  defaultSort: ['name', 'ASC'],
};

export const genreResource: AdminResource = {
  name: 'genres',
  table: genres,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug(), order: f.order() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};

export const eventTagResource: AdminResource = {
  name: 'event-tags',
  table: event_tags,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'slug'],
  defaultSort: ['name_de', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};
