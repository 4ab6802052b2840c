/**
 * Site search (SPEC §3 "search state: search text", §7): the query of the results page, the
 * overview with the counts per category, and one page of a category's results.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { SearchKind, SearchOverview, SearchResultPage, SearchSuggestion } from '../../shared/contract/search';
import { SEARCH_KIND_ORDER } from '../../shared/contract/search';
import * as searchPaths from '../../shared/api/searchPaths';
import { storeEnv } from './env';

export const SEARCH_CATEGORIES = ['pages', 'others'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The kinds the others category can be narrowed to (`?kind=`). */
export const isOtherKind = (value: string | null | undefined): value is SearchKind => value !== 'page' && SEARCH_KIND_ORDER.includes(value as SearchKind);

export const isSearchCategory = (value: string | undefined): value is SearchCategory => (SEARCH_CATEGORIES as readonly string[]).includes(value ?? '');

export const SearchStore = types
  .model('SearchStore', {
    /** the search text of the results page (trimmed, whitespace collapsed) */
    text: '',
    category: types.maybeNull(types.enumeration<SearchCategory>('SearchCategory', [...SEARCH_CATEGORIES])),
    page: 1,
    /** others narrowed to one kind (the overview's "all concerts" link) */
    kind: types.maybeNull(types.frozen<SearchKind>()),
    overview: types.maybeNull(types.frozen<SearchOverview>()),
    /** the category's page (null on the overview) */
    results: types.maybeNull(types.frozen<SearchResultPage>()),
    /** a problem with the query itself (too long): shown on the page instead of results */
    invalid: false,
    /** the back end's search was busy (503 `busy`): the page asks to try again in a moment */
    busy: false,
  })
  .actions((self) => ({
    set(values: Partial<{ text: string; category: SearchCategory | null; page: number; kind: SearchKind | null; overview: SearchOverview | null; results: SearchResultPage | null; invalid: boolean; busy: boolean }>) {
      Object.assign(self, values);
    },
  }))
  .actions((self) => ({
    /**
     * Loads the overview (counts of both categories) and, with a category, its page. The shown
     * results stay until the new ones are there (the old page stays visible while navigating).
     * Throws ApiError.
     */
    load: flow(function* load(locale: Locale, text: string, category: SearchCategory | null, page: number, kind: SearchKind | null = null) {
      if (!text) {
        self.set({ text, category, page, kind, overview: null, results: null, invalid: false, busy: false });
        return;
      }
      const api = storeEnv(self).api;
      const [overview, results]: [SearchOverview, SearchResultPage | null] = yield Promise.all([
        api.get<SearchOverview>(searchPaths.searchOverview(locale, text)),
        category ? api.get<SearchResultPage>(searchPaths.searchCategory(locale, category, text, page, kind)) : Promise.resolve(null),
      ]);
      self.set({ text, category, page, kind, overview, results, invalid: false, busy: false });
    }),
    /** Suggestions for the header search (not kept in the store: they belong to the open field). */
    suggest(locale: Locale, text: string): Promise<SearchSuggestion[]> {
      return storeEnv(self).api.get<SearchSuggestion[]>(searchPaths.searchAutocomplete(locale, text));
    },
  }));

/** The search area's store (./areas.ts). */
export const searchArea = defineArea('search', SearchStore);
