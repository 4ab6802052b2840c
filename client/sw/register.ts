/**
 * Registers the service worker at /sw.js with scope / (SPEC §7) once the page has loaded and the
 * main thread is idle, so it never competes with the page's own requests nor lengthens hydration.
 * Unsupported browsers and failures are ignored (SPEC §8).
 */
import { idleAfterLoad } from '../idleAfterLoad';

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): () => void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return () => {};
  return idleAfterLoad(() => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // swallowed (SPEC §8)
    });
  }, win);
}
