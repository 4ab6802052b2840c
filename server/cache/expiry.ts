/**
 * How long a rendered page stays true without any content change: until the next moment named in
 * its data (a concert's start turns it 'Past', a presale's first day opens it; SPEC §3 event state),
 * and never past the next midnight in Berlin (lists start 'today'), nor past `maxAgeMs`.
 */
import { nextBerlinMidnight } from '../../shared/berlinTime';
import { TIME_ZONE } from '../../shared/constants';

const DATE_TIME = /"(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?"/g;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** Berlin's UTC offset at `at` as '+01:00' / '+02:00'. */
function berlinOffset(at: number): string {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** A wall-clock time in Berlin ('YYYY-MM-DD', 'HH:MM[:SS]') as epoch milliseconds. */
function berlinTime(date: string, time: string): number {
  const guess = Date.parse(`${date}T${time}Z`);
  return Date.parse(`${date}T${time}${berlinOffset(guess)}`);
}

/** The earliest moment after `now` at which a page with this (serialized) data may look different. */
export function pageExpiry(state: string, now: number, maxAgeMs: number): number {
  let earliest = Math.min(now + maxAgeMs, nextBerlinMidnight(now));
  for (const [, date, time, zone] of state.matchAll(DATE_TIME)) {
    const at = time ? (zone ? Date.parse(`${date}T${time}${zone}`) : berlinTime(date, time)) : berlinTime(date, '00:00');
    if (at > now && at < earliest) earliest = at;
  }
  return earliest;
}
