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

/** While `dirty`, leaving or reloading the page asks first. */
export function useLeaveGuard(dirty: boolean): void {
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
