/**
 * Site search (SPEC §7; shapes in shared/contract/search.ts, docs/api/search.md):
 *   GET /{locale}/api/search/?query=                  overview: counts and the best hits of pages and others
 *   GET /{locale}/api/search/pages/?query=&page=      content pages, paginated
 *   GET /{locale}/api/search/others/?query=&page=     concerts, stories, persons, subscriptions, press
 *   GET /{locale}/api/search/autocomplete/?query=     up to 8 title suggestions
 * Public. A blank query or one over SEARCH_QUERY_MAX characters answers 400.
 */
import { z } from 'zod';
import type { SearchOverview, SearchResultPage, SearchSuggestion } from '../../shared/contract/search';
import { SEARCH_OVERVIEW_SIZE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '../../shared/contract/search';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { pageOffset, paginated } from '../search/pagination';
import { autocomplete, countByKind, countMatches, searchHits, type SearchGroupName } from '../search/query';

export const messages = {
  queryRequired: 'Enter a search term in the query parameter.',
  queryTooLong: `The search term may have at most ${SEARCH_QUERY_MAX} characters.`,
} as const;

const queryText = z
  .string({ message: messages.queryRequired })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, { message: messages.queryRequired }).max(SEARCH_QUERY_MAX, { message: messages.queryTooLong }));

const page = z.coerce.number({ message: 'Expected a page number.' }).int().positive().default(1);

function groupEndpoint(group: SearchGroupName): AnyEndpoint {
  return defineEndpoint({
    name: `search.${group}`,
    method: 'GET',
    api: 'api',
    path: `/search/${group}/`,
    permission: 'public',
    input: { query: z.object({ query: queryText, page }) },
    async handler({ db, locale, query, req }): Promise<SearchResultPage> {
      const [count, results] = await Promise.all([
        countMatches(db, query.query, locale, group),
        searchHits(db, query.query, locale, group, SEARCH_PAGE_SIZE, pageOffset(query.page, SEARCH_PAGE_SIZE)),
      ]);
      return paginated(req, query.page, SEARCH_PAGE_SIZE, count, results);
    },
  });
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'search.overview',
    method: 'GET',
    api: 'api',
    path: '/search/',
    permission: 'public',
    input: { query: z.object({ query: queryText }) },
    async handler({ db, locale, query }): Promise<SearchOverview> {
      const [kinds, pages, others] = await Promise.all([
        countByKind(db, query.query, locale),
        searchHits(db, query.query, locale, 'pages', SEARCH_OVERVIEW_SIZE, 0),
        searchHits(db, query.query, locale, 'others', SEARCH_OVERVIEW_SIZE, 0),
      ]);
      const pageCount = kinds.page;
      const count = Object.values(kinds).reduce((a, b) => a + b, 0);
      return {
        query: query.query,
        count,
        results: {
          pages: { count: pageCount, results: pages },
          others: { count: count - pageCount, results: others },
        },
        kinds,
      };
    },
  }),
  groupEndpoint('pages'),
  groupEndpoint('others'),
  defineEndpoint({
    name: 'search.autocomplete',
    method: 'GET',
    api: 'api',
    path: '/search/autocomplete/',
    permission: 'public',
    input: { query: z.object({ query: queryText }) },
    handler: ({ db, locale, query }): Promise<SearchSuggestion[]> => autocomplete(db, query.query, locale),
  }),
];
