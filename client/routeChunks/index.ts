/** The route "index": its page and its loader, one chunk `route-index` (client/routing/views.tsx). */
export { default } from '../pages/HomePage';
export { loadHome as loader } from '../pages/homeLoader';
