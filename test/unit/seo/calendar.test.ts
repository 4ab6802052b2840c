/** The season iCalendar writer (RFC 5545): CRLF, folding at 75 octets, escaping, UTC times, stable UIDs. */
import type { EventListItem } from '../../../shared/contract/events';
import { calendarWindow, seasonCalendar } from '../../../server/seo/calendar';

const item = (id: number, overrides: Partial<EventListItem> = {}): EventListItem => ({
  id,
  slug: `konzert-${id}`,
  title: `Konzert ${id}`,
  subtitle: '',
  start: '2031-03-14T19:30:00+01:00',
  end: null,
  venue: { id: 1, name: 'Saal', city: 'Flussstadt' },
  genre: null,
  tags: [],
  availability: 'bookable',
  presale_start: null,
  ticket_url: '',
  image: null,
  is_highlight: false,
  performers: [],
  url: { de: `/de/konzerte/konzert-${id}/${id}`, en: `/en/concerts/konzert-${id}/${id}` },
  admin_url: '',
  ...overrides,
});

const options = { origin: 'https://www.orchester.test', locale: 'de' as const, now: new Date('2031-01-01T00:00:00Z'), name: 'Konzerte', venues: [{ id: 1, name: 'Saal', city: 'Flussstadt', address: 'Am Ufer 1, 12345 Flussstadt', url: '' }] };

test('one VCALENDAR with a VEVENT per concert, CRLF lines of at most 75 octets', () => {
  const long = 'Ein sehr langer Titel mit Umlauten: Größe, Übermut, Ähnlichkeit – und noch mehr Wörter dazu';
  const text = seasonCalendar([item(1, { title: long }), item(2, { availability: 'cancelled', end: '2031-03-14T21:00:00+01:00' })], options);
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const lines = text.split('\r\n').slice(0, -1);
  expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  const unfolded = text.replace(/\r\n /g, '');
  expect(unfolded).toContain(`SUMMARY:${long.replace(/,/g, '\\,')}`);
  expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(unfolded).toContain('UID:event-1@www.orchester.test');
  expect(unfolded).toContain('DTSTART:20310314T183000Z\r\nDURATION:PT2H');
  expect(unfolded).toContain('DTEND:20310314T200000Z');
  expect(unfolded).toMatch(/UID:event-2@[^]*STATUS:CANCELLED/);
  expect(unfolded).toContain('LOCATION:Saal\\, Am Ufer 1\\, 12345 Flussstadt');
  expect(unfolded).toContain('URL:https://www.orchester.test/de/konzerte/konzert-1/1');
});

test('without a public origin (production without PUBLIC_URL): no URL property, which takes a URI, and the reserved UID host', () => {
  const unfolded = seasonCalendar([item(1)], { ...options, origin: '' }).replace(/\r\n /g, '');
  expect(unfolded).not.toMatch(/^URL/m);
  expect(unfolded).toContain('UID:event-1@orchestra.invalid');
  // the page's address stays readable in the description
  expect(unfolded).toContain('DESCRIPTION:/de/konzerte/konzert-1/1');
});

test('UIDs depend only on the concert and the public host', () => {
  const a = seasonCalendar([item(5)], options);
  const b = seasonCalendar([item(5, { title: 'Neu' })], { ...options, locale: 'en', now: new Date('2031-02-01T00:00:00Z') });
  const uid = (text: string) => /UID:(.*)\r\n/.exec(text)![1];
  expect(uid(a)).toBe(uid(b));
});

describe('the feed window (docs/seo.md: the past 30 days, the coming 18 months)', () => {
  it.each([
    ['2026-11-27', '2026-10-28', '2028-05-27'],
    ['2026-03-01', '2026-01-30', '2027-09-01'],
    // a day the 18th month lacks: its last day
    ['2026-08-31', '2026-08-01', '2028-02-29'],
  ])('around %s: %s to %s', (today, from, to) => {
    expect(calendarWindow(today)).toEqual({ date: from, date_to: to });
  });
});
