/**
 * State of the concerts list (SPEC §3 event state: events, page, filter, venues, tags; the current
 * event is ./ConcertStore.ts, so the detail page loads none of this). The list paginates forward only (SPEC §4): `loadPage(n)` appends page n when n is after
 * the last loaded page and ignores an earlier (or the same) page; only `loadList` (a new filter, a
 * new visit) resets it to page 1. An answer that arrives after the filter changed is dropped.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { EventList, EventListItem, EventTag, Genre, Venue } from '../../shared/contract/events';
import { statusOf } from '../../shared/api/errors';
import * as eventPaths from '../../shared/api/eventPaths';
import { eventsApiQuery, sameFilter, type EventFilter, type FilterKey } from './eventsFilter';
import { storeEnv } from './env';
import { appendNew } from './appendNew';

export const EventsStore = types
  .model('EventsStore', {
    locale: types.maybeNull(types.string),
    filter: types.frozen<EventFilter | null>(null),
    /** today in Europe/Berlin when the list loaded ('YYYY-MM-DD'): the earliest date, the same on server and client */
    today: '',
    /** URL filter values that were malformed or named nothing (ignored; the page says so) */
    invalidFilters: types.frozen<FilterKey[]>([]),
    events: types.frozen<EventListItem[]>([]),
    /** when the last page was loaded (ms since epoch): which concerts have begun, the same on server and client */
    loadedAt: 0,
    count: 0,
    /** the last page appended (0: none) */
    page: 0,
    hasNext: false,
    /** the status of a failed list request (the list shows an error with a retry), else null */
    listError: types.maybeNull(types.number),
    /** filter options, in `optionsLocale` */
    venues: types.frozen<Venue[]>([]),
    tags: types.frozen<EventTag[]>([]),
    genres: types.frozen<Genre[]>([]),
    optionsLocale: types.maybeNull(types.string),
  })
  .volatile(() => ({
    loading: false,
    /** increases with every reset: answers of an older list are dropped */
    generation: 0,
  }))
  .views((self) => ({
    get isEmpty(): boolean {
      return self.page > 0 && self.events.length === 0;
    },
  }))
  .actions((self) => ({
    setLoading(loading: boolean) {
      self.loading = loading;
    },
    reset(locale: Locale, today: string, filter: EventFilter, invalid: FilterKey[]) {
      self.generation += 1;
      self.locale = locale;
      self.today = today;
      self.filter = filter;
      self.invalidFilters = invalid;
      // the shown concerts stay until page 1 of the new filter replaces them (no empty flash)
      self.page = 0;
      self.hasNext = false;
      self.listError = null;
      self.loading = false;
    },
    /** Page 1 replaces the list; a later page is appended (without concerts already shown). */
    appendPage(page: number, answer: EventList) {
      self.events = appendNew(page === 1 ? [] : self.events, answer.results);
      self.loadedAt = Date.now();
      self.count = answer.count;
      self.page = page;
      self.hasNext = answer.next !== null;
      self.listError = null;
    },
    /** A failed page; a failed page 1 also clears the concerts of the previous filter. */
    setListError(status: number, clear = false) {
      self.listError = status;
      if (clear) {
        self.events = [];
        self.count = 0;
      }
    },
    setOptions(locale: Locale, venues: Venue[], tags: EventTag[], genres: Genre[]) {
      self.optionsLocale = locale;
      self.venues = venues;
      self.tags = tags;
      self.genres = genres;
    },
  }))
  .actions((self) => {
    /**
     * Appends page `page` of the current filter. Forward only: a page at or before the last loaded
     * one is ignored (answers false), as is a request while another page loads.
     */
    const loadPage = flow(function* loadPage(page: number) {
      if (!self.filter || !self.locale || page <= self.page || self.loading) return false;
      const { api, logger } = storeEnv(self);
      const generation = self.generation;
      const filter = self.filter;
      self.setLoading(true);
      try {
        const answer: EventList = yield api.get<EventList>(eventPaths.events(self.locale as Locale, eventsApiQuery(filter, page)));
        if (generation !== self.generation || !sameFilter(filter, self.filter)) return false;
        self.appendPage(page, answer);
        return true;
      } catch (error) {
        if (generation !== self.generation) return false;
        logger.warn({ err: error, page }, 'concerts failed to load');
        self.setListError(statusOf(error), page === 1);
        return false;
      } finally {
        if (generation === self.generation) self.setLoading(false);
      }
    });
    return {
      loadPage,
      /** A new list: the filter (from the URL) resets the pagination to page 1. */
      loadList: flow(function* loadList(locale: Locale, today: string, filter: EventFilter, invalid: FilterKey[] = []) {
        self.reset(locale, today, filter, invalid);
        yield loadPage(1);
      }),
      /** The "load more" button: the page after the last one, when there is one. */
      loadMore: flow(function* loadMore() {
        if (!self.hasNext) return false;
        return (yield loadPage(self.page + 1)) as boolean;
      }),
      /** Tries the failed page again (the list's error state). */
      retry: flow(function* retry() {
        return (yield loadPage(self.page + 1)) as boolean;
      }),
      /** Venues, tags and genres for the filter, once per locale. Failures leave the lists empty (logged). */
      loadOptions: flow(function* loadOptions(locale: Locale) {
        if (self.optionsLocale === locale) return;
        const { api, logger } = storeEnv(self);
        try {
          const [venues, tags, genres]: [Venue[], EventTag[], Genre[]] = yield Promise.all([
            api.get<Venue[]>(eventPaths.venues(locale)),
            api.get<EventTag[]>(eventPaths.eventTags(locale)),
            api.get<Genre[]>(eventPaths.genres(locale)),
          ]);
          self.setOptions(locale, venues, tags, genres);
        } catch (error) {
          logger.warn({ err: error }, 'concert filter options failed to load');
        }
      }),
    };
  });

/** The events area's store (./areas.ts). */
export const eventsArea = defineArea('events', EventsStore);
