/**
 * The site's time zone (Europe/Berlin, SPEC §1), daylight saving time included, whatever the zone
 * of the machine: wall-clock times in Berlin to and from instants. The one copy of this rule: the
 * editors' date-time inputs ('YYYY-MM-DDTHH:mm', `<input type="datetime-local">`), the back end's
 * event times ('2031-03-14T19:30:00+01:00') and "today", the seed's concert dates and the page
 * cache's expiry all use it.
 */
import { TIME_ZONE } from './constants';
import { dateTimeFormat, intlLocale } from './intl';

/**
 * Made at its first use, not when the module loads: the first Intl object of a page loads the time
 * zone's data (15 ms of a phone's first visit at 1× on the development machine, in the concerts
 * page's route chunk), which a page that shows no date in Berlin time then never pays.
 */
let partsFormat: Intl.DateTimeFormat | undefined;
const parts = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Wall clocks worked out, by the instant's second: `formatToParts` is the slow part of an event's
 * times, which a list of concerts formats for every date (issue 41). Emptied when full.
 */
const clocks = new Map<number, Readonly<WallClock>>();
const CLOCKS_KEPT = 4096;

/** What a clock in Berlin shows at an instant (to the second). */
export function berlinWallClock(instant: Date | number): WallClock {
  const second = Math.floor((typeof instant === 'number' ? instant : instant.getTime()) / 1000);
  let known = clocks.get(second);
  if (!known) {
    const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
    for (const part of parts().formatToParts(instant)) if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
    if (clocks.size >= CLOCKS_KEPT) clocks.clear();
    clocks.set(second, clock);
    known = clock;
  }
  return { ...known };
}

/** Minutes Berlin is ahead of UTC at an instant (60 or 120). */
export function berlinOffsetMinutes(instant: Date | number): number {
  const w = berlinWallClock(instant);
  const seconds = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - seconds) / 60_000);
}

const WALL_TIME = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(\.\d+)?)?)?$/;

/**
 * The instant of a wall-clock time in Berlin: 'YYYY-MM-DD' (midnight), 'YYYY-MM-DDTHH:mm',
 * 'YYYY-MM-DDTHH:mm:ss[.sss]'; null when malformed or not a real time (2030-02-30, 24:00). An hour
 * that is skipped in spring counts in winter time (02:30 -> 03:30 summer time); an hour that
 * repeats in autumn is the later one.
 */
export function berlinWallTimeToDate(local: string): Date | null {
  const m = WALL_TIME.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const millis = m[7] ? Math.round(Number(m[7]) * 1000) : 0;
  const naive = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(naive);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // the offset at the naive instant can be the wrong one within two hours of a switch; the offset at
  // the first estimate is right
  const first = naive - berlinOffsetMinutes(naive) * 60_000;
  return new Date(naive - berlinOffsetMinutes(first) * 60_000);
}

/** 'YYYY-MM-DDTHH:mm' in Berlin -> the instant; null when malformed. */
export function berlinLocalToDate(local: string): Date | null {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local) ? berlinWallTimeToDate(local) : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (w: WallClock) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** An instant -> 'YYYY-MM-DDTHH:mm' in Berlin. */
export function dateToBerlinLocal(instant: Date | string): string {
  const w = berlinWallClock(new Date(instant));
  return `${dayOf(w)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** '2031-03-14T19:30:00+01:00': the instant in Berlin with that instant's offset (to the second). */
export function toBerlinIso(instant: Date): string {
  const w = berlinWallClock(instant);
  const offset = berlinOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  return `${dayOf(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * '2026-11-27 03:55:59': Berlin time to the second, as spreadsheet programs (Excel, LibreOffice,
 * Google Sheets) read a date and time in a CSV cell.
 */
export function berlinSpreadsheetTime(instant: Date): string {
  const w = berlinWallClock(instant);
  return `${dayOf(w)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The calendar day 'YYYY-MM-DD' in Berlin at `now`: the site's 'today'. */
export function berlinToday(now: Date | number = new Date()): string {
  return dayOf(berlinWallClock(now));
}

/** The next midnight in Berlin after `now` (epoch milliseconds): when the site's 'today' changes. */
export function nextBerlinMidnight(now: number): number {
  const tomorrow = new Date(Date.parse(`${berlinToday(now)}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return berlinWallTimeToDate(tomorrow)!.getTime();
}

/**
 * The name of Berlin's time at an instant, as editors read it next to a time: 'MEZ'/'MESZ' in
 * German, 'CET'/'CEST' in English (from the offset, so it does not depend on the browser's ICU names).
 */
export function berlinZoneName(instant: Date | string | number, locale: string): string {
  const summer = berlinOffsetMinutes(new Date(instant)) === 120;
  if (locale === 'en') return summer ? 'CEST' : 'CET';
  return summer ? 'MESZ' : 'MEZ';
}

/**
 * An instant as an editor reads it, in Berlin time whatever the browser's zone, in the editor's
 * language: '15.05.2027, 18:00 MESZ' / '15 May 2027, 18:00 CEST'; `time: false` gives the Berlin day
 * only ('15.05.2027'; a calendar day 'YYYY-MM-DD' is that day). `short` writes the date as '15.05.27'.
 */
export function formatBerlin(instant: Date | string | number, locale: string, { time = true, short = false }: { time?: boolean; short?: boolean } = {}): string {
  // a calendar day ('2027-05-15') is that day wherever it is read
  const date = typeof instant === 'string' && /^\d{4}-\d\d-\d\d$/.test(instant) ? new Date(`${instant}T12:00:00Z`) : new Date(instant);
  if (Number.isNaN(date.getTime())) return typeof instant === 'string' ? instant : '';
  const text = dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    dateStyle: short ? 'short' : 'medium',
    ...(time ? { timeStyle: 'short' as const } : {}),
  }).format(date);
  return time ? `${text} ${berlinZoneName(date, locale)}` : text;
}
