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

/** Prepares the elements under `root` and reveals them as they scroll in; returns a stop function. */
export function startFadeIn(root: ParentNode, win: Window & typeof globalThis = window): () => void {
  if (prefersReducedMotion(win) || typeof win.IntersectionObserver !== 'function') return () => {};
  const reveal = new win.IntersectionObserver(
    (entries) => {
      const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      entering.forEach((element, index) => {
        reveal.unobserve(element);
        element.style.transitionDelay = `${staggerDelay(index)}ms`;
        element.classList.add(FADE_SHOWN);
        element.classList.remove(FADE_PENDING);
      });
    },
    { rootMargin: '0px 0px -5% 0px' },
  );
  // Where each element is comes from an observer's first report, made with the browser's next frame:
  // asking for positions here would make the browser work out the page's style and layout at once,
  // in this task. What is in view then is left alone (no flash of content the visitor is reading);
  // what is below it (or not laid out yet: a lower section's content-visibility) is hidden until
  // reached.
  const place = new win.IntersectionObserver((entries) => {
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      place.unobserve(target);
      if (isIntersecting || boundingClientRect.top < 0) continue;
      target.classList.add(FADE_PENDING);
      reveal.observe(target);
    }
  });
  root.querySelectorAll(FADE_SELECTOR).forEach((element) => {
    if (!element.classList.contains(FADE_SHOWN) && !element.classList.contains(FADE_PENDING)) place.observe(element);
  });
  return () => {
    place.disconnect();
    reveal.disconnect();
    root.querySelectorAll<HTMLElement>(`.${FADE_PENDING}`).forEach((element) => element.classList.remove(FADE_PENDING));
  };
}
