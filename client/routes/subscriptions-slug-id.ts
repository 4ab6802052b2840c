/** The route "subscriptions-slug-id": its page and its loader, one chunk (client/routing/views.tsx). */
import { subscriptionsLoaders } from '../pages/subscriptions/loaders';
export { default } from '../pages/subscriptions/SubscriptionDetailPage';
export const loader = subscriptionsLoaders['subscriptions-slug-id'];
