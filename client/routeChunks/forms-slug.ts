/** The route "forms-slug": its page and its loader, one chunk `route-forms-slug` (client/routing/views.tsx). */
export { default } from '../pages/forms/FormPage';
export { loadFormPage as loader } from '../pages/forms/formLoader';
