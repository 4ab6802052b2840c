/** Hash scrolling after a route change (SPEC §2, §9 HASH_SCROLL, FAQ_SCROLL), on fake timers. */
import { FAQ_SCROLL, HASH_SCROLL } from '../../../shared/constants';
import { scrollActionFor, waitAndScrollToHash, type ScrollTarget } from '../../../client/routing/scroll';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function deps(found: () => ScrollTarget | null) {
  const scrolls: number[] = [];
  const find = jest.fn(found);
  return { scrolls, find, deps: { find, scrollTo: (top: number) => scrolls.push(top) } };
}

describe('scrollActionFor', () => {
  it('goes to the top on a new page, to the hash target with a hash, nowhere on back/forward', () => {
    expect(scrollActionFor('PUSH', '')).toEqual({ kind: 'top' });
    expect(scrollActionFor('REPLACE', '')).toEqual({ kind: 'top' });
    expect(scrollActionFor('PUSH', '#faq-eintritt')).toEqual({ kind: 'hash', id: 'faq-eintritt' });
    expect(scrollActionFor('PUSH', '#%C3%BCber')).toEqual({ kind: 'hash', id: 'über' });
    expect(scrollActionFor('POP', '')).toEqual({ kind: 'none' });
    expect(scrollActionFor('POP', '#x')).toEqual({ kind: 'none' });
  });
});

describe('waitAndScrollToHash', () => {
  it('waits the delay before looking, then scrolls with the offset', () => {
    const t = deps(() => ({ top: 1000, inFaq: false }));
    waitAndScrollToHash('x', t.deps);
    jest.advanceTimersByTime(HASH_SCROLL.delay - 1);
    expect(t.find).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(t.scrolls).toEqual([1000 - HASH_SCROLL.offset]);
  });

  it('polls every HASH_SCROLL.poll ms until the element appears', () => {
    let present = false;
    const t = deps(() => (present ? { top: 800, inFaq: false } : null));
    waitAndScrollToHash('late', t.deps);
    jest.advanceTimersByTime(HASH_SCROLL.delay + 3 * HASH_SCROLL.poll);
    expect(t.find).toHaveBeenCalledTimes(4);
    expect(t.scrolls).toEqual([]);
    present = true;
    jest.advanceTimersByTime(HASH_SCROLL.poll);
    expect(t.scrolls).toEqual([800 - HASH_SCROLL.offset]);
  });

  it('gives up after HASH_SCROLL.retries attempts', () => {
    const t = deps(() => null);
    waitAndScrollToHash('never', t.deps);
    jest.advanceTimersByTime(HASH_SCROLL.delay + HASH_SCROLL.poll * (HASH_SCROLL.retries + 10));
    expect(t.find).toHaveBeenCalledTimes(HASH_SCROLL.retries);
    expect(t.scrolls).toEqual([]);
  });

  it('scrolls to an FAQ item after FAQ_SCROLL.delay with FAQ_SCROLL.offset, measured after it opened', () => {
    let top = 2000;
    const t = deps(() => ({ top, inFaq: true }));
    waitAndScrollToHash('faq-a', t.deps);
    jest.advanceTimersByTime(HASH_SCROLL.delay);
    expect(t.scrolls).toEqual([]);
    top = 2100; // the item opened and the page moved
    jest.advanceTimersByTime(FAQ_SCROLL.delay);
    expect(t.scrolls).toEqual([2100 - FAQ_SCROLL.offset]);
  });

  it('never scrolls above the top, and stops when cancelled', () => {
    const near = deps(() => ({ top: 50, inFaq: false }));
    waitAndScrollToHash('top', near.deps);
    jest.advanceTimersByTime(HASH_SCROLL.delay);
    expect(near.scrolls).toEqual([0]);

    const cancelled = deps(() => ({ top: 500, inFaq: false }));
    const cancel = waitAndScrollToHash('x', cancelled.deps);
    cancel();
    jest.advanceTimersByTime(HASH_SCROLL.delay * 2);
    expect(cancelled.scrolls).toEqual([]);
  });
});
