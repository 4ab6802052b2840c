/** The route "stories-tags": its page and its loader, one chunk `route-stories-tags` (client/routing/views.tsx). */
export { default } from '../pages/stories/TagsPage';
export { loadTagOverview as loader } from '../pages/stories/tagsLoader';
