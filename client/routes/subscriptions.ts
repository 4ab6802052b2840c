/** The route "subscriptions": its page and its loader, one chunk (client/routing/views.tsx). */
import { subscriptionsLoaders } from '../pages/subscriptions/loaders';
export { default } from '../pages/subscriptions/SubscriptionsPage';
export const loader = subscriptionsLoaders['subscriptions'];
