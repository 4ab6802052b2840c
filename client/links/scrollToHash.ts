/**
 * Smooth scrolling to an anchor of the current page (SPEC §2 Links): the HASH offset keeps the
 * target clear of the sticky header; a target inside an FAQ item opens the item first and scrolls
 * after FAQ_SCROLL.delay with FAQ_SCROLL.offset. Reduced motion jumps instead of gliding.
 */
import { FAQ_SCROLL, HASH_SCROLL } from '../../shared/constants';
import { pageTop, scrollPageTo } from '../pageScroll';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The scroll offset and delay for `target`: FAQ items wait for their panel to open. */
export function hashScrollTiming(target: Element): { delay: number; offset: number } {
  return target.closest('[data-faq-item]') ? { delay: FAQ_SCROLL.delay, offset: FAQ_SCROLL.offset } : { delay: 0, offset: HASH_SCROLL.offset };
}

/** Scrolls to the element with that id; false when there is none (the browser then does its default). */
export function scrollToHash(id: string): boolean {
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const faqItem = target.closest<HTMLElement>('[data-faq-item]');
  faqItem?.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')?.click();
  const { delay, offset } = hashScrollTiming(target);
  window.setTimeout(() => {
    scrollPageTo(pageTop(target) - offset, prefersReducedMotion() ? 'auto' : 'smooth');
  }, delay);
  // Keep react-router's history entry (its state), only the hash changes.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  return true;
}
