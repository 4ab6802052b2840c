/**
 * One "load more" list of the paged API ({count, next, previous, results}, SPEC §4: forward only),
 * the one paging piece of every list (stories, concerts, subscriptions, the orchestra). It keeps the
 * API path of the list (its filters in the query, without `page`), the first page shown (a crawlable
 * `?page=N` address starts there), the last page appended and the entries so far; the server renders
 * the first page and only that goes into the page's state. `start` begins a new list, `loadMore`
 * appends the next page, an earlier, repeated or skipped page is ignored, and the answer of a list
 * that was replaced meanwhile is dropped. A failed page keeps what is shown and records its status;
 * a failed first page leaves the list empty.
 */
import { flow, types } from 'mobx-state-tree';
import type { Paginated } from '../../shared/contract/common';
import { statusOf } from '../../shared/api/errors';
import { storeEnv } from './env';
import { appendNew } from './appendNew';
import { withPage } from '../../shared/routes/pageHref';
import { appendQuery } from '../../shared/api/paths';

export interface PagedListOptions<T> {
  /** the entries of an answer (default: its `results` when they are an array, else none) */
  entries?: (answer: Paginated<T>) => T[];
  /** a new list keeps showing the old entries until its first page replaces them (no empty flash) */
  keepWhileLoading?: boolean;
  /** the log message of a failed page */
  failure?: string;
}

const defaultEntries = <T>(answer: Paginated<T>): T[] => (Array.isArray(answer?.results) ? answer.results : []);

/**
 * What a first page brings along (docs/api/content.md): the list's side answers, e.g. a filter's
 * options (`with=filters`) or the stories' highlights (`highlights=3`), read with its first page
 * instead of apart. `take` gets the whole answer, unless the list was replaced meanwhile.
 */
export interface AlsoRead {
  params: Record<string, string | number>;
  take: (answer: Record<string, unknown>) => void;
}

/** A model of a paged list of `T` (one per item type, so the state stays typed). */
export function pagedList<T extends { id: number }>(name: string, options: PagedListOptions<T> = {}) {
  const entries = options.entries ?? defaultEntries;
  const failure = options.failure ?? 'a list page failed to load';
  return types
    .model(name, {
      /** the list's API path without `page` ('' before the first start) */
      path: '',
      items: types.frozen<T[]>([]),
      /** the page the list started at (1, or N of a `?page=N` address) */
      firstPage: 1,
      /** the last page appended (0: none yet) */
      page: 0,
      count: 0,
      hasNext: false,
      /** when the last page arrived (ms since epoch): what has begun, the same on server and client */
      loadedAt: 0,
      /** the status of the last failed page, else null */
      listError: types.maybeNull(types.number),
    })
    .volatile(() => ({ loading: false, generation: 0 }))
    .views((self) => ({
      /** the first page has arrived (an empty list then shows its empty state) */
      get loaded(): boolean {
        return self.page > 0;
      },
      /** the first page arrived and holds nothing */
      get isEmpty(): boolean {
        return self.page > 0 && self.items.length === 0;
      },
      /** the page "load more" asks for next: also the page of its crawlable link */
      get nextPage(): number {
        return self.page > 0 ? self.page + 1 : self.firstPage;
      },
    }))
    .actions((self) => ({
      setLoading(loading: boolean) {
        self.loading = loading;
      },
      reset(path: string, firstPage: number) {
        self.generation += 1;
        self.path = path;
        self.firstPage = firstPage;
        if (!options.keepWhileLoading) {
          self.items = [];
          self.count = 0;
        }
        self.page = 0;
        self.hasNext = false;
        self.listError = null;
        self.loading = false;
      },
      append(page: number, answer: Paginated<T>) {
        // the first page replaces what a list kept while it loaded
        self.items = appendNew(self.page === 0 ? [] : self.items, entries(answer));
        self.page = page;
        self.count = answer?.count ?? self.items.length;
        self.hasNext = !!answer?.next;
        self.loadedAt = Date.now();
        self.listError = null;
      },
      setError(status: number) {
        self.listError = status;
        // a failed first page shows no entries of an earlier list
        if (self.page === 0) {
          self.items = [];
          self.count = 0;
        }
      },
    }))
    .actions((self) => {
      /** Appends `page`; answers whether it did. A failure is recorded (listError), and thrown only when `rethrow` (a loader's first page). */
      const fetchPage = flow(function* fetchPage(page: number, rethrow = false, also?: AlsoRead) {
        if (!self.path || page <= self.page || self.loading) return false;
        const { api, logger } = storeEnv(self);
        const generation = self.generation;
        self.setLoading(true);
        try {
          const path = withPage(self.path, page);
          const answer: Paginated<T> = yield api.get<Paginated<T>>(also ? appendQuery(path, also.params) : path);
          if (generation !== self.generation) return false;
          also?.take(answer as unknown as Record<string, unknown>);
          self.append(page, answer);
          return true;
        } catch (error) {
          if (generation !== self.generation) return false;
          self.setError(statusOf(error));
          if (rethrow) throw error;
          logger.warn({ err: error, path: self.path, page }, failure);
          return false;
        } finally {
          if (generation === self.generation) self.setLoading(false);
        }
      });
      return {
        /**
         * A new list from `path` at `firstPage`. With `rethrow`, a failed first page throws (the
         * loader answers the page's status, e.g. 404 for a page after the last); else it is recorded.
         * `also`: what the first page's read brings along (AlsoRead).
         */
        start: flow(function* start(path: string, firstPage = 1, rethrow = false, also?: AlsoRead) {
          self.reset(path, firstPage);
          return (yield fetchPage(firstPage, rethrow, also)) as boolean;
        }),
        /** Page `page` when it is the next one (forward only: an earlier, the same or a skipped page answers false). */
        loadPage: flow(function* loadPage(page: number) {
          if (page !== self.nextPage || (self.page > 0 && !self.hasNext)) return false;
          return (yield fetchPage(page)) as boolean;
        }),
        /** The "load more" button: the page after the last one, when there is one. */
        loadMore: flow(function* loadMore() {
          if (!self.hasNext) return false;
          return (yield fetchPage(self.page + 1)) as boolean;
        }),
        /** Tries the failed page again. */
        retry: flow(function* retry() {
          return (yield fetchPage(self.nextPage)) as boolean;
        }),
      };
    });
}

/** The page a list address asks for (`?page=N`): 1 without one, null when it is no page number. */
export function requestedPage(query: URLSearchParams): number | null {
  const value = query.get('page');
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
