/**
 * The service worker (SPEC §7: /sw.js, scope /), built by workbox-webpack-plugin's InjectManifest:
 *   - the static assets of the build (content-hashed JS and CSS, fonts; not the editor) are precached,
 *     except with data-saver or on 2G (SPEC §2: no code fetched ahead for those visitors; the
 *     browser's own cache still keeps what pages load);
 *   - page navigations always go to the network; when it fails, the bilingual offline page answers.
 * HTML of pages and API answers are never cached: what visitors see is always current.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { isThriftyConnection, type NetworkInfo } from '../network';
import { offlinePageHtml } from './offlinePage';

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

interface ServiceWorkerScope {
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
