/** Dates in the finders: the editor's language, in the orchestra's time zone (SPEC §1). */
import { TIME_ZONE, type Locale } from '../../../shared/constants';
import { dateTimeFormat } from '../../../shared/intl';

/** '2025-05-01' (a day) or an ISO instant; with `time` the hour too. */
export function formatDate(iso: string, locale: Locale, time = false): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', ...(time ? { timeStyle: 'short' } : {}), timeZone: TIME_ZONE }).format(date);
}
