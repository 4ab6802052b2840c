/** The route "press-slug-id": its page and its loader, one chunk `route-press-slug-id` (client/routing/views.tsx). */
export { default } from '../pages/press/DirectoryPage';
export { loadDirectory as loader } from '../pages/press/directoryLoader';
