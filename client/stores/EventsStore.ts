/**
 * State of the concerts list (SPEC §3 event state: events, page, filter, venues, tags; the current
 * event is ./ConcertStore.ts, so the detail page loads none of this). The list is a ./pagedList.ts
 * list (forward only, SPEC §4); only `loadList` (a new filter, a new visit) starts it over at page 1,
 * and an answer that arrives after the filter changed is dropped.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { EventFilters, EventListItem, EventTag, Genre, Venue } from '../../shared/contract/events';
import * as eventPaths from '../../shared/api/eventPaths';
import { eventsApiQuery, type EventFilter, type FilterKey } from './eventsFilter';
import { storeEnv } from './env';
import { pagedList, type AlsoRead } from './pagedList';

/** The concerts of the list, page by page; a new filter shows the old concerts until its first page replaces them. */
export const EventPages = pagedList<EventListItem>('EventPages', { keepWhileLoading: true, failure: 'concerts failed to load' });

export const EventsStore = types
  .model('EventsStore', {
    locale: types.maybeNull(types.string),
    filter: types.frozen<EventFilter | null>(null),
    /** today in Europe/Berlin when the list loaded ('YYYY-MM-DD'): the earliest date, the same on server and client */
    today: '',
    /** URL filter values that were malformed or named nothing (ignored; the page says so) */
    invalidFilters: types.frozen<FilterKey[]>([]),
    /** the concerts under `filter`, page by page (its `loadedAt` says which have begun) */
    list: types.optional(EventPages, {}),
    /** filter options, in `optionsLocale` */
    venues: types.frozen<Venue[]>([]),
    tags: types.frozen<EventTag[]>([]),
    genres: types.frozen<Genre[]>([]),
    optionsLocale: types.maybeNull(types.string),
  })
  .actions((self) => ({
    setFilter(locale: Locale, today: string, filter: EventFilter, invalid: FilterKey[]) {
      self.locale = locale;
      self.today = today;
      self.filter = filter;
      self.invalidFilters = invalid;
    },
    setOptions(locale: Locale, { venues, tags, genres }: EventFilters) {
      self.optionsLocale = locale;
      self.venues = venues;
      self.tags = tags;
      self.genres = genres;
    },
  }))
  .actions((self) => ({
    /** Venues, tags and genres for the filter, once per locale, in one call. Failures leave the lists empty (logged). */
    loadOptions: flow(function* loadOptions(locale: Locale) {
      if (self.optionsLocale === locale) return;
      const { api, logger } = storeEnv(self);
      try {
        const options: EventFilters = yield api.get<EventFilters>(eventPaths.eventFilters(locale));
        self.setOptions(locale, options);
      } catch (error) {
        logger.warn({ err: error }, 'concert filter options failed to load');
      }
    }),
  }))
  .actions((self) => ({
    /**
     * A new list: the filter (from the URL) starts the pagination over at page 1, or at `page` of a
     * `?page=N` address (whose failure is thrown: a page after the last is the loader's 404). With
     * `withOptions`, the filter options come with the first page (`with=filters`: one read) unless
     * this language's are loaded.
     */
    loadList: flow(function* loadList(locale: Locale, today: string, filter: EventFilter, invalid: FilterKey[] = [], page = 1, withOptions = false) {
      self.setFilter(locale, today, filter, invalid);
      const takeOptions = (answer: { filters?: unknown }) => {
        if (answer.filters) self.setOptions(locale, answer.filters as EventFilters);
      };
      const also: AlsoRead | undefined = withOptions && self.optionsLocale !== locale ? { params: { with: 'filters' }, take: takeOptions } : undefined;
      yield self.list.start(eventPaths.events(locale, eventsApiQuery(filter)), page, page > 1, also);
      // a first page that failed brought no options: they are read apart (loadOptions)
      if (also && self.optionsLocale !== locale) yield self.loadOptions(locale);
    }),
  }));

/** The events area's store (./areas.ts). */
export const eventsArea = defineArea('events', EventsStore);
