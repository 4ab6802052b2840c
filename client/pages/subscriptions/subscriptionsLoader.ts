import { buildPath } from '../../../shared/routes';
import { isNotFound } from '../../../shared/api/errors';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { requestedPage } from '../../stores/pagedList';
import { subscriptionsArea } from '../../stores/SubscriptionsStore';
import { listCrumb } from './crumbs';

/**
 * The subscriptions list (route subscriptions), page 1 or page N of its `?page=N` address (the
 * crawlable link behind "load more"); a failure shows the list's error state, not an error page; no
 * page number or a page after the last answers 404.
 */
export const loadSubscriptions: Loader = async ({ store, match, query }) => {
  const subscriptions = areaOf(store, subscriptionsArea);
  const page = requestedPage(query);
  if (page === null) return store.ui.setError(404);
  try {
    await subscriptions.loadList(match.locale, page);
  } catch (error) {
    if (isNotFound(error)) return store.ui.setError(404);
  }
  store.ui.setBreadcrumbs({ path: buildPath('subscriptions', match.locale), links: [listCrumb(match.locale)] });
};
