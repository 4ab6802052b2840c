/** The route "persons-slug-id": its page and its loader, one chunk (client/routing/views.tsx). */
import { personsLoaders } from '../pages/persons/loaders';
export { default } from '../pages/persons/PersonPage';
export const loader = personsLoaders['persons-slug-id'];
