/** The route "forms-slug": its page and its loader, one chunk (client/routing/views.tsx). */
import { formsLoaders } from '../pages/forms/loaders';
export { default } from '../pages/forms/FormPage';
export const loader = formsLoaders['forms-slug'];
