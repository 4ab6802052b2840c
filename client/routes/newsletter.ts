/** The route "newsletter": its page and its loader, one chunk (client/routing/views.tsx). */
import { newsletterLoaders } from '../pages/newsletter/loaders';
export { default } from '../pages/newsletter/NewsletterPage';
export const loader = newsletterLoaders['newsletter'];
