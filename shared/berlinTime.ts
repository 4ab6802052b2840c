/**
 * Date-times as editors enter them (an `<input type="datetime-local">` value, 'YYYY-MM-DDTHH:mm')
 * in the site's time zone (Europe/Berlin), to and from instants; daylight saving time included.
 */
import { TIME_ZONE } from './constants';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function wallClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const get = (type: string) => Number(parts.formatToParts(instant).find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** minutes Berlin is ahead of UTC at an instant (60 or 120) */
function offsetMinutes(instant: Date): number {
  const w = wallClock(instant);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** 'YYYY-MM-DDTHH:mm' in Berlin -> the instant; null when malformed */
export function berlinLocalToDate(local: string): Date | null {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(local);
  if (!m) return null;
  const naive = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const first = naive - offsetMinutes(new Date(naive)) * 60_000;
  return new Date(naive - offsetMinutes(new Date(first)) * 60_000);
}

/** an instant -> 'YYYY-MM-DDTHH:mm' in Berlin */
export function dateToBerlinLocal(instant: Date | string): string {
  const w = wallClock(new Date(instant));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

/** The next midnight in Berlin after `now` (epoch milliseconds): when the site's 'today' changes. */
export function nextBerlinMidnight(now: number): number {
  const today = dateToBerlinLocal(new Date(now)).slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return berlinLocalToDate(`${tomorrow}T00:00`)!.getTime();
}
