/**
 * Concerts (SPEC §7):
 *   GET /{locale}/api/events/?page&date&date_to&venue&tag&genre&person   paginated list (12 per page)
 *   GET /{locale}/api/events/{id}/                                detail with programme
 *   GET /{locale}/api/event-tags/                                 list
 *   GET /{locale}/api/venues/                                     list
 * (GET /genres/ is in genres.ts.) Only online events; by default those from today (Europe/Berlin) on.
 */
import { and, asc, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TIME_ZONE, type Locale } from '../../shared/constants';
import type { EventDetail, EventList, EventTag, Venue } from '../../shared/contract/events';
import { sortByName } from '../content/common';
import { loadEventDetail, selectEvents, toEventListItems, toEventTag, toVenue } from '../content/events';
import { csvParam, dateParam, FilterErrors, idOrSlugParam, idParam, isNumericId, messages, pageOffset, pageParam, paginated } from '../content/listing';
import { zonedToday } from '../content/time';
import type { DbOrTx } from '../db/client';
import { event_performers, event_tags, events, events_event_tags, genres, persons, venues } from '../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';

export const EVENTS_PAGE_SIZE = 12;

/** The id of the row whose id (digits) or slug is `value`, or undefined. */
async function idBySlugOrId(db: DbOrTx, table: typeof genres | typeof event_tags, value: string): Promise<number | undefined> {
  const condition = isNumericId(value) ? or(eq(table.id, Number(value)), eq(table.slug, value)) : eq(table.slug, value);
  const [row] = await db.select({ id: table.id }).from(table).where(condition).limit(1);
  return row?.id;
}

/**
 * `?ids=`: the listed events whatever their date, as the detail would answer them (an editor also
 * gets offline ones, to preview them), all on one page, ascending by start. Combined with another
 * filter or a page: 400. Unknown ids are left out.
 */
async function eventsByIds(
  db: DbOrTx,
  query: { ids: string[]; page: number; date?: string; date_to?: string; venue?: number; tag?: string; genre?: string },
  locale: Locale,
  includeOffline: boolean,
): Promise<EventList> {
  const errors = new FilterErrors();
  const ids: number[] = [];
  for (const id of query.ids) {
    if (isNumericId(id) && Number(id) > 0) ids.push(Number(id));
    else errors.add('ids', messages.idsOnly);
  }
  for (const name of ['date', 'date_to', 'venue', 'tag', 'genre'] as const) if (query[name] !== undefined) errors.add(name, messages.notWithIds);
  if (query.page !== 1) errors.add('page', messages.notWithIds);
  errors.throwIfAny();
  const online = includeOffline ? undefined : eq(events.is_online, true);
  const rows = await selectEvents(db)
    .where(and(inArray(events.id, ids), online))
    .orderBy(asc(events.start_at), asc(events.id));
  const results = await toEventListItems(db, rows, locale);
  return { count: results.length, next: null, previous: null, results };
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'events.browse',
    method: 'GET',
    api: 'api',
    path: '/events/',
    permission: 'public',
    input: {
      query: z.object({
        page: pageParam,
        /** from this day on (default: today in Europe/Berlin) */
        date: dateParam.optional(),
        /** up to and including this day */
        date_to: dateParam.optional(),
        venue: idParam.optional(),
        tag: idOrSlugParam.optional(),
        genre: idOrSlugParam.optional(),
        /** these events only (ids, comma-separated, at most 50): what event lists on pages show */
        ids: csvParam.optional(),
        /** concerts this person (musician or ensemble) performs in: a performer linked to them */
        person: idParam.optional(),
      }),
    },
    async handler({ db, locale, query, req, user }): Promise<EventList> {
      if (query.ids) return eventsByIds(db, { ...query, ids: query.ids }, locale, user !== null);
      const date = query.date ?? zonedToday();
      const errors = new FilterErrors();
      if (query.date_to && query.date_to < date) errors.add('date_to', messages.dateOrder);

      const conditions: (SQL | undefined)[] = [
        eq(events.is_online, true),
        gte(events.start_at, sql`(${date}::date::timestamp AT TIME ZONE ${TIME_ZONE})`),
      ];
      if (query.date_to) conditions.push(lt(events.start_at, sql`((${query.date_to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE})`));
      if (query.venue !== undefined) {
        const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, query.venue));
        if (venue) conditions.push(eq(events.venue_id, venue.id));
        else errors.unknown('venue', 'venue', String(query.venue));
      }
      if (query.genre !== undefined) {
        const id = await idBySlugOrId(db, genres, query.genre);
        if (id !== undefined) conditions.push(eq(events.genre_id, id));
        else errors.unknown('genre', 'genre', query.genre);
      }
      if (query.tag !== undefined) {
        const id = await idBySlugOrId(db, event_tags, query.tag);
        if (id !== undefined) {
          conditions.push(
            inArray(events.id, db.select({ id: events_event_tags.event_id }).from(events_event_tags).where(eq(events_event_tags.tag_id, id))),
          );
        } else errors.unknown('tag', 'event tag', query.tag);
      }
      if (query.person !== undefined) {
        const [person] = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.id, query.person), eq(persons.is_online, true)));
        if (person) {
          conditions.push(inArray(events.id, db.select({ id: event_performers.event_id }).from(event_performers).where(eq(event_performers.person_id, person.id))));
        } else errors.unknown('person', 'person', String(query.person));
      }
      errors.throwIfAny();

      const where = and(...conditions);
      const [[{ n }], rows] = await Promise.all([
        db.select({ n: count() }).from(events).where(where),
        selectEvents(db)
          .where(where)
          .orderBy(asc(events.start_at), asc(events.id))
          .limit(EVENTS_PAGE_SIZE)
          .offset(pageOffset(query.page, EVENTS_PAGE_SIZE)),
      ]);
      const params = {
        date,
        date_to: query.date_to,
        venue: query.venue === undefined ? undefined : String(query.venue),
        tag: query.tag,
        genre: query.genre,
        person: query.person === undefined ? undefined : String(query.person),
      };
      return paginated(req, { page: query.page, size: EVENTS_PAGE_SIZE, count: n, params }, await toEventListItems(db, rows, locale));
    },
  }),

  defineEndpoint({
    name: 'events.read',
    method: 'GET',
    api: 'api',
    path: '/events/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params, user }): Promise<EventDetail> {
      const detail = await loadEventDetail(db, params.id, locale, user !== null);
      if (!detail) throw new NotFoundError();
      return detail;
    },
  }),

  defineEndpoint({
    name: 'eventTags.browse',
    method: 'GET',
    api: 'api',
    path: '/event-tags/',
    permission: 'public',
    async handler({ db, locale }): Promise<EventTag[]> {
      const rows = await db.select().from(event_tags);
      return sortByName(
        rows.map((t) => toEventTag(t, locale)),
        locale,
      );
    },
  }),

  defineEndpoint({
    name: 'venues.browse',
    method: 'GET',
    api: 'api',
    path: '/venues/',
    permission: 'public',
    async handler({ db, locale }): Promise<Venue[]> {
      const rows = await db.select().from(venues).orderBy(asc(venues.name), asc(venues.id));
      return sortByName(rows.map(toVenue), locale);
    },
  }),
];
