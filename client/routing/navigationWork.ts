/**
 * What only a client navigation needs (./useDisplayedLocation.ts): its run (./runNavigation.ts) with
 * the route's loaders, the language's whole texts and the new page's head. A chunk of its own
 * ("navigation"), out of main.js: a first view never runs it, and link prefetching loads it once the
 * page is idle (./prefetch.ts).
 */
export { runNavigation } from './runNavigation';
