/**
 * Unsaved changes: a form that differs from what was stored asks before it is closed (the dialog's
 * own confirm) and before the page is left or reloaded (the browser's `beforeunload` question).
 */
import { useEffect } from 'react';

/** Values compared as an editor sees them: markup spacing and surrounding blanks do not count. */
export function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const normal = (value: unknown) => (typeof value === 'string' ? value.replace(/>\s+</g, '><').trim() : (value ?? null));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (JSON.stringify(normal(a[key])) !== JSON.stringify(normal(b[key]))) return false;
  return true;
}

/**
 * How many forms hold input now, typed and unsaved or open on a module: another editor's change is
 * not loaded under them (./remoteChanges.ts waits for none), as a form's base would move silently.
 */
let heldForms = 0;
export const hasUnsavedWork = (): boolean => heldForms > 0;

/** While `active`, a refresh with another editor's change waits (an open module dialog, a typed anchor). */
export function useRefreshHold(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    heldForms += 1;
    return () => {
      heldForms -= 1;
    };
  }, [active]);
}

/** While `dirty`, leaving or reloading the page asks first. */
export function useLeaveGuard(dirty: boolean): void {
  useRefreshHold(dirty);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
