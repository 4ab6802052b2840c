/**
 * Work the first paint and hydration need not wait for (the cookie manager, the service worker,
 * link prefetching) starts once the page has loaded and the main thread is idle: on a slow phone it
 * then never lengthens hydration's tasks nor competes with the page's own requests. `timeout` bounds
 * the wait for idleness after the load (requestIdleCallback's; a timer where it is missing).
 * Returns a cancel function.
 */
export const IDLE_AFTER_LOAD_TIMEOUT_MS = 2000;

export function idleAfterLoad(task: () => void, win: Window = window, timeout = IDLE_AFTER_LOAD_TIMEOUT_MS): () => void {
  let cancelIdle: (() => void) | null = null;
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(task, { timeout });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(task, 1);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  win.addEventListener('load', whenIdle, { once: true });
  return () => {
    win.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}
