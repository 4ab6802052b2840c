/**
 * State of the orchestra screens (SPEC §3 person state: persons, page, positions, position): the
 * person categories (the orchestra's sections, fetched once per language), the persons list under
 * its filter, a ./pagedList.ts list (forward only, SPEC §4: an earlier or repeated page is ignored; a
 * new filter starts over at page 1). The person shown is ./PersonStore.ts.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { PersonCategory, PersonListItem } from '../../shared/contract/persons';
import * as personPaths from '../../shared/api/personPaths';
import { storeEnv } from './env';
import { pagedList, type AlsoRead } from './pagedList';
import { personFilterOf, type PersonFilter } from './personFilter';

/** The API query of a filter (./pagedList.ts adds the page). */
function apiQuery(filter: PersonFilter): Record<string, string> {
  return {
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

/** The persons of the list under its filter, page by page; a new filter shows the old persons until its first page replaces them. */
export const PersonPages = pagedList<PersonListItem>('PersonPages', { keepWhileLoading: true, failure: 'more persons failed to load' });

export const PersonsStore = types
  .model('PersonsStore', {
    categories: types.frozen<PersonCategory[]>([]),
    categoriesLocale: types.maybeNull(types.string),
    /** the persons under `filter`, page by page */
    list: types.optional(PersonPages, {}),
    filter: types.frozen<PersonFilter>({ categories: [], ensemble: null }),
    /** locale of the list */
    locale: types.maybeNull(types.string),
    /** the list (page 1) could not be loaded: the page says so and offers 'Try again' (SPEC §8) */
    listFailed: false,
  })
  .views((self) => ({
    get groups(): PersonGroup[] {
      return groupPersons(self.list.items, self.filter.categories);
    },
    /** true until page 1 arrived or failed */
    get loading(): boolean {
      return self.list.loading || (!self.list.loaded && !self.listFailed);
    },
  }))
  .actions((self) => ({
    setCategories(locale: Locale, categories: PersonCategory[]) {
      self.categories = categories;
      self.categoriesLocale = locale;
    },
    setFilter(locale: Locale, filter: PersonFilter, failed: boolean) {
      self.locale = locale;
      self.filter = filter;
      self.listFailed = failed;
    },
  }))
  .actions((self) => ({
    /** The person categories, unless already loaded in this language. Throws ApiError. */
    loadCategories: flow(function* loadCategories(locale: Locale) {
      if (self.categoriesLocale === locale) return;
      const categories: PersonCategory[] = yield storeEnv(self).api.get<PersonCategory[]>(personPaths.personCategories(locale));
      self.setCategories(locale, categories);
    }),
  }))
  .actions((self) => ({
    /**
     * Page 1 of a filter (or `page` of a `?page=N` address): a new list (a new filter starts over).
     * With `withCategories`, the categories come with it (`with=categories`: one read) unless this
     * language's are loaded. Throws ApiError.
     */
    loadFirstPage: flow(function* loadFirstPage(locale: Locale, filter: PersonFilter, page = 1, withCategories = false) {
      self.setFilter(locale, filter, false);
      const takeCategories = (answer: { categories?: unknown }) => {
        if (Array.isArray(answer.categories)) self.setCategories(locale, answer.categories as PersonCategory[]);
      };
      const also: AlsoRead | undefined = withCategories && self.categoriesLocale !== locale ? { params: { with: 'categories' }, take: takeCategories } : undefined;
      yield self.list.start(personPaths.persons(locale, apiQuery(filter)), page, true, also);
      if (also && self.categoriesLocale !== locale) yield self.loadCategories(locale);
    }),
    /** Page 1 of `filter` failed: an empty list that remembers what to load again. */
    setListFailed(locale: Locale, filter: PersonFilter) {
      self.setFilter(locale, filter, true);
    },
  }))
  .actions((self) => ({
    /**
     * The categories and page 1 of the filter, in the page after a failure ('Try again'); a
     * failure again is logged and keeps the message. Categories were perhaps not loaded: the filter
     * of the address is read again with them.
     */
    retry: flow(function* retry(query: URLSearchParams) {
      const locale = (self.locale ?? 'de') as Locale;
      try {
        yield self.loadCategories(locale);
        yield self.loadFirstPage(locale, personFilterOf(query, self.categories));
      } catch (error) {
        storeEnv(self).logger.warn({ err: error }, 'persons failed to load');
        self.setListFailed(locale, self.filter);
      }
    }),
  }));

/** The persons area's store (./areas.ts). */
export const personsArea = defineArea('persons', PersonsStore);
