/**
 * Where the page scrolls. Visitors: the document (window). In edit mode (`html[data-editor-bar]`,
 * set by the editor, docs/editor.md "Screens") the body is its own scroll area below the fixed
 * editing toolbar, so the toolbar never lies over the page: nothing of the page (a drag handle, a
 * button) is ever partly under it. Code that reads or sets the page's scroll position, or listens to
 * it, goes through these functions, so it works in both.
 */

/** The element the page scrolls in, or null when the document scrolls (visitors, the server). */
export function pageScroller(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.hasAttribute('data-editor-bar') ? document.body : null;
}

/** How far the page is scrolled down (px). */
export function pageScrollY(): number {
  const scroller = pageScroller();
  if (scroller) return scroller.scrollTop;
  return typeof window === 'undefined' ? 0 : window.scrollY;
}

/** Scrolls the page so that `top` (page coordinates, see pageTop) is at the top of its scroll area. */
export function scrollPageTo(top: number, behavior: ScrollBehavior = 'auto'): void {
  const scroller = pageScroller();
  if (scroller) scroller.scrollTo({ top, behavior });
  else window.scrollTo({ top, behavior });
}

/** An element's top in page coordinates: 0 is the top of the page's scroll area scrolled to the top. */
export function pageTop(element: Element): number {
  const scroller = pageScroller();
  const origin = scroller ? scroller.getBoundingClientRect().top + scroller.clientTop : 0;
  return element.getBoundingClientRect().top - origin + pageScrollY();
}

/**
 * Calls `listener` whenever the page scrolls, in whichever area it scrolls (also after edit mode
 * switches it). Scroll events do not bubble, but they pass the document while captured; scrolls of
 * other areas (a carousel) call it too, and it reads pageScrollY(), which they leave unchanged.
 */
export function onPageScroll(listener: () => void): () => void {
  document.addEventListener('scroll', listener, { capture: true, passive: true });
  return () => document.removeEventListener('scroll', listener, { capture: true });
}
