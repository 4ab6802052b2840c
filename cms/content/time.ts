/**
 * Times of the content API in the site's time zone (Europe/Berlin, SPEC §1): event starts are
 * answered as ISO 8601 with the zone's offset of that instant ('2031-03-14T19:30:00+01:00'), and
 * "today" (the default of the events list) is the calendar day in Berlin, not on the server.
 */
import { TIME_ZONE } from '../../shared/constants';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function zonedParts(date: Date): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as unknown as ZonedParts;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** '2031-03-14T19:30:00+01:00': the instant in Europe/Berlin with its offset (seconds precision). */
export function toZonedIso(date: Date): string {
  const p = zonedParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offsetMinutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offset}`;
}

/** The calendar day 'YYYY-MM-DD' in Europe/Berlin at `now`. */
export function zonedToday(now: Date = new Date()): string {
  const p = zonedParts(now);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}
