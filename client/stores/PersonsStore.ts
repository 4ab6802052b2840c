/**
 * State of the orchestra screens (SPEC §3 person state: persons, page, positions, position): the
 * person categories (the orchestra's sections, fetched once per language), the persons list under
 * its filter with forward-only pagination (SPEC §4: an earlier or repeated page is ignored; a new
 * filter resets to page 1), and the person shown with its content sections.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import type { EventList, EventListItem } from '../../shared/contract/events';
import type { PersonCategory, PersonDetail, PersonList, PersonListItem } from '../../shared/contract/persons';
import * as personPaths from '../../shared/api/personPaths';
import { storeEnv } from './env';
import { loadWithSections } from './objectSections';
import { appendNew } from './appendNew';

/** The list's filter, as the URL carries it: category slugs, and persons or ensembles only (null: both). */
export interface PersonFilter {
  categories: string[];
  ensemble: boolean | null;
}

export const PERSON_FILTER_QUERY = { categories: 'categories', ensemble: 'is_ensemble' } as const;

/** The filter of a URL query; category slugs that name no category are dropped (the list shows without them). */
export function personFilterOf(query: URLSearchParams, categories: readonly PersonCategory[]): PersonFilter {
  const wanted = (query.get(PERSON_FILTER_QUERY.categories) ?? '').split(',').map((slug) => slug.trim().toLowerCase());
  const ensemble = query.get(PERSON_FILTER_QUERY.ensemble);
  return {
    // in the categories' order, so one filter has one spelling
    categories: categories.filter((c) => wanted.includes(c.slug)).map((c) => c.slug),
    ensemble: ensemble === 'true' ? true : ensemble === 'false' ? false : null,
  };
}

/** The URL query of a filter ('' when it filters nothing). */
export function personFilterQuery(filter: PersonFilter): string {
  const query = new URLSearchParams();
  if (filter.categories.length) query.set(PERSON_FILTER_QUERY.categories, filter.categories.join(','));
  if (filter.ensemble !== null) query.set(PERSON_FILTER_QUERY.ensemble, String(filter.ensemble));
  // keep the commas readable in the address bar
  return query.toString().replace(/%2C/g, ',');
}

/** The API query of a filter and page. */
function apiQuery(filter: PersonFilter, page: number): Record<string, string | number> {
  return {
    ...(page > 1 ? { page } : {}),
    ...(filter.ensemble !== null ? { is_ensemble: String(filter.ensemble) } : {}),
    ...(filter.categories.length ? { categories: filter.categories.join(',') } : {}),
  };
}

export interface PersonGroup {
  /** category slug, 'ensembles' or 'others' */
  key: string;
  /** the category's name; null for ensembles and persons without a category (the view names them) */
  name: string | null;
  kind: 'category' | 'ensembles' | 'others';
  persons: PersonListItem[];
}

/**
 * The persons grouped by position (SPEC §2): runs of persons with the same first category (among
 * the filtered ones when the filter names categories), in the order the back end answers (which
 * lists ensembles last). Ensembles are a group of their own, whatever sections their members play in.
 */
export function groupPersons(persons: readonly PersonListItem[], filterCategories: readonly string[] = []): PersonGroup[] {
  const groups: PersonGroup[] = [];
  for (const person of persons) {
    const category = person.is_ensemble ? undefined : (person.categories.find((c) => filterCategories.includes(c.slug)) ?? person.categories[0]);
    const kind = person.is_ensemble ? 'ensembles' : category ? 'category' : 'others';
    const key = category?.slug ?? kind;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.persons.push(person);
    else groups.push({ key, name: category?.name ?? null, kind, persons: [person] });
  }
  return groups;
}

export const PersonsStore = types
  .model('PersonsStore', {
    categories: types.frozen<PersonCategory[]>([]),
    categoriesLocale: types.maybeNull(types.string),
    persons: types.frozen<PersonListItem[]>([]),
    count: 0,
    /** the last page loaded (0: none) */
    page: 0,
    hasNext: false,
    filter: types.frozen<PersonFilter>({ categories: [], ensemble: null }),
    /** locale of `persons` */
    locale: types.maybeNull(types.string),
    loading: true,
    current: types.maybeNull(types.frozen<PersonDetail>()),
    /** the current person's coming concerts (first page), how many there are, and when they were loaded */
    concerts: types.frozen<EventListItem[]>([]),
    concertCount: 0,
    concertsLoadedAt: 0,
    sections: types.frozen<ContainerSection[]>([]),
  })
  .volatile(() => ({
    loadingMore: false,
    loadMoreFailed: false,
  }))
  .views((self) => ({
    get groups(): PersonGroup[] {
      return groupPersons(self.persons, self.filter.categories);
    },
  }))
  .actions((self) => ({
    setCategories(locale: Locale, categories: PersonCategory[]) {
      self.categories = categories;
      self.categoriesLocale = locale;
    },
    setFirstPage(locale: Locale, filter: PersonFilter, list: PersonList) {
      self.locale = locale;
      self.filter = filter;
      self.persons = list.results;
      self.count = list.count;
      self.page = 1;
      self.hasNext = !!list.next;
      self.loading = false;
    },
    appendPage(page: number, list: PersonList) {
      self.persons = appendNew(self.persons, list.results);
      self.count = list.count;
      self.page = page;
      self.hasNext = !!list.next;
    },
    setLoadingMore(loading: boolean, failed = false) {
      self.loadingMore = loading;
      self.loadMoreFailed = failed;
    },
    setConcerts(list: EventList | null) {
      self.concerts = list?.results ?? [];
      self.concertCount = list?.count ?? 0;
      self.concertsLoadedAt = Date.now();
    },
    setCurrent(person: PersonDetail | null, sections: ContainerSection[]) {
      self.current = person;
      self.sections = sections;
    },
  }))
  .actions((self) => ({
    /** The person categories, unless already loaded in this language. Throws ApiError. */
    loadCategories: flow(function* loadCategories(locale: Locale) {
      if (self.categoriesLocale === locale) return;
      const categories: PersonCategory[] = yield storeEnv(self).api.get<PersonCategory[]>(personPaths.personCategories(locale));
      self.setCategories(locale, categories);
    }),
    /** Page 1 of a filter: resets the list (a new filter starts over). Throws ApiError. */
    loadFirstPage: flow(function* loadFirstPage(locale: Locale, filter: PersonFilter) {
      const list: PersonList = yield storeEnv(self).api.get<PersonList>(personPaths.persons(locale, apiQuery(filter, 1)));
      self.setFirstPage(locale, filter, list);
    }),
    /**
     * The next page, appended. Forward only (SPEC §4): a page at or before the last one loaded, a
     * page after the last one, or a second request while one runs is ignored. A failure is logged
     * and shown with 'Try again'; the list stays.
     */
    loadPage: flow(function* loadPage(page: number) {
      if (page !== self.page + 1 || !self.hasNext || self.loadingMore || !self.locale) return;
      self.setLoadingMore(true);
      try {
        const list: PersonList = yield storeEnv(self).api.get<PersonList>(personPaths.persons(self.locale as Locale, apiQuery(self.filter, page)));
        self.appendPage(page, list);
        self.setLoadingMore(false);
      } catch (error) {
        storeEnv(self).logger.warn({ err: error }, 'more persons failed to load');
        self.setLoadingMore(false, true);
      }
    }),
    /**
     * One person, their content sections and their coming concerts. Throws ApiError (404 for unknown
     * or offline); concerts that fail to load leave the list empty (logged), the person still shows.
     */
    loadPerson: flow(function* loadPerson(locale: Locale, id: number) {
      const env = storeEnv(self);
      const concerts = env.api.get<EventList>(personPaths.personConcerts(locale, id)).catch((error: unknown) => {
        env.logger.warn({ err: error }, 'concerts of a person failed to load');
        return null;
      });
      const [person, sections]: [PersonDetail, ContainerSection[]] = yield loadWithSections<PersonDetail>(env, locale, personPaths.person(locale, id), {
        content_type: 'person',
        object_id: id,
      });
      const list: EventList | null = yield concerts;
      self.setConcerts(list);
      self.setCurrent(person, sections);
    }),
  }))
  .actions((self) => ({
    loadMore() {
      return self.loadPage(self.page + 1);
    },
  }));

/** The persons area's store (./areas.ts). */
export const personsArea = defineArea('persons', PersonsStore);
