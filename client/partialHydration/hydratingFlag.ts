/**
 * Inside a part React hydrates after the page's root (a frame's boundary, ./HydrationBoundary.tsx,
 * or a part hydrated when needed, ./HydrateLater.tsx): whether it is still hydrating the server's
 * HTML. Parts nested in it then wait in their turn (the root's hydration has ended by then); mounted
 * after it has hydrated (new content), they render at once. Read once, at a component's first
 * render, so a mutable flag: no render of its consumers when it ends.
 */
import { createContext, useContext } from 'react';
import { isHydrating } from '../hydration';

export interface HydratingFlag {
  readonly hydrating: boolean;
  end(): void;
}

export const LateHydration = createContext<HydratingFlag | null>(null);

export function hydratingFlag(): HydratingFlag {
  let hydrating = true;
  return {
    get hydrating() {
      return hydrating;
    },
    end: () => void (hydrating = false),
  };
}

/** Whether this component is rendered to hydrate the server's HTML (the page's or a later part's). */
export function useHydratingServerHtml(): boolean {
  const part = useContext(LateHydration);
  return part ? part.hydrating : isHydrating();
}
