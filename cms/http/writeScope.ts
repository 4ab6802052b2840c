/**
 * What a request's writes changed, for the content version (mount.ts). A write that changed only
 * drafts (an editor's in-place change of a page, concert, story or person: visitors keep seeing the
 * published content) says so; a request whose writes were all draft-only does not bump the content
 * version, so an editor working on a draft does not empty every instance's page cache and back-end
 * answers. Any other write, or a request that says nothing, bumps as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WriteScope {
  /** undefined: no write said what it changed; true: drafts only; false: something visitors see */
  draftOnly: boolean | undefined;
  /** the page editor's user action this request is part of (EDIT_ACTION_HEADER), if it said */
  action?: string;
  /**
   * The content keys the request's writes touched (shared/contentKeys.ts), published with the
   * version it bumps; undefined: no write said, so the bump names `*` (everything). A handler that
   * reports keys reports them for all its writes.
   */
  keys?: Set<string>;
}

const current = new AsyncLocalStorage<WriteScope>();
/** scopes whose handler has not settled yet */
let open = 0;

/**
 * Runs a write request's handler with a scope its writes report to. While an AsyncLocalStorage is
 * enabled, Node runs its hook for every async resource the process creates (each HTTP request,
 * socket write, timer and tick, of cached page hits too), which cost the page cache's hits about a
 * fifth of their speed in a process with the embedded back end (docs/performance.md, "The hit
 * path"): so reads run without one, and the storage is disabled again when the last scope settles.
 */
export async function withWriteScope<T>(scope: WriteScope, run: () => Promise<T> | T): Promise<T> {
  open++;
  try {
    return await current.run(scope, run);
  } finally {
    if (--open === 0) current.disable();
  }
}

const ACTION = /^[A-Za-z0-9-]{8,64}$/;

/** The EDIT_ACTION_HEADER's value when it is a well-formed id, else undefined. */
export const editActionOf = (value: unknown): string | undefined => (typeof value === 'string' && ACTION.test(value) ? value : undefined);

/** The user action the current request is part of (undefined: a request of its own). */
export function currentEditAction(): string | undefined {
  return current.getStore()?.action;
}

/** A write reports whether it changed only drafts; one write that changed more makes the request's answer false. */
export function reportWrite(draftOnly: boolean): void {
  const scope = current.getStore();
  if (scope) scope.draftOnly = (scope.draftOnly ?? true) && draftOnly;
}

/** A write names the content keys it touched (the version stream passes them on: issue 40). */
export function reportKeys(keys: Iterable<string>): void {
  const scope = current.getStore();
  if (!scope) return;
  scope.keys ??= new Set();
  for (const key of keys) scope.keys.add(key);
}
