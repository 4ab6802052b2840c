/** The route "events-slug-id": its page and its loader, one chunk `route-events-slug-id` (client/routing/views.tsx). */
export { default } from '../pages/events/EventDetailPage';
export { loadConcert as loader } from '../pages/events/concertLoader';
