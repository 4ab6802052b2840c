/** The route "persons": its page and its loader, one chunk `route-persons` (client/routing/views.tsx). */
export { default } from '../pages/persons/PersonsPage';
export { loadPersons as loader } from '../pages/persons/personsLoader';
