/**
 * What only a client navigation needs (./useDisplayedLocation.ts): the route's loaders and the new
 * page's head. A chunk of its own ("navigation"), out of main.js: a first view never runs it, and
 * link prefetching loads it once the page is idle (./prefetch.ts).
 */
export { loadRoute } from './loadRoute';
export { applyHead, headOrigin } from './applyHead';
export { headLinks } from './headLinks';
export { headInfo } from './title';
