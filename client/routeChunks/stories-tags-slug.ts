/** The route "stories-tags-slug": its page and its loader, one chunk `route-stories-tags-slug` (client/routing/views.tsx). */
export { default } from '../pages/stories/TagPage';
export { loadTagArticles as loader } from '../pages/stories/tagLoader';
