/**
 * The content calendar's days (issue 43 item 3): Berlin calendar days 'YYYY-MM-DD', weeks from
 * Monday, months; pure date arithmetic on days (no time of day, so no daylight saving time).
 */
export type CalendarView = 'week' | 'month';

const DAY = 86_400_000;
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => dayOf(noon(day) + n * DAY);

/** Monday 0 … Sunday 6 */
export const weekday = (day: string) => (new Date(noon(day)).getUTCDay() + 6) % 7;

export const weekStart = (day: string) => addDays(day, -weekday(day));

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function addMonths(day: string, n: number): string {
  const date = new Date(noon(monthStart(day)));
  date.setUTCMonth(date.getUTCMonth() + n);
  return dayOf(date.getTime());
}

/** The first and last day a view shows around `anchor`. */
export function rangeOf(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  const from = monthStart(anchor);
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The view's anchor `steps` periods (weeks or months) on; a year is 12 months or 52 weeks. */
export function move(view: CalendarView, anchor: string, steps: number): string {
  return view === 'week' ? addDays(weekStart(anchor), steps * 7) : addMonths(anchor, steps);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** ISO 8601 week number of a day. */
export function isoWeek(day: string): number {
  const thursday = addDays(day, 3 - weekday(day));
  const firstThursday = addDays(`${thursday.slice(0, 4)}-01-04`, 3 - weekday(`${thursday.slice(0, 4)}-01-04`));
  return Math.round((noon(thursday) - noon(firstThursday)) / (7 * DAY)) + 1;
}

/** A day as a Date at noon UTC, for Intl formatting with timeZone 'UTC' (the day stays the day). */
export const dayDate = (day: string) => new Date(noon(day));
