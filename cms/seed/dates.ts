/** Calendar arithmetic in the site's time zone (Europe/Berlin), for dates relative to "today". */
import { TIME_ZONE } from '../../shared/constants';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function zoned(date: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number };
}

/** A calendar day, as UTC midnight of that day (only the Y-M-D part is meaningful). */
export type Day = Date;

/** Today's calendar day in Berlin. */
export function berlinToday(now: Date = new Date()): Day {
  const p = zoned(now);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

export function addDays(day: Day, days: number): Day {
  return new Date(day.getTime() + days * 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday */
export function weekday(day: Day): number {
  return day.getUTCDay();
}

export function isoDay(day: Day): string {
  return day.toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on a day in Berlin (daylight saving time handled). */
export function berlinTime(day: Day, hour: number, minute = 0): Date {
  const wanted = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  let guess = wanted - 60 * 60_000; // Berlin is UTC+1 or UTC+2
  for (let i = 0; i < 3; i++) {
    const p = zoned(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}
