/**
 * Registers the service worker at /sw.js with scope / (SPEC §7) once the page has loaded, so it never
 * competes with the page's own requests. Unsupported browsers and failures are ignored (SPEC §8).
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): () => void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return () => {};
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // swallowed (SPEC §8)
    });
  };
  if (win.document.readyState === 'complete') {
    register();
    return () => {};
  }
  win.addEventListener('load', register, { once: true });
  return () => win.removeEventListener('load', register);
}
