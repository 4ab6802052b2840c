/**
 * Registers the service worker at /sw.js with scope / (SPEC §7). Called once the page has loaded and
 * the main thread is idle (client/routing/ClientEffects.tsx, in its after-load chunk), so it never
 * competes with the page's own requests nor lengthens hydration. Unsupported browsers and failures
 * are ignored (SPEC §8).
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  container?.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
    // swallowed (SPEC §8)
  });
}
