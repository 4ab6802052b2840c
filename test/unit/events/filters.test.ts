import { checkAgainstOptions, eventQuery, eventsApiQuery, parseEventQuery } from '../../../client/stores/eventsFilter';
import type { EventTag, Genre, Venue } from '../../../shared/contract/events';

const today = '2026-11-21';
const parse = (query: string) => parseEventQuery(new URLSearchParams(query), today);

describe('parseEventQuery', () => {
  test('no query: everything from today', () => {
    expect(parse('')).toEqual({ filter: { date: today, venue: null, tag: null, genre: null }, invalid: [] });
  });

  test('reads date, venue, tag and genre', () => {
    expect(parse('date=2026-12-24&venue=3&tag=fuer-familien&genre=kammermusik').filter).toEqual({ date: '2026-12-24', venue: 3, tag: 'fuer-familien', genre: 'kammermusik' });
  });

  test('a date before today is today (the list starts today)', () => {
    expect(parse('date=2020-01-01')).toEqual({ filter: { date: today, venue: null, tag: null, genre: null }, invalid: [] });
  });

  test('malformed values are ignored and reported', () => {
    const parsed = parse('date=2026-02-30&venue=abc&tag=<script>&genre=Kammer Musik');
    expect(parsed.filter).toEqual({ date: today, venue: null, tag: null, genre: null });
    expect(parsed.invalid).toEqual(['date', 'venue', 'tag', 'genre']);
  });
});

describe('checkAgainstOptions', () => {
  const options = {
    venues: [{ id: 3, name: 'Konzerthaus', city: '', address: '', url: '' }] as Venue[],
    tags: [{ id: 1, name: 'Für Familien', slug: 'fuer-familien' }] as EventTag[],
    genres: [{ id: 2, name: 'Kammermusik', slug: 'kammermusik' }] as Genre[],
  };
  test('keeps known values, drops and reports unknown ones', () => {
    expect(checkAgainstOptions(parse('venue=3&tag=fuer-familien&genre=kammermusik'), options).invalid).toEqual([]);
    const checked = checkAgainstOptions(parse('venue=99&tag=nope&genre=kammermusik'), options);
    expect(checked.filter).toEqual({ date: today, venue: null, tag: null, genre: 'kammermusik' });
    expect(checked.invalid).toEqual(['venue', 'tag']);
  });
});

describe('queries', () => {
  test('the URL query leaves out today and empty values; it round-trips', () => {
    expect(eventQuery({ date: today, venue: null, tag: null, genre: null }, today)).toBe('');
    const query = eventQuery({ date: '2026-12-24', venue: 3, tag: 'open-air', genre: null }, today);
    expect(query).toBe('date=2026-12-24&venue=3&tag=open-air');
    expect(parse(query).filter).toEqual({ date: '2026-12-24', venue: 3, tag: 'open-air', genre: null });
  });

  test('the API query always carries page and date (SPEC §7)', () => {
    expect(eventsApiQuery({ date: today, venue: null, tag: null, genre: null })).toBe(`date=${today}`);
    expect(eventsApiQuery({ date: today, venue: 3, tag: 't', genre: 'g' })).toBe(`date=${today}&venue=3&tag=t&genre=g`);
  });
});
