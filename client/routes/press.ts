/** The route "press": its page and its loader, one chunk (client/routing/views.tsx). */
import { pressLoaders } from '../pages/press/loaders';
export { default } from '../pages/press/PressPage';
export const loader = pressLoaders['press'];
