/**
 * The editor's link and event finders (shared/contract/finders.ts, SPEC §2), editor-only:
 *   GET /finder/links/?query=&kind=        pages, concerts, stories and persons whose title matches
 *   GET /finder/links/resolve/?url=&page=  {target}: the object a stored link points at (null: none, e.g. external)
 *   GET /finder/events/?search=&page=      concerts by title: upcoming first (soonest first), then past (latest first)
 *   GET /finder/events/:id/                one concert
 * Titles match case- and accent-insensitively anywhere, in both languages. Offline objects are
 * included with `is_online: false`: an editor may prepare links before a page goes online.
 */
import type { Response } from 'express';
import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Locale } from '../../../shared/constants';
import {
  EVENT_FINDER_PAGE_SIZE,
  LINK_FINDER_PER_KIND,
  LINK_TARGET_KINDS,
  type EventChoice,
  type LinkTarget,
  type LinkTargetKind,
  type ResolvedLink,
} from '../../../shared/contract/finders';
import { matchRoute } from '../../../shared/routes/match';
import { objectUrls, personName } from '../../content/common';
import { toZonedIso } from '../../content/time';
import type { DbOrTx } from '../../db/client';
import { tr } from '../../db/i18n';
import { events, pages, persons, stories, venues } from '../../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { filterParams, pageOffset, paginated } from '../../content/listing';
import { publicUrl } from '../../content/pageState';

const searchText = z.string().trim().max(200).optional();

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `columns` joined, unaccented, contain `text` anywhere (no condition for an empty text) */
function matches(text: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!text) return undefined;
  const joined = sql.join(columns.map((c) => sql`${c}`), sql`, `);
  return sql`cms_unaccent(concat_ws(' ', ${joined})) ILIKE cms_unaccent(${`%${escapeLike(text)}%`})`;
}

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
    url: objectUrls('events-slug-id', event.slug, event.id)[locale],
    detail: venueText(venue),
    date: toZonedIso(event.start_at),
    is_online: event.is_online,
  };
}

function storyTarget(story: typeof stories.$inferSelect, locale: Locale): LinkTarget {
  return {
    kind: 'story',
    id: story.id,
    title: tr(story, 'title', locale),
    url: objectUrls('stories-slug-id', story.slug, story.id)[locale],
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
async function resolveTarget(db: DbOrTx, url: string | undefined, pageId: number | undefined, locale: Locale): Promise<LinkTarget | null> {
  if (pageId !== undefined) {
    const rows = await db.select().from(pages).where(eq(pages.id, pageId));
    return (await pageTargets(db, rows, locale))[0] ?? null;
  }
  if (!url || !url.startsWith('/')) return null;
  const path = url.split(/[?#]/)[0];
  const match = matchRoute(path);
  const id = Number(match?.params.id);
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
    start: toZonedIso(event.start_at),
    venue: venueText(venue),
    url: objectUrls('events-slug-id', event.slug, event.id)[locale],
    is_online: event.is_online,
  };
}

/** editor answers are never stored by shared caches nor the browser */
function privateAnswer(res: Response): void {
  res.setHeader('Cache-Control', 'private, no-store');
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'finder.links.resolve',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/links/resolve/',
    permission: 'editor',
    input: {
      query: z.object({
        url: z.string().max(2048).optional(),
        page: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
      }),
    },
    async handler({ db, query, locale, res }) {
      privateAnswer(res);
      // 200 with null, not 404: an external or unknown address is an answer, not an error
      return { target: await resolveTarget(db, query.url, query.page, locale) } satisfies ResolvedLink;
    },
  }),
  defineEndpoint({
    name: 'finder.links',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/links/',
    permission: 'editor',
    input: { query: z.object({ query: searchText, kind: z.enum(LINK_TARGET_KINDS).optional() }) },
    async handler({ db, query, locale, res }) {
      privateAnswer(res);
      const kinds = query.kind ? [query.kind] : LINK_TARGET_KINDS;
      const results: LinkTarget[] = [];
      for (const kind of kinds) results.push(...(await findTargets(db, kind, query.query || undefined, locale)));
      return results;
    },
  }),
  defineEndpoint({
    name: 'finder.events',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/events/',
    permission: 'editor',
    input: { query: z.object({ search: searchText, page: z.coerce.number().int().positive().default(1) }) },
    async handler({ db, query, locale, req, res }) {
      privateAnswer(res);
      const where = matches(query.search || undefined, events.title_de, events.title_en);
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(events).where(where);
      const rows = await db
        .select({ event: events, venue: venues })
        .from(events)
        .leftJoin(venues, eq(venues.id, events.venue_id))
        .where(where)
        .orderBy(...eventOrder)
        .limit(EVENT_FINDER_PAGE_SIZE)
        .offset(pageOffset(query.page, EVENT_FINDER_PAGE_SIZE));
      return paginated(req, { page: query.page, size: EVENT_FINDER_PAGE_SIZE, count, params: filterParams(req) }, rows.map((r) => eventChoice(r.event, r.venue, locale)));
    },
  }),
  defineEndpoint({
    name: 'finder.events.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/events/:id/',
    permission: 'editor',
    input: { params: idParams },
    async handler({ db, params, locale, res }) {
      privateAnswer(res);
      const row = await eventWithVenue(db, params.id);
      if (!row) throw new NotFoundError();
      return eventChoice(row.event, row.venue, locale);
    },
  }),
];
