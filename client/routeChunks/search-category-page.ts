/** The route "search-category-page": its page and its loader, one chunk `route-search-category-page` (client/routing/views.tsx). */
export { default } from '../pages/search/SearchPage';
export { loadSearch as loader } from '../pages/search/searchLoader';
