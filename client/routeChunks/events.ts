/** The route "events": its page and its loader, one chunk `route-events` (client/routing/views.tsx). */
export { default } from '../pages/events/EventsPage';
export { loadConcerts as loader } from '../pages/events/concertsLoader';
