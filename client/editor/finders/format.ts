/** Dates in the finders: the editor's language, in the orchestra's time zone (SPEC §1). */
import type { Locale } from '../../../shared/constants';
import { formatBerlin } from '../../../shared/berlinTime';

/** '2025-05-01' (a day) or an ISO instant; with `time` the hour (and MEZ/MESZ) too. */
export function formatDate(iso: string, locale: Locale, time = false): string {
  return formatBerlin(iso, locale, { time });
}
