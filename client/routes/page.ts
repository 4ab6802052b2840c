/** The route "page": its page (its loader is in client/routing/loaders.ts). */
export { default } from '../pages/ContentPage';
