import { SEARCH_QUERY_MAX } from '../../../shared/contract/search';
import { buildPath } from '../../../shared/routes';
import { ApiError, isServiceBusy } from '../../../shared/api/errors';
import { storeEnv } from '../../stores/env';
import { isOtherKind, isSearchCategory, searchArea } from '../../stores/SearchStore';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { normalizeQuery, SEARCH_KIND_PARAM, SEARCH_QUERY_PARAM } from './query';

/**
 * /de/search/{category?}/{page?}?query=: an unknown category or a page without category is a 404
 * (the route's own check covers the page number); a query over SEARCH_QUERY_MAX characters is
 * shown as a message on the page, never a 500; so is a search the back end is too busy to run
 * (503 `busy`: the server answers the page 503 with Retry-After, which no cache keeps).
 */
export const loadSearch: Loader = async ({ store, match, query }) => {
  const search = areaOf(store, searchArea);
  const { category, page } = match.params;
  if ((category !== undefined && !isSearchCategory(category)) || (page !== undefined && category === undefined)) {
    store.ui.setError(404, 'route');
    return;
  }
  const text = normalizeQuery(query.get(SEARCH_QUERY_PARAM));
  const path = buildPath(match.name, match.locale, match.params);
  store.ui.setBreadcrumbs({ path, links: [{ link: buildPath(match.name, match.locale), text: '', textKey: 'search.title' }] });
  if (text) store.ui.setHead({ route: match.name, title: { key: 'search.headTitle', values: { query: text } } });
  const kindParam = query.get(SEARCH_KIND_PARAM);
  const kind = category === 'others' && isOtherKind(kindParam) ? kindParam : null;
  const shown = { text, category: isSearchCategory(category) ? category : null, page: Number(page ?? 1), kind };
  if (text.length > SEARCH_QUERY_MAX) {
    search.set({ ...shown, overview: null, results: null, invalid: true, busy: false });
    return;
  }
  try {
    await search.load(match.locale, shown.text, shown.category, shown.page, shown.kind);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      search.set({ ...shown, overview: null, results: null, invalid: true, busy: false });
      return;
    }
    if (isServiceBusy(error)) {
      search.set({ ...shown, overview: null, results: null, invalid: false, busy: true });
      return;
    }
    store.ui.failWith(error);
    if (!(error instanceof ApiError && error.status === 404)) storeEnv(store).logger.warn({ err: error }, 'search failed');
  }
};
