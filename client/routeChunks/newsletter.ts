/** The route "newsletter": its page and its loader, one chunk `route-newsletter` (client/routing/views.tsx). */
export { default } from '../pages/newsletter/NewsletterPage';
export { loadNewsletter as loader } from '../pages/newsletter/newsletterLoader';
