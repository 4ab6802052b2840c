/**
 * Site search (SPEC §7; shapes in shared/contract/search.ts, docs/api/search.md):
 *   GET /{locale}/api/search/?query=                  overview: counts and the best hits of pages and others
 *   GET /{locale}/api/search/pages/?query=&page=      content pages, paginated
 *   GET /{locale}/api/search/others/?query=&page=[&kind=]  concerts, stories, persons, subscriptions, press (or one kind of them)
 *   GET /{locale}/api/search/autocomplete/?query=     up to 8 title suggestions
 * Public. A blank query or one over SEARCH_QUERY_MAX characters answers 400. At most
 * SEARCH_CONCURRENCY searches run at once per back end; a full line or a long wait answers 503
 * with Retry-After (../search/searchGate.ts).
 */
import { z } from 'zod';
import type { SearchKind, SearchOverview, SearchResultPage, SearchSuggestion } from '../../shared/contract/search';
import { SEARCH_KIND_ORDER, SEARCH_OVERVIEW_SIZE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '../../shared/contract/search';
import { SEARCH_KINDS } from '../db/schema/search';
import { defineEndpoint, type AnyEndpoint, type Frame } from '../http/endpoint';
import { filterParams, pageOffset, paginated } from '../content/listing';
import { autocomplete, searchOverview, searchPage, type SearchGroupName } from '../search/query';
import { searchGateOf } from '../search/searchGate';

/** Runs a search once the back end's search gate gives it a place (503 when the line is full or the wait too long). */
function admitted<T>(frame: Pick<Frame, 'db' | 'config' | 'locale' | 'res'>, search: () => Promise<T>): Promise<T> {
  return searchGateOf(frame.db, frame.config.searchConcurrency).run(search, frame.locale, () => frame.res.destroyed);
}

export const messages = {
  queryRequired: 'Enter a search term in the query parameter.',
  queryTooLong: `The search term may have at most ${SEARCH_QUERY_MAX} characters.`,
} as const;

const queryText = z
  .string({ message: messages.queryRequired })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, { message: messages.queryRequired }).max(SEARCH_QUERY_MAX, { message: messages.queryTooLong }));

const page = z.coerce.number({ message: 'Expected a page number.' }).int().positive().default(1);

const otherKind = z.enum(SEARCH_KINDS.filter((k) => k !== 'page') as [string, ...string[]], { message: 'Unknown kind.' }).optional();

function groupEndpoint(group: SearchGroupName): AnyEndpoint {
  const input = group === 'others' ? z.object({ query: queryText, page, kind: otherKind }) : z.object({ query: queryText, page });
  return defineEndpoint({
    name: `search.${group}`,
    method: 'GET',
    api: 'api',
    path: `/search/${group}/`,
    permission: 'public',
    input: { query: input },
    async handler(frame): Promise<SearchResultPage> {
      const { db, locale, query, req } = frame;
      const filter = { group, kind: 'kind' in query ? (query.kind as SearchKind | undefined) : undefined };
      const { count, hits } = await admitted(frame, () => searchPage(db, query.query, locale, filter, SEARCH_PAGE_SIZE, pageOffset(query.page, SEARCH_PAGE_SIZE)));
      return paginated(req, { page: query.page, size: SEARCH_PAGE_SIZE, count, params: filterParams(req) }, hits);
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
    async handler(frame): Promise<SearchOverview> {
      const { db, locale, query } = frame;
      const { kinds, byKind, others, capped, cappedKinds } = await admitted(frame, () => searchOverview(db, query.query, locale, SEARCH_OVERVIEW_SIZE));
      const found = SEARCH_KIND_ORDER.filter((kind) => kinds[kind] > 0);
      const pageCount = kinds.page;
      const pages = byKind.get('page') ?? [];
      const count = Object.values(kinds).reduce((a, b) => a + b, 0);
      return {
        query: query.query,
        count,
        capped,
        capped_kinds: cappedKinds,
        results: {
          pages: { count: pageCount, results: pages },
          others: { count: count - pageCount, results: others },
        },
        kinds,
        groups: found.map((kind) => ({ kind, count: kinds[kind], results: byKind.get(kind) ?? [] })),
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
    handler: (frame): Promise<SearchSuggestion[]> => admitted(frame, () => autocomplete(frame.db, frame.query.query, frame.locale)),
  }),
];
