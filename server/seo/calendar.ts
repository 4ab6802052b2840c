/**
 * The season calendar (docs/seo.md): every coming concert as one iCalendar (RFC 5545) feed per
 * language, for calendar apps to subscribe to. UIDs are those of the one-concert download of the back
 * end (`event-{id}@{host of the public URL}`), so a subscribed concert and a downloaded one are the
 * same event; times in UTC; a cancelled concert is STATUS:CANCELLED; an unknown end lasts two hours.
 */
import type { Locale } from '../../shared/constants';
import type { EventListItem, Venue } from '../../shared/contract/events';
import { calendarText, escapeText, eventTimes, eventUid, utcStamp, venueLocation } from '../../shared/ical';

export interface SeasonOptions {
  origin: string;
  locale: Locale;
  now: Date;
  /** the calendar's name (X-WR-CALNAME) */
  name: string;
  /** the venues with their addresses (LOCATION) */
  venues: readonly Venue[];
}

/** How often calendar apps should fetch the feed again. */
export const REFRESH_INTERVAL = 'PT12H';

export function seasonCalendar(events: readonly EventListItem[], options: SeasonOptions): string {
  const venues = new Map(options.venues.map((venue) => [venue.id, venue]));
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Orchestra website//Season//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Europe/Berlin',
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
  ];
  for (const event of events) {
    const url = `${options.origin}${event.url[options.locale]}`;
    const venue = event.venue ? (venues.get(event.venue.id) ?? { ...event.venue, address: '', url: '' }) : null;
    const location = venueLocation(venue);
    const performers = event.performers.map((p) => (p.role ? `${p.name} (${p.role})` : p.name));
    const description = [...[event.subtitle, ...performers].filter(Boolean), url].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${eventUid(event.id, options.origin)}`,
      `DTSTAMP:${stamp}`,
      ...eventTimes(event.start, event.end),
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      ...(location ? [`LOCATION:${escapeText(location)}`] : []),
      ...(event.tags.length ? [`CATEGORIES:${event.tags.map((tag) => escapeText(tag.name)).join(',')}`] : []),
      `URL:${url}`,
      `STATUS:${event.availability === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}
