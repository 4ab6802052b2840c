/**
 * The service worker (SPEC §7: /sw.js, scope /), built by workbox-webpack-plugin's InjectManifest:
 *   - the shell is precached: main.js and main.css and the Latin web fonts (the icon sprite is in
 *     every page's HTML) (scripts/webpack/clientChunks.ts `PRECACHED_ASSETS`), which every page loads anyway, so the
 *     precache is filled from the browser's own cache. Not with data-saver or on 2G (SPEC §2: no code
 *     fetched ahead for those visitors);
 *   - every other static asset (content-hashed, so never stale) is kept when a page first uses it and
 *     answered from that cache afterwards (cache first, at most STATIC_ENTRIES files). A first visit
 *     no longer downloads the whole build: it was 104 files and 1.5 MB (every route, every font subset
 *     in two formats) fetched and stored behind the first page, about 1 s of a phone's CPU;
 *   - page navigations always go to the network; when it fails, the bilingual offline page answers.
 * HTML of pages and API answers are never cached: what visitors see is always current.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isThriftyConnection, type NetworkInfo } from '../network';
import { offlinePageHtml } from './offlinePage';

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

/** the runtime cache of static assets (the precache has its own) */
export const STATIC_CACHE = 'static-assets';
/** how many static files the runtime cache keeps, the least recently used leave first */
const STATIC_ENTRIES = 200;

interface ServiceWorkerScope {
  location: Location;
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  navigator: { connection?: NetworkInfo['connection'] };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;

cleanupOutdatedCaches();
// read when the worker starts: at installation this decides whether the precache is filled; a worker
// installed without it answers from the network (the precache's routes fall back to it)
if (!isThriftyConnection(sw.navigator.connection)) {
  // compiles to the one expression InjectManifest replaces (self dot __WB_MANIFEST; named once only)
  precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST);
}

// after the precache's own route: what it holds is answered from there
registerRoute(
  ({ url, request }) => url.origin === sw.location.origin && url.pathname.startsWith('/static/') && request.method === 'GET',
  new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: STATIC_ENTRIES, purgeOnQuotaError: true })] }),
);

sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(
      () => new Response(offlinePageHtml(), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } }),
    ),
  );
});
