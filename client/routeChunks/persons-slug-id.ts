/** The route "persons-slug-id": its page and its loader, one chunk `route-persons-slug-id` (client/routing/views.tsx). */
export { default } from '../pages/persons/PersonPage';
export { loadPerson as loader } from '../pages/persons/personLoader';
