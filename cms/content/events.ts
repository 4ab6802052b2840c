/**
 * Events as the API answers them: list items (events list, subscription detail) and the detail.
 * Rows are loaded with their venue and genre in one join; tags, performers and images of all rows
 * in one query each (no N+1).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { EventDetail, EventListItem, EventPerformer, EventTag, Genre, Venue } from '../../shared/contract/events';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { event_performers, event_tags, event_works, events, events_event_tags, genres, persons, venues } from '../db/schema';
import { loadImageRefs } from '../media/imageRef';
import { groupBy, objectUrls, personName, sortByName } from './common';
import { toZonedIso } from './time';

type EventRow = typeof events.$inferSelect;
type VenueRow = typeof venues.$inferSelect;
type GenreRow = typeof genres.$inferSelect;

export interface EventJoinRow {
  event: EventRow;
  venue: VenueRow | null;
  genre: GenreRow | null;
}

/** SELECT events with venue and genre; add where/order/limit. */
export function selectEvents(db: DbOrTx) {
  return db
    .select({ event: events, venue: venues, genre: genres })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venue_id))
    .leftJoin(genres, eq(genres.id, events.genre_id))
    .$dynamic();
}

export function toGenre(row: GenreRow, locale: Locale): Genre {
  return { id: row.id, name: tr(row, 'name', locale), slug: row.slug };
}

export function toEventTag(row: typeof event_tags.$inferSelect, locale: Locale): EventTag {
  return { id: row.id, name: tr(row, 'name', locale), slug: row.slug };
}

export function toVenue(row: VenueRow): Venue {
  return { id: row.id, name: row.name, city: row.city, address: row.address, url: row.url };
}

/** Event list items in the order of `rows`. */
export async function toEventListItems(db: DbOrTx, rows: EventJoinRow[], locale: Locale): Promise<EventListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.event.id);
  const [tagRows, performerRows, images] = await Promise.all([
    db
      .select({ event_id: events_event_tags.event_id, tag: event_tags })
      .from(events_event_tags)
      .innerJoin(event_tags, eq(event_tags.id, events_event_tags.tag_id))
      .where(inArray(events_event_tags.event_id, ids))
      .orderBy(asc(event_tags.id)),
    db
      .select()
      .from(event_performers)
      .where(inArray(event_performers.event_id, ids))
      .orderBy(asc(event_performers.order), asc(event_performers.id)),
    loadImageRefs(
      db,
      rows.map((r) => r.event.image_id),
      locale,
    ),
  ]);
  const tagsOf = groupBy(tagRows, (t) => t.event_id);
  const performersOf = groupBy(performerRows, (p) => p.event_id);

  return rows.map(({ event, venue, genre }) => ({
    id: event.id,
    slug: event.slug,
    title: tr(event, 'title', locale),
    subtitle: tr(event, 'subtitle', locale),
    start: toZonedIso(event.start_at),
    end: event.end_at ? toZonedIso(event.end_at) : null,
    venue: venue ? { id: venue.id, name: venue.name, city: venue.city } : null,
    genre: genre ? toGenre(genre, locale) : null,
    tags: sortByName((tagsOf.get(event.id) ?? []).map((t) => toEventTag(t.tag, locale)), locale),
    availability: event.availability,
    presale_start: event.presale_start,
    ticket_url: event.ticket_url,
    image: (event.image_id !== null && images.get(event.image_id)) || null,
    is_highlight: event.is_highlight,
    performers: (performersOf.get(event.id) ?? []).map((p) => ({ name: p.name, role: tr(p, 'role', locale) })),
    url: objectUrls('events-slug-id', event.slug, event.id),
    admin_url: adminChangeUrl('event', event.id),
  }));
}

/** The detail of one event, or null. Offline events only when `includeOffline` (logged-in editors). */
export async function loadEventDetail(db: DbOrTx, id: number, locale: Locale, includeOffline: boolean): Promise<EventDetail | null> {
  const where: SQL | undefined = includeOffline ? eq(events.id, id) : and(eq(events.id, id), eq(events.is_online, true));
  const [row] = await selectEvents(db).where(where);
  if (!row) return null;
  const [[item], works, performers] = await Promise.all([
    toEventListItems(db, [row], locale),
    db.select().from(event_works).where(eq(event_works.event_id, id)).orderBy(asc(event_works.order), asc(event_works.id)),
    db
      .select({ performer: event_performers, person: persons })
      .from(event_performers)
      .leftJoin(persons, and(eq(persons.id, event_performers.person_id), eq(persons.is_online, true)))
      .where(eq(event_performers.event_id, id))
      .orderBy(asc(event_performers.order), asc(event_performers.id)),
  ]);
  return {
    ...item,
    venue: row.venue ? toVenue(row.venue) : null,
    text: tr(row.event, 'text', locale),
    programme: {
      works: works.map((w) => ({ composer: w.composer, title: tr(w, 'title', locale), order: w.order })),
      performers: performers.map(
        ({ performer, person }): EventPerformer => ({
          name: performer.name,
          role: tr(performer, 'role', locale),
          order: performer.order,
          person: person ? { id: person.id, name: personName(person), url: objectUrls('persons-slug-id', person.slug, person.id) } : null,
        }),
      ),
    },
  };
}

