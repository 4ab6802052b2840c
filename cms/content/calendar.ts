/**
 * iCalendar (RFC 5545) for the add-to-calendar link of a concert: one VCALENDAR with one VEVENT.
 * - lines end with CRLF and are folded at 75 octets (UTF-8 bytes, never inside a character) with
 *   CRLF + space (§3.1);
 * - TEXT values escape backslash, semicolon, comma and newlines (§3.3.11);
 * - times are UTC ('…Z', §3.3.5 form 2), so no VTIMEZONE is needed and every client agrees;
 * - UID is stable per concert and site (`event-{id}@{host}`), DTSTAMP is when the file was made;
 * - a cancelled concert is STATUS:CANCELLED.
 */
import type { EventDetail } from '../../shared/contract/events';
import { CRLF, calendarText, escapeText, eventTimes, eventUid, foldLine, utcStamp, venueLocation } from '../../shared/ical';
import { htmlToText } from '../../shared/plainText';

export { CRLF, escapeText, foldLine, utcStamp };

export interface CalendarOptions {
  /** the site's origin, 'https://www.example.org': the concert's URL and the UID's domain */
  origin: string;
  /** the locale of the concert's URL */
  locale: 'de' | 'en';
  /** DTSTAMP */
  now: Date;
}

/** The description: subtitle, works, performers, text and the concert's page. */
function description(event: EventDetail, url: string): string {
  const lines: string[] = [];
  if (event.subtitle) lines.push(event.subtitle);
  for (const work of event.programme.works) lines.push(work.composer ? `${work.composer}: ${work.title}` : work.title);
  for (const performer of event.programme.performers) lines.push(performer.role ? `${performer.name} (${performer.role})` : performer.name);
  const text = htmlToText(event.text, { lines: true });
  if (text) lines.push('', text);
  lines.push('', url);
  return lines.join('\n');
}

/** The .ics file of one concert. */
export function eventCalendar(event: EventDetail, options: CalendarOptions): string {
  const url = `${options.origin}${event.url[options.locale]}`;
  const location = venueLocation(event.venue);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Orchestra website//Concerts//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${eventUid(event.id, options.origin)}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    ...eventTimes(event.start, event.end),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description(event, url))}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `URL:${url}`,
    `STATUS:${event.availability === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return calendarText(lines);
}
