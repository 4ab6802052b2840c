/** The route "cms-hub": its page and its loader, one chunk `route-cms-hub` (client/routing/views.tsx). */
export { default } from '../pages/CmsHubPage';
export { loadCmsHub as loader } from '../pages/cmsHubLoader';
