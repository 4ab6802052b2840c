/** The route "stories-tags": its page and its loader, one chunk (client/routing/views.tsx). */
import { storiesLoaders } from '../pages/stories/loaders';
export { default } from '../pages/stories/TagsPage';
export const loader = storiesLoaders['stories-tags'];
