import { buildPath } from '../../../shared/routes';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { subscriptionsArea } from '../../stores/SubscriptionsStore';
import { listCrumb } from './crumbs';

/** The subscriptions list (route subscriptions), page 1; a failure shows the list's error state, not an error page. */
export const loadSubscriptions: Loader = async ({ store, match }) => {
  const subscriptions = areaOf(store, subscriptionsArea);
  await subscriptions.loadList(match.locale);
  store.ui.setBreadcrumbs({ path: buildPath('subscriptions', match.locale), links: [listCrumb(match.locale)] });
};
