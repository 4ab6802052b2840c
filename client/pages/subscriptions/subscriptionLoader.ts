import { buildPath } from '../../../shared/routes';
import type { Loader } from '../../routing/types';
import { plainText } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';
import { subscriptionsArea } from '../../stores/SubscriptionsStore';
import { listCrumb } from './crumbs';

/**
 * One subscription (route subscriptions-slug-id) by slug, with its id when the address has one;
 * 404 when unknown or the slug is not its own.
 */
export const loadSubscription: Loader = async ({ store, match }) => {
  const subscriptions = areaOf(store, subscriptionsArea);
  const id = match.params.id === undefined ? null : Number(match.params.id);
  const status = await subscriptions.loadDetail(match.locale, match.params.slug ?? '', id);
  const subscription = subscriptions.current;
  if (status !== 200 || !subscription) {
    store.ui.setError(status === 200 ? 404 : status);
    return;
  }
  const path = buildPath('subscriptions-slug-id', match.locale, match.params);
  store.ui.setBreadcrumbs({ path, links: [listCrumb(match.locale), { link: path, text: subscription.name }] });
  store.ui.setHead({ route: match.name, title: subscription.name, description: { key: 'content.events.subscriptionHeadDescription', values: { name: subscription.name, text: plainText(subscription.subtitle || subscription.description, 100) } }, urls: subscription.url });
};
