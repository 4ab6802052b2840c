/** The route "subscriptions-slug-id": its page and its loader, one chunk `route-subscriptions-slug-id` (client/routing/views.tsx). */
export { default } from '../pages/subscriptions/SubscriptionDetailPage';
export { loadSubscription as loader } from '../pages/subscriptions/subscriptionLoader';
