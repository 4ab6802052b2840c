/** The route "stories-category": its page and its loader, one chunk `route-stories-category` (client/routing/views.tsx). */
export { default } from '../pages/stories/StoriesPage';
export { loadStoriesList as loader } from '../pages/stories/storiesLoader';
