/**
 * Where React is in hydrating the page the server rendered.
 *
 * The root (the frame's shell) hydrates first; the frame's boundaries (the header, the page's
 * content: client/partialHydration/HydrationBoundary.tsx) hydrate after it, each as React gets to it
 * or at once when the visitor touches it. `isHydrating()` is the root's: true in the browser until
 * its first commit (ClientEffects ends it). Read while rendering, it tells a component hydrated from
 * the server's HTML from one mounted later (client/partialHydration/HydrateLater.tsx); unlike
 * useSyncExternalStore's server snapshot it causes no second render, which would reach content React
 * has not hydrated yet. The page has hydrated once the root and every boundary it left dehydrated
 * have: then the mark `hydrated`, and what waited for it (`afterHydration`, `usePageHydrated`) runs.
 */
import { useSyncExternalStore } from 'react';

let rootHydrated = false;
let pageHydrated = false;
/** the frame's boundaries the root's hydration left dehydrated, by name */
const dehydrated = new Set<string>();
const waiting = new Set<() => void>();

export const isHydrating = (): boolean => typeof window !== 'undefined' && !rootHydrated;

/** The performance mark of the page's hydration's end (the root's and its boundaries'), beside client/startApp.tsx's `hydrate`. */
export const HYDRATED_MARK = 'hydrated';

function settle(): void {
  if (pageHydrated || !rootHydrated || dehydrated.size > 0) return;
  pageHydrated = true;
  performance.mark(HYDRATED_MARK);
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** The root's first commit (ClientEffects). */
export function endHydration(): void {
  rootHydrated = true;
  settle();
}

/** A boundary the root's hydration renders dehydrated: the page has not hydrated until it has (`boundaryHydrated`). */
export function awaitBoundary(name: string): void {
  if (isHydrating()) dehydrated.add(name);
}

export function boundaryHydrated(name: string): void {
  dehydrated.delete(name);
  settle();
}

/** Runs `run` once the page has hydrated (at once if it has); the result cancels it. */
export function afterHydration(run: () => void): () => void {
  if (pageHydrated || typeof window === 'undefined') {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => void waiting.delete(run);
}

const subscribe = (onChange: () => void) => afterHydration(onChange);

/**
 * Whether the page has hydrated: false on the server and while hydrating, then true (one render of
 * the caller). For effects that change what the frame's boundaries show, which must not run before
 * those have hydrated the server's HTML (a mismatch, React's error 418, would render them anew).
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  );
}
