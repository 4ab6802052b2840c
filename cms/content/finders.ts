/**
 * The editor's link and event finders (shared/contract/finders.ts, SPEC §2): pages, concerts,
 * stories and persons whose title matches, case- and accent-insensitively anywhere, in both
 * languages; what a stored link points at. Offline objects are included with `is_online: false`.
 */
import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toBerlinIso } from '../../shared/berlinTime';
import type { Locale } from '../../shared/constants';
import { LINK_FINDER_PER_KIND, type EventChoice, type LinkTarget, type LinkTargetKind } from '../../shared/contract/finders';
import { matchRoute } from '../../shared/routes/match';
import type { DbOrTx } from '../db/client';
import { containsText } from '../db/containsText';
import { tr } from '../db/i18n';
import { events, pages, persons, stories, venues } from '../db/schema';
import { objectUrls, personName, titledSlugs } from './common';
import { publicUrl } from './pageState';

/** `columns` joined, unaccented, contain `text` anywhere (no condition for an empty text) */
const matches = (text: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined => containsText(text, columns);

type PageRow = typeof pages.$inferSelect;
type EventRow = typeof events.$inferSelect;
type VenueRow = typeof venues.$inferSelect;

const venueText = (venue: VenueRow | null) => (venue ? [venue.name, venue.city].filter(Boolean).join(', ') : '');

async function pageTargets(db: DbOrTx, rows: PageRow[], locale: Locale): Promise<LinkTarget[]> {
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((id): id is number => id !== null))];
  const parents = new Map<number, string>();
  for (const id of parentIds) {
    const [parent] = await db.select().from(pages).where(eq(pages.id, id));
    if (parent) parents.set(id, tr(parent, 'title', locale));
  }
  return rows.flatMap((row) => {
    const url = publicUrl(row[`path_${locale}`]);
    if (!url) return []; // no URL in this language (e.g. no English slug)
    return [{
      kind: 'page' as const,
      id: row.id,
      title: tr(row, 'title', locale),
      url,
      detail: row.parent_id === null ? '' : (parents.get(row.parent_id) ?? ''),
      date: null,
      is_online: row.is_online,
    }];
  });
}

function eventTarget(event: EventRow, venue: VenueRow | null, locale: Locale): LinkTarget {
  return {
    kind: 'event',
    id: event.id,
    title: tr(event, 'title', locale),
    url: objectUrls('events-slug-id', titledSlugs(event), event.id)[locale],
    detail: venueText(venue),
    date: toBerlinIso(event.start_at),
    is_online: event.is_online,
  };
}

function storyTarget(story: typeof stories.$inferSelect, locale: Locale): LinkTarget {
  return {
    kind: 'story',
    id: story.id,
    title: tr(story, 'title', locale),
    url: objectUrls('stories-slug-id', titledSlugs(story), story.id)[locale],
    detail: '',
    date: story.date,
    is_online: story.is_online,
  };
}

function personTarget(person: typeof persons.$inferSelect, locale: Locale): LinkTarget {
  return {
    kind: 'person',
    id: person.id,
    title: personName(person),
    url: objectUrls('persons-slug-id', person.slug, person.id)[locale],
    detail: tr(person, 'position', locale),
    date: null,
    is_online: person.is_online,
  };
}

/** Upcoming concerts first, soonest first; then past ones, latest first. */
const eventOrder = [asc(sql`${events.start_at} < now()`), asc(sql`CASE WHEN ${events.start_at} >= now() THEN ${events.start_at} END`), desc(events.start_at), asc(events.id)];

/** The link targets of these kinds whose title matches, kind by kind in the order given. */
export async function findLinkTargets(db: DbOrTx, kinds: readonly LinkTargetKind[], text: string | undefined, locale: Locale): Promise<LinkTarget[]> {
  const results: LinkTarget[] = [];
  for (const kind of kinds) results.push(...(await findTargets(db, kind, text, locale)));
  return results;
}

async function findTargets(db: DbOrTx, kind: LinkTargetKind, text: string | undefined, locale: Locale): Promise<LinkTarget[]> {
  const limit = LINK_FINDER_PER_KIND;
  switch (kind) {
    case 'page': {
      const rows = await db
        .select()
        .from(pages)
        .where(matches(text, pages.title_de, pages.title_en, pages.menu_name_de, pages.menu_name_en))
        .orderBy(asc(pages.path_de), asc(pages.id))
        .limit(limit);
      return pageTargets(db, rows, locale);
    }
    case 'event': {
      const rows = await db
        .select({ event: events, venue: venues })
        .from(events)
        .leftJoin(venues, eq(venues.id, events.venue_id))
        .where(matches(text, events.title_de, events.title_en))
        .orderBy(...eventOrder)
        .limit(limit);
      return rows.map((r) => eventTarget(r.event, r.venue, locale));
    }
    case 'story': {
      const rows = await db.select().from(stories).where(matches(text, stories.title_de, stories.title_en)).orderBy(desc(stories.date), desc(stories.id)).limit(limit);
      return rows.map((row) => storyTarget(row, locale));
    }
    case 'person': {
      const rows = await db
        .select()
        .from(persons)
        .where(matches(text, persons.first_name, persons.last_name))
        .orderBy(asc(persons.last_name), asc(persons.first_name), asc(persons.id))
        .limit(limit);
      return rows.map((row) => personTarget(row, locale));
    }
  }
}

async function eventWithVenue(db: DbOrTx, id: number) {
  const [row] = await db.select({ event: events, venue: venues }).from(events).leftJoin(venues, eq(venues.id, events.venue_id)).where(eq(events.id, id));
  return row;
}

/** What a stored link points at: the page of `pageId`, else the page, concert, story or person of the path. */
export async function resolveTarget(db: DbOrTx, url: string | undefined, pageId: number | undefined, locale: Locale): Promise<LinkTarget | null> {
  if (pageId !== undefined) {
    const rows = await db.select().from(pages).where(eq(pages.id, pageId));
    return (await pageTargets(db, rows, locale))[0] ?? null;
  }
  if (!url || !url.startsWith('/')) return null;
  const path = url.split(/[?#]/)[0];
  const match = matchRoute(path);
  const id = Number(match?.params.id);
  // an id no row can have (32-bit integer columns) would be an error of the database, not an answer
  if (match?.params.id !== undefined && !(Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1)) return null;
  switch (match?.name) {
    case 'events-slug-id': {
      const row = await eventWithVenue(db, id);
      return row ? eventTarget(row.event, row.venue, locale) : null;
    }
    case 'stories-slug-id': {
      const [row] = await db.select().from(stories).where(eq(stories.id, id));
      return row ? storyTarget(row, locale) : null;
    }
    case 'persons-slug-id': {
      const [row] = await db.select().from(persons).where(eq(persons.id, id));
      return row ? personTarget(row, locale) : null;
    }
    case 'page':
    case 'index': {
      const stored = path.endsWith('/') ? path : `${path}/`;
      const rows = await db.select().from(pages).where(or(eq(pages.path_de, stored), eq(pages.path_en, stored)));
      return (await pageTargets(db, rows, locale))[0] ?? null;
    }
    default:
      return null;
  }
}

function eventChoice(event: EventRow, venue: VenueRow | null, locale: Locale): EventChoice {
  return {
    id: event.id,
    title: tr(event, 'title', locale),
    start: toBerlinIso(event.start_at),
    venue: venueText(venue),
    url: objectUrls('events-slug-id', titledSlugs(event), event.id)[locale],
    is_online: event.is_online,
  };
}

/** One page of the concerts whose title (either language) contains `search`: upcoming first (soonest first), then past (latest first). */
export async function findEventChoices(
  db: DbOrTx,
  search: string | undefined,
  page: { limit: number; offset: number },
  locale: Locale,
): Promise<{ count: number; items: EventChoice[] }> {
  const where = matches(search, events.title_de, events.title_en);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(events).where(where);
  const rows = await db
    .select({ event: events, venue: venues })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venue_id))
    .where(where)
    .orderBy(...eventOrder)
    .limit(page.limit)
    .offset(page.offset);
  return { count, items: rows.map((r) => eventChoice(r.event, r.venue, locale)) };
}

export async function loadEventChoice(db: DbOrTx, id: number, locale: Locale): Promise<EventChoice | null> {
  const row = await eventWithVenue(db, id);
  return row ? eventChoice(row.event, row.venue, locale) : null;
}
