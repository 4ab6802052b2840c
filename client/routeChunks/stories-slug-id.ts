/** The route "stories-slug-id": its page and its loader, one chunk `route-stories-slug-id` (client/routing/views.tsx). */
export { default } from '../pages/stories/StoryPage';
export { loadStory as loader } from '../pages/stories/storyLoader';
