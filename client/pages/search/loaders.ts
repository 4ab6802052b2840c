import { SEARCH_QUERY_MAX } from '../../../shared/contract/search';
import { buildPath } from '../../../shared/routes';
import { ApiError, statusOf } from '../../api/errors';
import { storeEnv } from '../../stores/env';
import { isSearchCategory } from '../../stores/SearchStore';
import type { AreaLoaders, Loader } from '../../routing/types';

/** The query parameter of the results page (and of the header search's form). */
export const SEARCH_QUERY_PARAM = 'query';

export const normalizeQuery = (raw: string | null): string => (raw ?? '').replace(/\s+/g, ' ').trim();

/**
 * /de/search/{category?}/{page?}?query=: an unknown category or a page without category is a 404
 * (the route's own check covers the page number); a query over SEARCH_QUERY_MAX characters is
 * shown as a message on the page, never a 500.
 */
const loadSearch: Loader = async ({ store, match, query }) => {
  const { category, page } = match.params;
  if ((category !== undefined && !isSearchCategory(category)) || (page !== undefined && category === undefined)) {
    store.ui.setError(404, 'route');
    return;
  }
  const text = normalizeQuery(query.get(SEARCH_QUERY_PARAM));
  const path = buildPath(match.name, match.locale, match.params);
  store.ui.setBreadcrumbs({ path, links: [{ link: buildPath(match.name, match.locale), text: '', textKey: 'search.title' }] });
  if (text) store.ui.setHead({ route: match.name, title: { key: 'search.headTitle', values: { query: text } } });
  if (text.length > SEARCH_QUERY_MAX) {
    store.search.set({ text, category: category ?? null, page: Number(page ?? 1), overview: null, results: null, invalid: true });
    return;
  }
  try {
    await store.search.load(match.locale, text, isSearchCategory(category) ? category : null, Number(page ?? 1));
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      store.search.set({ invalid: true });
      return;
    }
    store.ui.setError(statusOf(error));
    if (!(error instanceof ApiError && error.status === 404)) storeEnv(store).logger.warn({ err: error }, 'search failed');
  }
};

/** The loaders of the search routes. */
export const searchLoaders: AreaLoaders = {
  'search-category-page': loadSearch,
};
