/**
 * What a content module whose renderer has not loaded yet needs (ModuleRenderer.tsx): a gate that
 * opens when the visitor nears or reaches the module, and meanwhile its clicks handled: React stops
 * clicks in content it has not hydrated, so internal links are followed in the app (else the browser
 * would load the whole page again), and a click on a button (an FAQ question, a carousel arrow)
 * hydrates the module at once and is clicked again once React handles it.
 */
import { linkKind } from '../../shared/links';

/** How far beyond the viewport a module's renderer starts loading: a screen's height ahead. */
export const LOAD_AHEAD = '100% 0px';

export interface Gate {
  /** resolves once opened and the renderer has loaded */
  ready: Promise<void>;
  open: () => void;
  /** resolves once React has hydrated the module (markHydrated, from an effect of the module) */
  hydrated: Promise<void>;
  markHydrated: () => void;
}

export function gate(load: () => Promise<void>): Gate {
  let open!: () => void;
  let markHydrated!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  const ready = opened.then(load).catch((error: unknown) => {
    // the server's HTML stays, without interaction: better than an error page for one module
    console.error(error);
    return new Promise<void>(() => undefined);
  });
  return { ready, open, hydrated, markHydrated };
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
 * Until the module is hydrated: opens `target` when `element` comes within LOAD_AHEAD of the viewport
 * (at once without IntersectionObserver; focus moved into it scrolls it there), follows its internal
 * links with `navigate`, and clicks the button last clicked in it again once React handles it.
 * Returns the cleanup.
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
  let clicked: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !element.contains(event.target)) return;
    const href = followedLink(event);
    if (href) {
      event.preventDefault();
      navigate(href);
      return;
    }
    const button = event.target.closest('button');
    if (!button) return;
    if (!clicked) void target.hydrated.then(() => clicked?.isConnected && clicked.click());
    clicked = button;
    target.open();
  };
  element.ownerDocument.addEventListener('click', onClick, true);
  const cleanup = () => {
    observer?.disconnect();
    element.ownerDocument.removeEventListener('click', onClick, true);
  };
  // once hydrated, React handles the module's events
  void target.hydrated.then(cleanup);
  return cleanup;
}
