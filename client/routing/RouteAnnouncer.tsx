/**
 * After a client navigation (WCAG 2.4.3, 4.1.3): focus moves to the new page's main heading (else
 * the main area), so the next Tab goes on in the new content and not from <body>, and a polite live
 * region names the page (its document title, set before the page shows) for screen readers. The
 * first, server-rendered page is left as it is.
 */
import { useEffect, useRef, useState } from 'react';

export const ROUTE_ANNOUNCER_ID = 'route-announcer';

/** The new page's main heading, else its main area, made focusable from script only. */
export function focusPageStart(doc: Document): void {
  const target = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1') ?? doc.getElementById('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function RouteAnnouncer({ pageKey }: { pageKey: string }) {
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusPageStart(document);
    setMessage(document.title);
  }, [pageKey]);
  return (
    <div id={ROUTE_ANNOUNCER_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
