import { useEffect, type ReactNode } from 'react';
import { LateHydration, type HydratingFlag } from './hydratingFlag';

/**
 * The content of a part React hydrates after the page's root (a frame's boundary or a part hydrated
 * when needed): tells its components that they hydrate the server's HTML until React has hydrated
 * the part, then ends the flag and calls `onHydrated` (keep it stable: a new one runs it again).
 */
export function HydratingPart({ part, onHydrated, children }: { part: HydratingFlag; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    part.end();
    onHydrated();
  }, [part, onHydrated]);
  return <LateHydration value={part}>{children}</LateHydration>;
}
