/**
 * Events as the API answers them: the list (filtered by days, venue, genre, tag, performer), list
 * items (events list, subscription detail) and the detail; event tags and venues. Rows are loaded
 * with their venue and genre in one join and their tags and performers as JSON (a list's grouped per
 * event, the detail's by subqueries); the images of all rows in one query (no N+1).
 */
import { and, asc, count, eq, getTableColumns, gte, inArray, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { adminChangeUrl } from '../../shared/adminUrls';
import { TIME_ZONE, type Locale } from '../../shared/constants';
import type { EventDetail, EventListItem, EventPerformer, EventTag, Genre, PriceRange, Venue } from '../../shared/contract/events';
import type { DbOrTx } from '../db/client';
import { pageWindow, prepared } from '../db/prepared';
import { tr } from '../db/i18n';
import { event_performers, event_tags, event_works, events, events_event_tags, genres, persons, venues } from '../db/schema';
import { loadImageRefs } from '../media/imageRef';
import { objectUrls, outerId, personName, sortByName, titledSlugs } from './common';
import { isNumericId } from './listing';
import { toBerlinIso } from '../../shared/berlinTime';

type EventRow = typeof events.$inferSelect;
type VenueRow = typeof venues.$inferSelect;
type GenreRow = typeof genres.$inferSelect;

type TagJson = Pick<typeof event_tags.$inferSelect, 'id' | 'name_de' | 'name_en' | 'slug'>;
type PerformerJson = Pick<typeof event_performers.$inferSelect, 'name' | 'role_de' | 'role_en'>;
/**
 * An event's tags and performers (in their order), read with the event: a list is one statement and
 * its images, not three (PGlite pays 0.3–1 ms per statement whatever it returns).
 */
const WITH_EVENT = {
  tags: sql<TagJson[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name_de', t.name_de, 'name_en', t.name_en, 'slug', t.slug) order by t.id) from ${events_event_tags} et join ${event_tags} t on t.id = et.tag_id where et.event_id = ${outerId(events)}), '[]'::json)`,
  performers: sql<PerformerJson[]>`coalesce((select json_agg(json_build_object('name', p.name, 'role_de', p.role_de, 'role_en', p.role_en) order by p."order", p.id) from ${event_performers} p where p.event_id = ${outerId(events)}), '[]'::json)`,
};

/** The columns of an event in lists (toEventListItems): not its text, prices or dates of record. */
const ITEM_COLUMNS = {
  id: events.id,
  slug: events.slug,
  title_de: events.title_de,
  title_en: events.title_en,
  subtitle_de: events.subtitle_de,
  subtitle_en: events.subtitle_en,
  start_at: events.start_at,
  end_at: events.end_at,
  availability: events.availability,
  presale_start: events.presale_start,
  ticket_url: events.ticket_url,
  image_id: events.image_id,
  is_highlight: events.is_highlight,
};

export interface EventJoinRow {
  event: Pick<EventRow, keyof typeof ITEM_COLUMNS> & { tags: TagJson[]; performers: PerformerJson[] };
  venue: VenueRow | null;
  genre: GenreRow | null;
}

/** SELECT events with venue and genre; add where/order/limit. */
export function selectEvents(db: DbOrTx) {
  return db
    .select({ event: { ...getTableColumns(events), ...WITH_EVENT }, venue: venues, genre: genres })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venue_id))
    .leftJoin(genres, eq(genres.id, events.genre_id))
    .$dynamic();
}

/**
 * The events of a list as toEventListItems takes them, in the order of their start (at most `page`
 * of them), in one statement: the listed events' ids first, then those events with their venue and
 * genre and their tags and performers, each grouped per event for all the listed ones at once. As a
 * subquery per listed event (WITH_EVENT) a list of 12 concerts cost PGlite 0.25 ms more.
 */
export function selectEventList(on: DbOrTx, where: SQL | undefined, page?: { limit: number | Placeholder; offset: number | Placeholder }) {
  const matching = on.select({ id: events.id }).from(events).where(where).orderBy(asc(events.start_at), asc(events.id)).$dynamic();
  const listed = on.$with('listed').as(page ? matching.limit(page.limit).offset(page.offset) : matching);
  const listedIds = on.select({ id: listed.id }).from(listed);
  const tagsOf = on.$with('tags_of').as(
    on
      .select({
        event_id: events_event_tags.event_id,
        tags: sql<TagJson[]>`json_agg(json_build_object('id', ${event_tags.id}, 'name_de', ${event_tags.name_de}, 'name_en', ${event_tags.name_en}, 'slug', ${event_tags.slug}) order by ${event_tags.id})`.as('tags'),
      })
      .from(events_event_tags)
      .innerJoin(event_tags, eq(event_tags.id, events_event_tags.tag_id))
      .where(inArray(events_event_tags.event_id, listedIds))
      .groupBy(events_event_tags.event_id),
  );
  const performersOf = on.$with('performers_of').as(
    on
      .select({
        event_id: event_performers.event_id,
        performers: sql<PerformerJson[]>`json_agg(json_build_object('name', ${event_performers.name}, 'role_de', ${event_performers.role_de}, 'role_en', ${event_performers.role_en}) order by ${event_performers.order}, ${event_performers.id})`.as('performers'),
      })
      .from(event_performers)
      .where(inArray(event_performers.event_id, listedIds))
      .groupBy(event_performers.event_id),
  );
  return on
    .with(listed, tagsOf, performersOf)
    .select({
      event: { ...ITEM_COLUMNS, tags: sql<TagJson[]>`coalesce(${tagsOf.tags}, '[]'::json)`, performers: sql<PerformerJson[]>`coalesce(${performersOf.performers}, '[]'::json)` },
      venue: venues,
      genre: genres,
    })
    .from(listed)
    .innerJoin(events, eq(events.id, listed.id))
    .leftJoin(venues, eq(venues.id, events.venue_id))
    .leftJoin(genres, eq(genres.id, events.genre_id))
    .leftJoin(tagsOf, eq(tagsOf.event_id, events.id))
    .leftJoin(performersOf, eq(performersOf.event_id, events.id))
    .orderBy(asc(events.start_at), asc(events.id));
}

export function toGenre(row: GenreRow, locale: Locale): Genre {
  return { id: row.id, name: tr(row, 'name', locale), slug: row.slug };
}

export function toEventTag(row: TagJson, locale: Locale): EventTag {
  return { id: row.id, name: tr(row, 'name', locale), slug: row.slug };
}

export function toVenue(row: VenueRow): Venue {
  return { id: row.id, name: row.name, city: row.city, address: row.address, url: row.url };
}

/** Event list items in the order of `rows`. */
export async function toEventListItems(db: DbOrTx, rows: EventJoinRow[], locale: Locale): Promise<EventListItem[]> {
  if (rows.length === 0) return [];
  const images = await loadImageRefs(
    db,
    rows.map((r) => r.event.image_id),
    locale,
  );

  return rows.map(({ event, venue, genre }) => ({
    id: event.id,
    slug: event.slug,
    title: tr(event, 'title', locale),
    subtitle: tr(event, 'subtitle', locale),
    start: toBerlinIso(event.start_at),
    end: event.end_at ? toBerlinIso(event.end_at) : null,
    venue: venue ? { id: venue.id, name: venue.name, city: venue.city } : null,
    genre: genre ? toGenre(genre, locale) : null,
    tags: sortByName(event.tags.map((t) => toEventTag(t, locale)), locale),
    availability: event.availability,
    presale_start: event.presale_start,
    ticket_url: event.ticket_url,
    image: (event.image_id !== null && images.get(event.image_id)) || null,
    is_highlight: event.is_highlight,
    performers: event.performers.map((p) => ({ name: p.name, role: tr(p, 'role', locale) })),
    url: objectUrls('events-slug-id', titledSlugs(event), event.id),
    admin_url: adminChangeUrl('event', event.id),
  }));
}

/** The price range in euros from the stored cents: known when its lower end is (the upper one defaults to it); a reversed range is put in order. */
export function priceRange(minCents: number | null, maxCents: number | null): PriceRange | null {
  if (minCents === null) return null;
  const [low, high] = [minCents, maxCents ?? minCents].sort((a, b) => a - b);
  return { low: low / 100, high: high / 100, currency: 'EUR' };
}

/** The detail of one event, or null. Offline events only when `includeOffline` (logged-in editors). */
export async function loadEventDetail(db: DbOrTx, id: number, locale: Locale, includeOffline: boolean): Promise<EventDetail | null> {
  // a concert's page reads these on every uncached view: built once (cms/db/prepared.ts)
  const [row] = await prepared(db, includeOffline ? 'event_detail_any' : 'event_detail_online', (on) =>
    selectEvents(on).where(and(eq(events.id, sql.placeholder('id')), includeOffline ? undefined : eq(events.is_online, true))),
  ).execute({ id });
  if (!row) return null;
  const [[item], works, performers] = await Promise.all([
    toEventListItems(db, [row], locale),
    prepared(db, 'event_works_of_event', (on) =>
      on
        .select()
        .from(event_works)
        .where(eq(event_works.event_id, sql.placeholder('id')))
        .orderBy(asc(event_works.order), asc(event_works.id)),
    ).execute({ id }),
    prepared(db, 'event_performers_of_event', (on) =>
      on
        .select({ performer: event_performers, person: persons })
        .from(event_performers)
        .leftJoin(persons, and(eq(persons.id, event_performers.person_id), eq(persons.is_online, true)))
        .where(eq(event_performers.event_id, sql.placeholder('id')))
        .orderBy(asc(event_performers.order), asc(event_performers.id)),
    ).execute({ id }),
  ]);
  return {
    ...item,
    venue: row.venue ? toVenue(row.venue) : null,
    prices: priceRange(row.event.price_min_cents, row.event.price_max_cents),
    published_at: toBerlinIso(row.event.publish_at ?? row.event.created_at),
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


/** The online events that match: from a day on (Berlin), up to a day, at a venue, of a genre and a tag, with a performer (ids). */
export interface EventFilter {
  from: string;
  to?: string;
  venueId?: number;
  genreId?: number;
  tagId?: number;
  personId?: number;
}

/** The filters a list uses (`from` always): each combination is a statement of its own, its values placeholders. */
const FILTER_PARTS = ['to', 'venueId', 'genreId', 'tagId', 'personId'] as const;

/** The conditions of the filters `filter` sets, their values as placeholders of the same names. */
function eventConditions(on: DbOrTx, filter: EventFilter): SQL | undefined {
  const value = (name: keyof EventFilter) => sql.placeholder(name);
  return and(
    eq(events.is_online, true),
    gte(events.start_at, sql`(${value('from')}::date::timestamp AT TIME ZONE ${TIME_ZONE})`),
    filter.to === undefined ? undefined : lt(events.start_at, sql`((${value('to')}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE})`),
    filter.venueId === undefined ? undefined : eq(events.venue_id, value('venueId')),
    filter.genreId === undefined ? undefined : eq(events.genre_id, value('genreId')),
    filter.tagId === undefined
      ? undefined
      : inArray(events.id, on.select({ id: events_event_tags.event_id }).from(events_event_tags).where(eq(events_event_tags.tag_id, value('tagId')))),
    filter.personId === undefined
      ? undefined
      : inArray(events.id, on.select({ id: event_performers.event_id }).from(event_performers).where(eq(event_performers.person_id, value('personId')))),
  );
}

/**
 * One page of the matching events, ascending by start, and how many match in all. The two statements
 * of each combination of filters are built once (cms/db/prepared.ts), the list's per page window
 * (pageWindow: the first page keeps its plan): the concerts page runs them on every uncached view,
 * and drizzle's building of the list (three CTEs) was a tenth of the back end's thread there.
 */
export async function findEvents(
  db: DbOrTx,
  filter: EventFilter,
  page: { limit: number; offset: number },
  locale: Locale,
): Promise<{ count: number; items: EventListItem[] }> {
  const shape = FILTER_PARTS.filter((part) => filter[part] !== undefined).join('_') || 'from';
  const window = pageWindow(page.limit, page.offset);
  const [[{ n }], rows] = await Promise.all([
    prepared(db, `events_count_${shape}`, (on) => on.select({ n: count() }).from(events).where(eventConditions(on, filter))).execute({ ...filter }),
    prepared(db, `events_list_${shape}_${window.name}`, (on) => selectEventList(on, eventConditions(on, filter), window)).execute({ ...filter, ...window.values }),
  ]);
  return { count: n, items: await toEventListItems(db, rows, locale) };
}

/** The listed events whatever their date, ascending by start (offline ones too when `includeOffline`); unknown ids are left out. */
export async function eventsByIds(db: DbOrTx, ids: number[], locale: Locale, includeOffline: boolean): Promise<EventListItem[]> {
  // built once: every page with an event list reads its concerts by id (cms/db/prepared.ts)
  const rows = await prepared(db, includeOffline ? 'events_by_ids_any' : 'events_by_ids_online', (on) =>
    selectEventList(on, and(sql`${events.id} = any(${sql.placeholder('ids')})`, includeOffline ? undefined : eq(events.is_online, true))),
  ).execute({ ids });
  return toEventListItems(db, rows, locale);
}

/** The id of the row whose id (digits) or slug is `value`, or undefined. */
async function idBySlugOrId(db: DbOrTx, table: typeof genres | typeof event_tags, value: string): Promise<number | undefined> {
  const condition = isNumericId(value) ? or(eq(table.id, Number(value)), eq(table.slug, value)) : eq(table.slug, value);
  const [row] = await db.select({ id: table.id }).from(table).where(condition).limit(1);
  return row?.id;
}

/** The genre a filter value (id or slug) names, or undefined. */
export const genreIdOf = (db: DbOrTx, value: string) => idBySlugOrId(db, genres, value);

/** The event tag a filter value (id or slug) names, or undefined. */
export const eventTagIdOf = (db: DbOrTx, value: string) => idBySlugOrId(db, event_tags, value);

export async function venueExists(db: DbOrTx, id: number): Promise<boolean> {
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
  return venue !== undefined;
}

export async function onlinePersonExists(db: DbOrTx, id: number): Promise<boolean> {
  const [person] = await prepared(db, 'person_online_by_id', (on) =>
    on
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.id, sql.placeholder('id')), eq(persons.is_online, true))),
  ).execute({ id });
  return person !== undefined;
}

/** Every event tag, by name in the locale. */
export async function listEventTags(db: DbOrTx, locale: Locale): Promise<EventTag[]> {
  const rows = await prepared(db, 'event_tags_all', (on) => on.select().from(event_tags)).execute();
  return sortByName(
    rows.map((t) => toEventTag(t, locale)),
    locale,
  );
}

/** Every venue, by name in the locale. */
export async function listVenues(db: DbOrTx, locale: Locale): Promise<Venue[]> {
  const rows = await prepared(db, 'venues_all', (on) => on.select().from(venues).orderBy(asc(venues.name), asc(venues.id))).execute();
  return sortByName(rows.map(toVenue), locale);
}

/** Every genre, in the editors' order. */
export async function listGenres(db: DbOrTx, locale: Locale): Promise<Genre[]> {
  const rows = await prepared(db, 'genres_all', (on) => on.select().from(genres).orderBy(asc(genres.order), asc(genres.id))).execute();
  return rows.map((g) => toGenre(g, locale));
}
