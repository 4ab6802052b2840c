/**
 * Staggered fade-in of elements as they enter the viewport (SPEC §2, §9 FADE_IN: 0.3 s, 0.1 s
 * stagger, 30 px offset), with IntersectionObserver and CSS transitions (transitions.css).
 * Server-rendered content stays visible without JavaScript: only elements still below the fold
 * when the script runs get the hidden start state. Nothing moves under prefers-reduced-motion.
 */
import { FADE_IN } from '../../shared/constants';

/** What fades: elements marked data-fade, and the modules in the columns of content sections. */
export const FADE_SELECTOR = '[data-fade], #main section[data-layout] > * > *';
export const FADE_PENDING = 'fade-pending';
export const FADE_SHOWN = 'fade-shown';

/** The delay of each element of a batch that entered the viewport together. */
export const staggerDelay = (index: number): number => Math.round(index * FADE_IN.stagger * 1000);

export function prefersReducedMotion(win: Window): boolean {
  return !!win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** An element the browser skips for now: shown, but inside `content-visibility: auto` away from the viewport. */
const skipped = (element: HTMLElement): boolean => element.checkVisibility?.() === true && !element.checkVisibility({ contentVisibilityAuto: true });

/** Prepares the elements under `root` and reveals them as they scroll in; returns a stop function. */
export function startFadeIn(root: ParentNode, win: Window & typeof globalThis = window): () => void {
  if (prefersReducedMotion(win) || typeof win.IntersectionObserver !== 'function') return () => {};
  const observer = new win.IntersectionObserver(
    (entries) => {
      const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      entering.forEach((element, index) => {
        observer.unobserve(element);
        element.style.transitionDelay = `${staggerDelay(index)}ms`;
        element.classList.add(FADE_SHOWN);
        element.classList.remove(FADE_PENDING);
      });
    },
    { rootMargin: '0px 0px -5% 0px' },
  );
  const viewportBottom = win.innerHeight;
  const candidates = [...root.querySelectorAll<HTMLElement>(FADE_SELECTOR)].filter(
    (element) => !element.classList.contains(FADE_SHOWN) && !element.classList.contains(FADE_PENDING),
  );
  // every position is read before any element is hidden: a read after a class change would make
  // the browser compute the page's style and layout again, once per element. What is already in
  // view is left alone (no flash of content the visitor is reading). What the browser has not laid
  // out yet (a lower section's content-visibility) is below the fold, and its position is not
  // asked for: that would make the browser lay it out now.
  const below = candidates.filter((element) => skipped(element) || element.getBoundingClientRect().top >= viewportBottom);
  for (const element of below) {
    element.classList.add(FADE_PENDING);
    observer.observe(element);
  }
  return () => {
    observer.disconnect();
    root.querySelectorAll<HTMLElement>(`.${FADE_PENDING}`).forEach((element) => element.classList.remove(FADE_PENDING));
  };
}
