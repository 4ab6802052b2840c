/**
 * The concerts list's filter (SPEC §3 event state: date, venue, tag; and genre) and its place in the
 * URL query, so a filtered list can be shared and reloaded:
 *   /de/konzerte?date=2026-12-01&venue=3&tag=fuer-familien&genre=kammermusik
 * `date` is the first day shown; the list never starts before today (Europe/Berlin), so an older
 * date (or none) means today and is left out of the URL. Pure functions: the loader, the store and
 * the filter form share them, and unit tests pin them.
 */
import type { EventTag, Genre, Venue } from '../../shared/contract/events';
import { isIsoDate } from '../../shared/isoDate';

export interface EventFilter {
  /** 'YYYY-MM-DD': concerts starting on or after this day (Berlin) */
  date: string;
  /** venue id */
  venue: number | null;
  /** event tag slug */
  tag: string | null;
  /** genre slug */
  genre: string | null;
}

export type FilterKey = 'date' | 'venue' | 'tag' | 'genre';

export interface ParsedFilter {
  filter: EventFilter;
  /** query parameters whose value was malformed or names nothing: ignored, and the visitor is told */
  invalid: FilterKey[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[1-9]\d{0,8}$/;

/** The filter of a URL query. Malformed values are dropped and reported in `invalid`. */
export function parseEventQuery(query: URLSearchParams, today: string): ParsedFilter {
  const invalid: FilterKey[] = [];
  const read = (key: FilterKey, valid: (value: string) => boolean): string | null => {
    const value = query.get(key)?.trim();
    if (!value) return null;
    if (valid(value)) return value;
    invalid.push(key);
    return null;
  };
  const date = read('date', isIsoDate);
  const venue = read('venue', (v) => ID.test(v));
  const tag = read('tag', (v) => SLUG.test(v));
  const genre = read('genre', (v) => SLUG.test(v));
  return {
    filter: { date: date && date > today ? date : today, venue: venue === null ? null : Number(venue), tag, genre },
    invalid,
  };
}

/** Drops filter values that name no venue, tag or genre the back end knows (it would answer 400). */
export function checkAgainstOptions(parsed: ParsedFilter, options: { venues: readonly Venue[]; tags: readonly EventTag[]; genres: readonly Genre[] }): ParsedFilter {
  const { filter } = parsed;
  const invalid = [...parsed.invalid];
  const keep = <T>(key: FilterKey, value: T | null, known: boolean): T | null => {
    if (value === null || known) return value;
    invalid.push(key);
    return null;
  };
  return {
    filter: {
      date: filter.date,
      venue: keep('venue', filter.venue, options.venues.some((v) => v.id === filter.venue)),
      tag: keep('tag', filter.tag, options.tags.some((t) => t.slug === filter.tag)),
      genre: keep('genre', filter.genre, options.genres.some((g) => g.slug === filter.genre)),
    },
    invalid,
  };
}

/** Whether a filter names no venue, tag or genre: nothing of it to check against the options. */
export const namesNoOption = (filter: EventFilter): boolean => filter.venue === null && !filter.tag && !filter.genre;

/** The URL query of a filter ('' when it shows everything from today). */
export function eventQuery(filter: EventFilter, today: string): string {
  const query = new URLSearchParams();
  if (filter.date > today) query.set('date', filter.date);
  if (filter.venue !== null) query.set('venue', String(filter.venue));
  if (filter.tag) query.set('tag', filter.tag);
  if (filter.genre) query.set('genre', filter.genre);
  return query.toString();
}

/** The back end's query of the list, without its page (./pagedList.ts adds it; the date is always sent: SPEC §7). */
export function eventsApiQuery(filter: EventFilter): string {
  const query = new URLSearchParams({ date: filter.date });
  if (filter.venue !== null) query.set('venue', String(filter.venue));
  if (filter.tag) query.set('tag', filter.tag);
  if (filter.genre) query.set('genre', filter.genre);
  return query.toString();
}

export const isFiltered = (filter: EventFilter, today: string): boolean => eventQuery(filter, today) !== '';
