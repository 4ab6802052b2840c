/**
 * What a content module whose renderer has not loaded yet needs (ModuleRenderer.tsx): a gate that
 * opens when the visitor nears or reaches the module, and meanwhile client-side navigation for the
 * internal links in its server-rendered HTML (React stops events in content it has not hydrated,
 * so the browser would load the whole page again).
 */
import { linkKind } from '../../shared/links';

/** How far beyond the viewport a module's renderer starts loading: a screen's height ahead. */
export const LOAD_AHEAD = '100% 0px';

export interface Gate {
  /** resolves once opened and the renderer has loaded */
  ready: Promise<void>;
  open: () => void;
}

export function gate(load: () => Promise<void>): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const ready = opened.then(load).catch((error: unknown) => {
    // the server's HTML stays, without interaction: better than an error page for one module
    console.error(error);
    return new Promise<void>(() => undefined);
  });
  return { ready, open };
}

/** An internal link a plain click on which the app should follow itself (SmartLink's rules). */
function followedLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || link.hasAttribute('target') || link.hasAttribute('download') || linkKind(href) !== 'internal') return null;
  return href;
}

/**
 * Until `gate` is ready: opens it when `element` comes within LOAD_AHEAD of the viewport (at once
 * without IntersectionObserver; focus moved into it scrolls it there), and follows its internal links
 * with `navigate`. Returns the cleanup.
 */
export function untilHydrated(element: HTMLElement, target: Gate, navigate: (href: string) => void): () => void {
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && target.open(), { rootMargin: LOAD_AHEAD });
  if (observer) observer.observe(element);
  else target.open();
  // On the document, in the capture phase: React stops clicks bound for content it has not
  // hydrated at its root, before they reach the module.
  const onClick = (event: MouseEvent) => {
    const href = event.target instanceof Node && element.contains(event.target) ? followedLink(event) : null;
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  element.ownerDocument.addEventListener('click', onClick, true);
  const cleanup = () => {
    observer?.disconnect();
    element.ownerDocument.removeEventListener('click', onClick, true);
  };
  // once hydrated, React handles the module's events
  void target.ready.then(cleanup);
  return cleanup;
}
