/**
 * Link prefetching (SPEC §2): the route chunk of an internal link is fetched ahead, when the pointer
 * rests on it or, after the page has been idle (LINK_PREFETCH_IDLE_TIMEOUT), when it is visible.
 * A link the pointer rests on (or the keyboard's focus reaches) is about to be followed: its chunk is
 * loaded and run at once. A link that is only visible gets its files fetched and nothing run
 * (./routeAssets.ts): running every visible route's chunk, with its style sheet applied to the
 * page, was a long task per link on a phone's idle page (docs/performance.md).
 * Skipped offline, on 2G and with data-saver: those visitors pay for every byte.
 */
import { LINK_PREFETCH_IDLE_TIMEOUT } from '../../shared/constants';
import { matchRoute } from '../../shared/routes';
import { canPrefetch, type NetworkInfo } from '../network';
import { fetchAhead, type FileFetcher } from './routeAssets';
import { routeView } from './views';

export { canPrefetch, type NetworkInfo } from '../network';

/** The internal path of a link's href on this site, or null (external, file, hash-only). */
export function internalPath(href: string | null, origin: string): string | null {
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || /^\/(media|static|admin|api)\//.test(url.pathname)) return null;
  return url.pathname;
}

/** `load`: the chunk loaded and run (a link about to be followed); `fetch`: its files fetched only. */
export type PrefetchKind = 'load' | 'fetch';

const done: Record<PrefetchKind, Set<string>> = { load: new Set(), fetch: new Set() };

const loadNavigationWork = () => import(/* webpackChunkName: "navigation" */ './navigationWork').catch(() => undefined);

export interface PrefetchOptions {
  /** `load` by default */
  kind?: PrefetchKind;
  /** the page whose map of files says what to fetch (`document` by default) */
  doc?: Document;
  /** who fetches the files (the prefetch worker); a `<link rel=prefetch>` each without one */
  fetcher?: FileFetcher;
}

/**
 * Prefetches the chunk of the route the path leads to (once per route and kind). A page without the
 * map of files (./routeAssets.ts) loads the chunk for `fetch` too.
 */
export function prefetchPath(path: string, network: NetworkInfo | undefined, { kind = 'load', doc, fetcher }: PrefetchOptions = {}): boolean {
  if (!canPrefetch(network)) return false;
  const match = matchRoute(path);
  if (!match || match.name === '404') return false;
  const view = routeView(match.name);
  if (done.load.has(view.chunk) || done[kind].has(view.chunk)) return false;
  // a prefetched link brings the navigation's own code too (./navigationWork.ts): the code itself
  // with the first loaded chunk, else its files (fetchAhead skips those the page has asked for)
  const page = kind === 'fetch' ? (doc ?? document) : null;
  if (page && fetchAhead(page, view.chunk, fetcher)) {
    if (done.load.size === 0) fetchAhead(page, 'navigation', fetcher);
    done.fetch.add(view.chunk);
    return true;
  }
  if (done.load.size === 0) void loadNavigationWork();
  done.load.add(view.chunk);
  view.preload();
  return true;
}

/** Whether the browser shows the element's focus (a keyboard's focus), where it can tell. */
function focusVisible(element: Element | null): boolean {
  try {
    return element?.matches(':focus-visible') ?? false;
  } catch {
    return true;
  }
}

/**
 * Event delegation for the whole document: hover/focus prefetch at once; visible links after idle,
 * their files fetched by `fetcher` (a worker: ./fetchAheadWorker.ts) where it can. Returns a stop
 * function.
 */
export function startLinkPrefetching(doc: Document = document, fetcher?: FileFetcher): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  const network = () => win.navigator as unknown as NetworkInfo;
  const fromEvent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    const path = anchor && internalPath(anchor.getAttribute('href'), win.location.origin);
    if (path) prefetchPath(path, network(), { doc });
  };
  // only a focus the visitor moved (Tab): a script's focus after a tap (the menu's focus trap) is no
  // sign the link is next, and loading and running its chunk then delayed the menu's answer
  const fromFocus = (event: Event) => {
    if (focusVisible(event.target as Element | null)) fromEvent(event);
  };
  // capture phase: React stops hover and focus events aimed at content it has not hydrated yet (a
  // part hydrated later, client/partialHydration) at its root, to replay them
  // there once hydrated; a listener on the document's bubble phase would never see them
  doc.addEventListener('pointerover', fromEvent, { passive: true, capture: true });
  doc.addEventListener('focusin', fromFocus, { capture: true });

  const later = (task: () => void) => (win.requestIdleCallback ? win.requestIdleCallback(task) : win.setTimeout(task, 0));
  let observer: IntersectionObserver | undefined;
  const observeVisible = () => {
    if (typeof win.IntersectionObserver !== 'function' || !canPrefetch(network())) return;
    observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const path = internalPath(entry.target.getAttribute('href'), win.location.origin);
        // one chunk per idle period: a page without the map of files loads and runs each chunk,
        // and a page of links would otherwise make one long task of all of them (issue 30)
        if (path) later(() => prefetchPath(path, network(), { kind: 'fetch', doc, fetcher }));
      }
    });
    doc.querySelectorAll('a[href^="/"]').forEach((anchor) => observer?.observe(anchor));
  };
  const idle = win.requestIdleCallback
    ? win.requestIdleCallback(observeVisible, { timeout: LINK_PREFETCH_IDLE_TIMEOUT })
    : win.setTimeout(observeVisible, LINK_PREFETCH_IDLE_TIMEOUT);
  return () => {
    doc.removeEventListener('pointerover', fromEvent, { capture: true });
    doc.removeEventListener('focusin', fromFocus, { capture: true });
    if (win.cancelIdleCallback) win.cancelIdleCallback(idle);
    else win.clearTimeout(idle);
    observer?.disconnect();
  };
}
