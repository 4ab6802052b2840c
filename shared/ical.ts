/**
 * The primitives of iCalendar (RFC 5545) text, used by the back end's add-to-calendar file of one
 * concert (cms/content/calendar.ts) and the SSR server's season feed (server/seo/calendar.ts):
 * - lines end with CRLF and are folded at 75 octets (UTF-8 bytes, never inside a character) with
 *   CRLF + space (§3.1);
 * - TEXT values escape backslash, semicolon, comma and newlines (§3.3.11);
 * - times are UTC ('…Z', §3.3.5 form 2), so no VTIMEZONE is needed and every client agrees;
 * - an unknown end becomes a DURATION of a concert's usual length rather than a zero-length event.
 */
import { CONCERT_USUAL_HOURS } from './constants';

export const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // the first line may hold 75 octets; a continuation line holds 74 after its leading space
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** '20261203T183000Z' from an ISO 8601 time with offset (or a Date). */
export function utcStamp(time: string | Date): string {
  const date = typeof time === 'string' ? new Date(time) : time;
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Content lines folded and joined with CRLF, the last one ended too. */
export const calendarText = (lines: string[]): string => lines.map(foldLine).join(CRLF) + CRLF;

/** DTSTART and DTEND of a concert; DURATION of its usual length when the end is unknown. */
export const eventTimes = (start: string, end: string | null): string[] => [
  `DTSTART:${utcStamp(start)}`,
  end ? `DTEND:${utcStamp(end)}` : `DURATION:PT${CONCERT_USUAL_HOURS}H`,
];

/** LOCATION of a concert: the venue's name, address, and city unless the address names it. */
export function venueLocation(venue: { name: string; address: string; city: string } | null): string {
  return venue ? [venue.name, venue.address, venue.address.includes(venue.city) ? '' : venue.city].filter(Boolean).join(', ') : '';
}

/** The host of UIDs when the site has no configured origin (relative URLs): a reserved name, never a request's host. */
export const FALLBACK_UID_HOST = 'orchestra.invalid';

/** The UID of a concert, the same in the one-concert file and the season feed: `event-{id}@{host}`. */
export const eventUid = (id: number, origin: string): string => `event-${id}@${origin ? new URL(origin).hostname : FALLBACK_UID_HOST}`;
