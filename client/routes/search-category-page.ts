/** The route "search-category-page": its page and its loader, one chunk (client/routing/views.tsx). */
import { searchLoaders } from '../pages/search/loaders';
export { default } from '../pages/search/SearchPage';
export const loader = searchLoaders['search-category-page'];
