/**
 * Resolves in a later task, so that the browser can paint and answer input in between (the
 * scheduler's `yield` keeps the continuation ahead of other queued work; a timer elsewhere).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
