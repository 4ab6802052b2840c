/**
 * A part of the site's frame that React hydrates on its own, after the root (issue 39): the header,
 * the page's content. React hydrates a Suspense boundary's server HTML in a pass of its own once the
 * root has committed, and at once, alone, when the visitor touches it (selective hydration). Without
 * boundaries the page was one dehydrated root, and React hydrates a dehydrated root whole and
 * synchronously to dispatch a discrete event on it: a tap on the menu button while the page
 * hydrated waited for the whole page (0.6-0.8 s at a low-end phone's CPU). Now it waits for the
 * header alone.
 *
 * Inside, components still hydrating the server's HTML know it (`useHydratingServerHtml`: a flag that
 * ends when the boundary has hydrated, not the root), so the parts hydrated when needed
 * (./HydrateLater.tsx) keep waiting; the page counts as hydrated once every boundary has
 * (client/hydration.ts). Mounted later (a client navigation), the boundary is a plain Suspense
 * boundary. Its content never suspends on its own (the route chunks are loaded before hydration).
 */
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { awaitBoundary, boundaryHydrated, isHydrating } from '../hydration';
import { HydratingPart } from './HydratingPart';
import { hydratingFlag } from './hydratingFlag';

/** `name`: one per boundary of the frame (the page waits for each name once). */
export function HydrationBoundary({ name, children }: { name: string; children: ReactNode }) {
  const [part] = useState(() => {
    if (!isHydrating()) return null;
    awaitBoundary(name);
    return hydratingFlag();
  });
  // a boundary gone before it hydrated (the page changed) keeps the page from counting as hydrated no longer
  useEffect(() => (part ? () => boundaryHydrated(name) : undefined), [name, part]);
  const hydrated = useCallback(() => boundaryHydrated(name), [name]);
  return (
    <Suspense fallback={null}>
      {part ? (
        <HydratingPart part={part} onHydrated={hydrated}>
          {children}
        </HydratingPart>
      ) : (
        children
      )}
    </Suspense>
  );
}
