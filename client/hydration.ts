/**
 * Whether React is still hydrating the page the server rendered: true in the browser until the first
 * commit (ClientEffects ends it). Read while rendering, it tells a component hydrated from the server's
 * HTML from one mounted later (client/modules/ModuleRenderer.tsx); unlike useSyncExternalStore's
 * server snapshot it causes no second render, which would reach content React has not hydrated yet.
 */
let hydrated = false;

export const isHydrating = (): boolean => typeof window !== 'undefined' && !hydrated;

/** The performance mark of the page's hydration's end (its first commit), beside client/index.tsx's `hydrate`. */
export const HYDRATED_MARK = 'hydrated';

export function endHydration(): void {
  hydrated = true;
  performance.mark(HYDRATED_MARK);
}
