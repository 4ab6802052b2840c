/** The route "stories-category": its page and its loader, one chunk (client/routing/views.tsx). */
import { storiesLoaders } from '../pages/stories/loaders';
export { default } from '../pages/stories/StoriesPage';
export const loader = storiesLoaders['stories-category'];
