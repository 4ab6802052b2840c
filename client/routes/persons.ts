/** The route "persons": its page and its loader, one chunk (client/routing/views.tsx). */
import { personsLoaders } from '../pages/persons/loaders';
export { default } from '../pages/persons/PersonsPage';
export const loader = personsLoaders['persons'];
