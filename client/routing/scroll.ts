/**
 * Scrolling after a route change (SPEC §2): to the top, unless the browser restores a position
 * (a POP navigation: back/forward); with a hash, wait HASH_SCROLL.delay, then look for the target
 * every HASH_SCROLL.poll ms, at most HASH_SCROLL.retries times, and smooth-scroll to it
 * HASH_SCROLL.offset px above. A target inside an FAQ item (which opens itself when the hash names
 * it) is scrolled to after FAQ_SCROLL.delay with FAQ_SCROLL.offset, once the item has opened.
 * Pure: the DOM and the clock are passed in, so tests drive them with fake timers.
 */
import { FAQ_SCROLL, HASH_SCROLL } from '../../shared/constants';
import { prefersReducedMotion } from '../links/scrollToHash';
import { pageTop, scrollPageTo } from '../pageScroll';

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export type ScrollAction = { kind: 'none' } | { kind: 'top' } | { kind: 'hash'; id: string };

/** What to do after a route change. */
export function scrollActionFor(navigationType: NavigationKind, hash: string): ScrollAction {
  if (navigationType === 'POP') return { kind: 'none' };
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? { kind: 'hash', id } : { kind: 'top' };
}

export interface ScrollTarget {
  /** the element's top relative to the document */
  top: number;
  /** inside an FAQ item */
  inFaq: boolean;
}

export interface HashScrollDeps {
  find(id: string): ScrollTarget | null;
  scrollTo(top: number): void;
}

/** Starts the wait-and-poll; returns a cancel function (a newer navigation cancels the older). */
export function waitAndScrollToHash(id: string, deps: HashScrollDeps, delay: number = HASH_SCROLL.delay): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  const scroll = (target: ScrollTarget) => {
    const offset = target.inFaq ? FAQ_SCROLL.offset : HASH_SCROLL.offset;
    deps.scrollTo(Math.max(0, target.top - offset));
  };
  const attempt = () => {
    const target = deps.find(id);
    if (target) {
      if (target.inFaq) {
        // the item opens itself; measure again once it has
        timer = setTimeout(() => scroll(deps.find(id) ?? target), FAQ_SCROLL.delay);
      } else {
        scroll(target);
      }
      return;
    }
    attempts += 1;
    if (attempts < HASH_SCROLL.retries) timer = setTimeout(attempt, HASH_SCROLL.poll);
  };
  timer = setTimeout(attempt, delay);
  return () => clearTimeout(timer);
}

/** The browser's side of HashScrollDeps. */
export const domScrollDeps: HashScrollDeps = {
  find(id) {
    const element = document.getElementById(id);
    if (!element) return null;
    return { top: pageTop(element), inFaq: !!element.closest('[data-faq-item]') };
  },
  scrollTo(top) {
    scrollPageTo(top, prefersReducedMotion() ? 'auto' : 'smooth');
  },
};
