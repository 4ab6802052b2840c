/** The route "stories-tags-slug": its page and its loader, one chunk (client/routing/views.tsx). */
import { storiesLoaders } from '../pages/stories/loaders';
export { default } from '../pages/stories/TagPage';
export const loader = storiesLoaders['stories-tags-slug'];
