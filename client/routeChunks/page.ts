/** The route "page": its page and its loader, one chunk `route-page` (client/routing/views.tsx). */
export { default } from '../pages/ContentPage';
export { loadContentPage as loader } from '../pages/contentPageLoader';
