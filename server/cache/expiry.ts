/**
 * How long a rendered page stays true without any content change: until the next moment named in
 * its data (a concert's start turns it 'Past', a presale's first day opens it; SPEC §3 event state),
 * and never past the next midnight in Berlin (lists start 'today'), nor past `maxAgeMs`.
 */
import { berlinWallTimeToDate, nextBerlinMidnight } from '../../shared/berlinTime';

const DATE_TIME = /"(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?"/g;

/** The earliest moment after `now` at which a page with this (serialized) data may look different. */
export function pageExpiry(state: string, now: number, maxAgeMs: number): number {
  let earliest = Math.min(now + maxAgeMs, nextBerlinMidnight(now));
  for (const [, date, time, zone] of state.matchAll(DATE_TIME)) {
    // a date that is no real day (2030-13-45) is NaN, and never the earliest
    const at = zone ? Date.parse(`${date}T${time}${zone}`) : (berlinWallTimeToDate(time ? `${date}T${time}` : date)?.getTime() ?? Number.NaN);
    if (at > now && at < earliest) earliest = at;
  }
  return earliest;
}
