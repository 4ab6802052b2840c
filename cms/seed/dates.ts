/** Calendar arithmetic for dates relative to "today" in the site's time zone (shared/berlinTime.ts). */
import { berlinToday as berlinTodayIso, berlinWallTimeToDate } from '../../shared/berlinTime';

/** A calendar day, as UTC midnight of that day (only the Y-M-D part is meaningful). */
export type Day = Date;

/** Today's calendar day in Berlin. */
export function berlinToday(now: Date = new Date()): Day {
  return new Date(`${berlinTodayIso(now)}T00:00:00Z`);
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

/** The instant of a wall-clock time on a day in Berlin. */
export function berlinTime(day: Day, hour: number, minute = 0): Date {
  const two = (n: number) => String(n).padStart(2, '0');
  return berlinWallTimeToDate(`${isoDay(day)}T${two(hour)}:${two(minute)}`)!;
}
