/**
 * Concerts (SPEC §7):
 *   GET /{locale}/api/events/?page&date&date_to&venue&tag&genre&person   paginated list (12 per page)
 *   GET /{locale}/api/events/{id}/                                detail with programme
 *   GET /{locale}/api/event-tags/                                 list
 *   GET /{locale}/api/venues/                                     list
 *   GET /{locale}/api/event-filters/                              {venues, tags, genres}: the list's filter options in one read
 *       (and on GET /events/ with `?with=filters`, as `filters`: the concerts page's first read)
 * (GET /genres/ is in genres.ts.) Only online events; by default those from today (Europe/Berlin) on.
 */
import { z } from 'zod';
import type { Locale } from '../../shared/constants';
import type { EventDetail, EventFilters, EventList, EventListWithFilters, EventTag, Venue } from '../../shared/contract/events';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { berlinToday } from '../../shared/berlinTime';
import { eventsByIds, eventTagIdOf, findEvents, genreIdOf, listEventTags, listGenres, listVenues, loadEventDetail, onlinePersonExists, venueExists } from '../content/events';
import { csvParam, dateParam, FilterErrors, idOrSlugParam, idParam, isNumericId, messages, pageOffset, pageParam, paginated, withParam } from '../content/listing';
import { defineEndpoint, type AnyEndpoint, type Frame } from '../http/endpoint';
import { listKey, objectKey } from '../../shared/contentKeys';
import type { WithObjectSection } from '../../shared/contract/pages';
import { sectionKeys, withObjectSection } from './objectSection';
import { NotFoundError, ValidationError } from '../errors';

export const EVENTS_PAGE_SIZE = 12;

/**
 * `?ids=`: the listed events whatever their date, as the detail would answer them (an editor also
 * gets offline ones, to preview them), all on one page, ascending by start. Combined with another
 * filter or a page: 400. Unknown ids are left out.
 */
function idsOnly(query: { ids: string[]; page: number; date?: string; date_to?: string; venue?: number; tag?: string; genre?: string }): number[] {
  const errors = new FilterErrors();
  const ids: number[] = [];
  for (const id of query.ids) {
    if (isNumericId(id) && Number(id) > 0) ids.push(Number(id));
    else errors.add('ids', messages.idsOnly);
  }
  for (const name of ['date', 'date_to', 'venue', 'tag', 'genre'] as const) if (query[name] !== undefined) errors.add(name, messages.notWithIds);
  if (query.page !== 1) errors.add('page', messages.notWithIds);
  errors.throwIfAny();
  return ids;
}

/** The concerts list's filter options (GET /event-filters/, and `?with=filters` on the list). */
async function eventFilters(db: Db, locale: Locale): Promise<EventFilters> {
  return { venues: await listVenues(db, locale), tags: await listEventTags(db, locale), genres: await listGenres(db, locale) };
}

/** What the filter options are read from: a change of one of them touches answers that carry them. */
const FILTER_KEYS = ['venues', 'event-tags', 'genres'];

const browseQuery = z.object({
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
  /** `filters`: the answer carries the list's filter options too, as GET /event-filters/ answers them */
  with: z.literal('filters').optional(),
});

type BrowseFrame = Pick<Frame, 'db' | 'locale' | 'req'> & { user: SessionUser | null };

/** GET /events/ without its `with`: the list (or the events of `?ids=`); its pages are `path`'s (the request's own by default). */
async function browseEvents({ db, locale, query, req, user }: BrowseFrame & { query: z.output<typeof browseQuery> }, path?: string): Promise<EventList> {
  if (query.ids) {
    const results = await eventsByIds(db, idsOnly({ ...query, ids: query.ids }), locale, user !== null);
    return { count: results.length, next: null, previous: null, results };
  }
  const date = query.date ?? berlinToday();
  const errors = new FilterErrors();
  if (query.date_to && query.date_to < date) errors.add('date_to', messages.dateOrder);
  if (query.venue !== undefined && !(await venueExists(db, query.venue))) errors.unknown('venue', 'venue', String(query.venue));
  const genreId = query.genre === undefined ? undefined : await genreIdOf(db, query.genre);
  if (query.genre !== undefined && genreId === undefined) errors.unknown('genre', 'genre', query.genre);
  const tagId = query.tag === undefined ? undefined : await eventTagIdOf(db, query.tag);
  if (query.tag !== undefined && tagId === undefined) errors.unknown('tag', 'event tag', query.tag);
  if (query.person !== undefined && !(await onlinePersonExists(db, query.person))) errors.unknown('person', 'person', String(query.person));
  errors.throwIfAny();

  const filter = { from: date, to: query.date_to, venueId: query.venue, genreId, tagId, personId: query.person };
  const { count, items } = await findEvents(db, filter, { limit: EVENTS_PAGE_SIZE, offset: pageOffset(query.page, EVENTS_PAGE_SIZE) }, locale);
  const params = {
    date,
    date_to: query.date_to,
    venue: query.venue === undefined ? undefined : String(query.venue),
    tag: query.tag,
    genre: query.genre,
    person: query.person === undefined ? undefined : String(query.person),
  };
  return paginated(req, { page: query.page, size: EVENTS_PAGE_SIZE, count, params, path }, items);
}

/**
 * A person's coming concerts as GET /events/?person={id} answers them (its first page, its pages
 * the list's), for `?with=concerts` on the person's detail (cms/api/persons.ts); null where that list
 * answers 400: a person not online (an editor's preview of an offline person).
 */
export async function personConcerts(frame: BrowseFrame, personId: number): Promise<EventList | null> {
  try {
    return await browseEvents({ ...frame, query: browseQuery.parse({ person: String(personId) }) }, `/${frame.locale}/api/events/`);
  } catch (error) {
    // the list's one check of a person alone: is it online (its date, today, and page 1 always pass)
    if (error instanceof ValidationError) return null;
    throw error;
  }
}

/** What a list of concerts is read from: the list's membership and the concerts it shows. */
export const concertListKeys = (list: EventList | null | undefined) => [listKey('events'), ...(list?.results ?? []).map((event) => objectKey('event', event.id))];

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'events.browse',
    method: 'GET',
    api: 'api',
    path: '/events/',
    permission: 'public',
    input: {
      query: browseQuery,
    },
    async handler(frame): Promise<EventListWithFilters> {
      const list = await browseEvents(frame);
      return frame.query.with === 'filters' ? { ...list, filters: await eventFilters(frame.db, frame.locale) } : list;
    },
    // `?ids=`: those concerts, whatever else changes (an unknown id is named too: creating it touches it);
    // a filtered list: the concerts it shows, and its membership (a person's concerts: the persons too)
    keys: ({ query }, result) => {
      const options = query.with === 'filters' ? FILTER_KEYS : [];
      if (query.ids) return [...query.ids.map((id: string) => objectKey('event', Number(id))), ...options];
      return [...concertListKeys(result as EventList | undefined), ...(query.person === undefined ? [] : [listKey('persons')]), ...options];
    },
  }),

  defineEndpoint({
    name: 'events.read',
    method: 'GET',
    api: 'api',
    path: '/events/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }), query: z.object({ with: withParam(['section']) }) },
    async handler(frame): Promise<WithObjectSection<EventDetail>> {
      const detail = await loadEventDetail(frame.db, frame.params.id, frame.locale, frame.user !== null);
      if (!detail) throw new NotFoundError();
      return withObjectSection(frame, 'event', frame.params.id, detail);
    },
    // its performers link to persons (their names and whether they are online)
    keys: ({ params, query }) => [objectKey('event', params.id), listKey('persons'), ...sectionKeys(query)],
  }),

  defineEndpoint({
    name: 'eventTags.browse',
    method: 'GET',
    api: 'api',
    path: '/event-tags/',
    permission: 'public',
    async handler({ db, locale }): Promise<EventTag[]> {
      return listEventTags(db, locale);
    },
    keys: () => ['event-tags'],
  }),

  defineEndpoint({
    name: 'venues.browse',
    method: 'GET',
    api: 'api',
    path: '/venues/',
    permission: 'public',
    async handler({ db, locale }): Promise<Venue[]> {
      return listVenues(db, locale);
    },
    keys: () => ['venues'],
  }),

  // the concerts page's filter reads its three option lists in one call, not three (docs/performance.md, "The frame in one read")
  defineEndpoint({
    name: 'eventFilters.read',
    method: 'GET',
    api: 'api',
    path: '/event-filters/',
    permission: 'public',
    async handler({ db, locale }): Promise<EventFilters> {
      return eventFilters(db, locale);
    },
    keys: () => FILTER_KEYS,
  }),
];
