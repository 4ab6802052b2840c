/** The route "press-slug-id": its page and its loader, one chunk (client/routing/views.tsx). */
import { pressLoaders } from '../pages/press/loaders';
export { default } from '../pages/press/DirectoryPage';
export const loader = pressLoaders['press-slug-id'];
