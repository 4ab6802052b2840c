/** The route "subscriptions": its page and its loader, one chunk `route-subscriptions` (client/routing/views.tsx). */
export { default } from '../pages/subscriptions/SubscriptionsPage';
export { loadSubscriptions as loader } from '../pages/subscriptions/subscriptionsLoader';
