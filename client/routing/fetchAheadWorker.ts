/**
 * The page's one file-fetching worker (./fetchAhead.worker.ts), made at the first files to fetch.
 * Its own module, loaded with link prefetching (./ClientEffects.tsx): `import.meta` is the
 * bundler's, and the unit tests load ./prefetch.ts without it.
 */
let worker: Worker | null | undefined;

/** Sends the files to the worker; false when the browser cannot run one (the caller then adds `<link rel="prefetch">`). */
export function fetchInWorker(urls: string[]): boolean {
  if (worker === undefined) {
    try {
      worker = typeof Worker === 'function' ? new Worker(/* webpackChunkName: "fetch-ahead" */ new URL('./fetchAhead.worker.ts', import.meta.url), { name: 'fetch-ahead' }) : null;
    } catch {
      // a policy that forbids workers: the links instead
      worker = null;
    }
  }
  if (!worker) return false;
  worker.postMessage(urls);
  return true;
}
