/**
 * Dates in the visitor's language. Pure and free of the clock and time zone of the machine, so the
 * server and the browser render the same text (no hydration mismatch). File facts: press/fileFacts.ts.
 */
import { TIME_ZONE, type Locale } from '../../shared/constants';
import { dateTimeFormat, intlLocale } from '../../shared/intl';

/** 'YYYY-MM-DD' as '14. März 2025' / 'March 14, 2025'; the input itself when malformed. */
export function formatCalendarDate(date: string, locale: Locale): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return date;
  const utc = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utc);
}

/** An instant (ISO 8601) as 'Sa., 2. Mai 2031, 20:00' / 'Sat, 2 May 2031, 20:00' in the orchestra's time zone. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
}
