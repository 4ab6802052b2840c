/**
 * The season calendar (docs/seo.md): the concerts of a window around today (calendarWindow) as one iCalendar (RFC 5545) feed per
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

/**
 * The feed's window (docs/seo.md): concerts of the past 30 days (a subscribed concert that just took
 * place stays in the visitor's calendar for a while) and of the coming 18 months (a season and the
 * announced part of the next). Its size follows the schedule, never the archive.
 */
export const CALENDAR_PAST_DAYS = 30;
export const CALENDAR_AHEAD_MONTHS = 18;

/** The first and last day ('YYYY-MM-DD') of the feed's window around `today` ('YYYY-MM-DD', Berlin). */
export function calendarWindow(today: string): { date: string; date_to: string } {
  const day = new Date(`${today}T00:00:00Z`);
  const from = new Date(day.getTime() - CALENDAR_PAST_DAYS * 86_400_000);
  const to = new Date(day);
  // the same day 18 months on; a day the month lacks (31st) becomes that month's last day
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + CALENDAR_AHEAD_MONTHS);
  const lastOfMonth = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day.getUTCDate(), lastOfMonth));
  return { date: from.toISOString().slice(0, 10), date_to: to.toISOString().slice(0, 10) };
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
      // URL is a URI: without a public origin (a relative address) the property is left out
      ...(options.origin ? [`URL:${url}`] : []),
      `STATUS:${event.availability === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}
