/** The route "press": its page and its loader, one chunk `route-press` (client/routing/views.tsx). */
export { default } from '../pages/press/PressPage';
export { loadPress as loader } from '../pages/press/pressLoader';
