/**
 * react-dom/server, with the AsyncLocalStorage it keeps its request in switched off between renders.
 *
 * React's streaming renderer runs its work inside `requestStorage.run()` (so that a resource hint
 * called from async code finds its request). On Node 20 the first `run()` enables a process-wide
 * init hook that stays on until the storage is disabled: from the first render on, every promise,
 * timer and `process.nextTick` of the process ran the hook and copied the store onto the new
 * resource, a page-cache hit's too. In a CPU profile of hits that was a tenth of the time (nextTick's
 * object literal falling to V8's runtime, `emitInit`: docs/performance.md, "The hit path"). While no
 * render is in flight the storage has nothing to carry, so it is disabled; React's next `run()`
 * enables it again.
 *
 * The storage is created when react-dom/server is first evaluated, so this module loads it with
 * `AsyncLocalStorage` briefly replaced by a subclass that records its instances. If react-dom/server
 * was evaluated before (nothing here records), nothing is switched off: renders work as before.
 */
import asyncHooks from 'node:async_hooks';
import type * as ReactDomServerModule from 'react-dom/server';

type ReactDomServer = typeof ReactDomServerModule;

const storages: InstanceType<typeof asyncHooks.AsyncLocalStorage>[] = [];

function loadRecordingStorages(): ReactDomServer {
  const Original = asyncHooks.AsyncLocalStorage;
  asyncHooks.AsyncLocalStorage = class RecordedStorage<T> extends Original<T> {
    constructor() {
      super();
      storages.push(this as InstanceType<typeof Original>);
    }
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated here, while the subclass is in place
    return require('react-dom/server') as ReactDomServer;
  } finally {
    asyncHooks.AsyncLocalStorage = Original;
  }
}

export const { renderToPipeableStream } = loadRecordingStorages();

let inFlight = 0;

/** Whether one of react-dom/server's storages is enabled (tests). */
export function reactStorageEnabled(): boolean {
  return storages.some((storage) => (storage as unknown as { enabled?: boolean }).enabled === true);
}

/** How many storages of react-dom/server were recorded (tests: 0 means it was loaded elsewhere first). */
export function reactStorageCount(): number {
  return storages.length;
}

/**
 * Counts a render as in flight; the returned function ends it (a second call does nothing). After the
 * last one ends, once React's own pending callbacks of this turn have run, its storages are disabled.
 */
export function renderInFlight(): () => void {
  inFlight++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight--;
    if (inFlight === 0)
      setImmediate(() => {
        if (inFlight === 0) for (const storage of storages) storage.disable();
      });
  };
}
