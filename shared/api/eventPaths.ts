/** Paths of the back-end API (SPEC §7) of the concerts area (client/stores/EventsStore.ts, ConcertStore.ts); see ./paths.ts. */
import type { Locale } from '../constants';

/** the concerts list; `query` without its leading '?' (page, date, venue, tag, genre) */
export const events = (locale: Locale, query: string) => `/${locale}/api/events/?${query}`;
/** venues, event tags and genres in one answer (the list's filter options) */
export const eventFilters = (locale: Locale) => `/${locale}/api/event-filters/`;
/** the add-to-calendar file (text/calendar) of one concert: a plain link, not fetched */
export const eventCalendar = (locale: Locale, id: number) => `/${locale}/api/calendar/?event=${id}`;
