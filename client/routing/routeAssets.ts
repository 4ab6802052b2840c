/**
 * A route's code fetched ahead without running it. The page carries, per chunk group of a route and
 * for the navigation's code, the script and style files the main bundle does not hold
 * (<script type="application/json" id="__ROUTE_ASSETS__">, written by the server from the client
 * build's stats). `fetchAhead` hands those files to a worker that fetches them into the browser's
 * cache (./fetchAhead.worker.ts; where no worker runs, `<link rel="prefetch">` elements do), and
 * the navigation that needs them later loads them from there. Nothing is evaluated and no style
 * sheet is applied, so a visible link costs the idle page a message, not a long task (webpack's own
 * loading would run the chunk's modules and restyle the page with its CSS).
 */
import { readJsonScript } from '../snapshot';

export const ROUTE_ASSETS_ELEMENT_ID = '__ROUTE_ASSETS__';

/** chunk group name (`route-events`, `navigation`) -> URLs of its files */
export type RouteAssets = Record<string, string[]>;

const cache = new WeakMap<Document, RouteAssets | null>();

/** The page's map, read once per document; null when the page carries none. */
export function readRouteAssets(doc: Document): RouteAssets | null {
  if (!cache.has(doc)) cache.set(doc, readJsonScript<RouteAssets>(ROUTE_ASSETS_ELEMENT_ID, doc) ?? null);
  return cache.get(doc) ?? null;
}

/** Whether the page has the file already: as a script, a style sheet or a prefetch of its own. */
function onPage(doc: Document, url: string): boolean {
  for (const element of doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')) {
    const address = element instanceof HTMLScriptElement ? element.getAttribute('src') : element.getAttribute('href');
    if (address === url) return true;
  }
  return false;
}

/** Fetches files into the browser's cache elsewhere (./fetchAheadWorker.ts); false: it cannot. */
export type FileFetcher = (urls: string[]) => boolean;

/** Files handed to the fetcher, per document (it keeps no trace in the page). */
const fetched = new WeakMap<Document, Set<string>>();

/**
 * Prefetches the files of a chunk group that the page does not have yet: by `fetcher` when given
 * and able, else as `<link rel="prefetch">`. False when the page carries no map or the map does not
 * know the group (the caller then loads the chunk as before).
 */
export function fetchAhead(doc: Document, group: string, fetcher?: FileFetcher): boolean {
  const files = readRouteAssets(doc)?.[group];
  if (!files) return false;
  let asked = fetched.get(doc);
  if (!asked) fetched.set(doc, (asked = new Set()));
  const missing = files.filter((url) => !asked.has(url) && !onPage(doc, url));
  if (missing.length === 0) return true;
  if (fetcher?.(missing)) {
    for (const url of missing) asked.add(url);
    return true;
  }
  for (const url of missing) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = url.endsWith('.css') ? 'style' : 'script';
    link.href = url;
    doc.head.appendChild(link);
  }
  return true;
}
