/**
 * Parallel page views of the same content share one back-end call (SPEC §4: a repeated request for
 * the same locale and slug waits for the first). Only anonymous requests share: an editor's answer
 * depends on their session (offline pages, versions) and is never handed to anyone else.
 */
export interface InFlight {
  /** runs `task` unless one with the same key is running; every caller gets that one's result */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createInFlight(): InFlight {
  const pending = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const running = pending.get(key);
      if (running) return running as Promise<T>;
      const started = task().finally(() => pending.delete(key));
      pending.set(key, started);
      return started;
    },
    get size() {
      return pending.size;
    },
  };
}
