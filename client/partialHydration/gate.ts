/**
 * What a part of the page that is hydrated later needs (./HydrateLater.tsx): a gate that opens when
 * the part is needed, and meanwhile its clicks handled. React stops clicks in content it has not
 * hydrated, so internal links are followed in the app (else the browser would load the whole page
 * again), and a click on a button (an FAQ question, a carousel arrow, the footer's cookie settings)
 * hydrates the part at once and is clicked again once React handles it.
 */
import { linkKind } from '../../shared/links';

/** How far beyond the viewport a `visible` part starts loading: a screen's height ahead. */
export const LOAD_AHEAD = '100% 0px';

/**
 * When a part is needed besides a touch (a pointer pressed on it, focus moved into it, a click) and
 * new content (new data, edit mode):
 *   visible  also when it comes within LOAD_AHEAD of the viewport (players, galleries, the footer)
 *   touched  only then (text, images, breadcrumbs: nothing to do until the visitor acts on them)
 */
export type HydrateWhen = 'visible' | 'touched';

export interface Gate {
  /** resolves once opened and the part's code has loaded; never once discarded */
  ready: Promise<void>;
  /** the part is needed: load its code and hydrate it (nothing once discarded) */
  open: () => void;
  /** whether the part's code has loaded (at once for a part whose code is in the page's bundle) */
  readonly loaded: boolean;
  /** loads the part's code (without opening the gate) */
  load: () => Promise<void>;
  /**
   * The server's HTML of the part no longer matches what it would render (the page's location or
   * language changed before it was hydrated): it must never be hydrated, only rendered anew.
   */
  discard: () => void;
  readonly discarded: boolean;
  /** whether the part was needed (opened) */
  readonly opened: boolean;
  /** resolves once the part is live: React hydrated it, or rendered it anew (markHydrated) */
  hydrated: Promise<void>;
  markHydrated: () => void;
  readonly isHydrated: boolean;
}

/** A gate for a part whose code `load` brings (none: its code is in the page's bundle). */
export function gate(load?: () => Promise<unknown>): Gate {
  let open!: () => void;
  let markHydrated!: () => void;
  let loaded = !load;
  let discarded = false;
  let wasOpened = false;
  let isHydrated = false;
  let loading: Promise<void> | null = null;
  const loadCode = () =>
    (loading ??= (load ?? (() => Promise.resolve()))().then(
      () => void (loaded = true),
      (error: unknown) => {
        // the server's HTML stays, without interaction: better than an error page for one part
        console.error(error);
        return new Promise<void>(() => undefined);
      },
    ));
  const opened = new Promise<void>((resolve) => (open = resolve));
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  // discarded meanwhile: React must not hydrate the part with what it renders now
  const ready = opened.then(loadCode).then(() => (discarded ? new Promise<void>(() => undefined) : undefined));
  return {
    ready,
    open: () => {
      wasOpened = true;
      if (!discarded) open();
    },
    get opened() {
      return wasOpened;
    },
    get loaded() {
      return loaded;
    },
    load: loadCode,
    discard: () => void (discarded = true),
    get discarded() {
      return discarded;
    },
    hydrated,
    markHydrated: () => {
      isHydrated = true;
      markHydrated();
    },
    get isHydrated() {
      return isHydrated;
    },
  };
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
 * The elements whose box a part has: a wrapper with `display: contents` (HydrateLater's, an inline
 * style) has none, its children do. Read from the inline style: a computed style would make the
 * browser work out the page's styles in the middle of hydration's effects.
 */
const boxesOf = (element: HTMLElement): Element[] => (element.style.display === 'contents' ? [...element.children] : [element]);

/**
 * Until the part in `element` is hydrated: opens `target` when the visitor touches it (a pointer
 * pressed, focus moved into it) and, for `visible`, when it comes within LOAD_AHEAD of the viewport
 * (at once without IntersectionObserver), and tells `onNeed` (a discarded gate does not open: the
 * part is rendered anew instead); follows its internal links with `navigate`, and clicks the button
 * last clicked in it again once React handles it. Returns the cleanup.
 */
export function untilHydrated(element: HTMLElement, target: Gate, navigate: (href: string) => void, when: HydrateWhen, onNeed?: () => void): () => void {
  const need = () => {
    target.open();
    onNeed?.();
  };
  const observer =
    when !== 'visible' || typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need(), { rootMargin: LOAD_AHEAD });
  if (observer) for (const box of boxesOf(element)) observer.observe(box);
  else if (when === 'visible') need();
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  // a pointer pressed or focus moved in: the code loads while the finger is still down
  const onTouch = (event: Event) => inside(event) && need();
  // On the document, in the capture phase: React stops clicks bound for content it has not
  // hydrated at its root, before they reach the part.
  let clicked: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    if (!inside(event) || !(event.target instanceof Element)) return;
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
    need();
  };
  const document = element.ownerDocument;
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerdown', onTouch, true);
  document.addEventListener('focusin', onTouch, true);
  const cleanup = () => {
    observer?.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerdown', onTouch, true);
    document.removeEventListener('focusin', onTouch, true);
  };
  // once hydrated, React handles the part's events
  void target.hydrated.then(cleanup);
  return cleanup;
}
