/**
 * The one hash scroll of the site (client/links/scrollToHash.ts), used by module links, rich text and
 * SmartLink: clear of the sticky header, FAQ items opened first, and no glide with reduced motion; in
 * edit mode in the body, the page's own scroll area under the editing toolbar (client/pageScroll.ts).
 */
import { FAQ_SCROLL, HASH_SCROLL } from '../../../shared/constants';
import { scrollToHash } from '../../../client/links/scrollToHash';

interface FakeElement {
  closest(selector: string): FakeElement | null;
  querySelector(selector: string): { click(): void } | null;
  getBoundingClientRect(): { top: number };
}

const scrolls: ScrollToOptions[] = [];
const bodyScrolls: ScrollToOptions[] = [];
let reducedMotion = false;
let editMode = false;
let clicked = 0;
let elements: Record<string, FakeElement> = {};

function element(top: number, inFaq: boolean): FakeElement {
  const faq: FakeElement = { closest: () => faq, querySelector: () => ({ click: () => (clicked += 1) }), getBoundingClientRect: () => ({ top: 0 }) };
  return { closest: (selector) => (inFaq && selector === '[data-faq-item]' ? faq : null), querySelector: () => null, getBoundingClientRect: () => ({ top }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  scrolls.length = 0;
  bodyScrolls.length = 0;
  clicked = 0;
  reducedMotion = false;
  editMode = false;
  elements = { intro: element(500, false), 'faq-anreise': element(900, true) };
  Object.assign(globalThis, {
    document: {
      getElementById: (id: string) => elements[id] ?? null,
      documentElement: { hasAttribute: (name: string) => editMode && name === 'data-editor-bar' },
      // edit mode: the body scrolls, its area starting under the 98 px toolbar, 40 px scrolled
      body: { scrollTop: 40, clientTop: 0, getBoundingClientRect: () => ({ top: 98 }), scrollTo: (options: ScrollToOptions) => bodyScrolls.push(options) },
    },
    window: {
      scrollY: 100,
      history: { state: { key: 'k' }, replaceState: jest.fn() },
      matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }),
      scrollTo: (options: ScrollToOptions) => scrolls.push(options),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    },
  });
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { document?: unknown }).document;
  delete (globalThis as { window?: unknown }).window;
});

describe('scrollToHash', () => {
  it('glides to the target, clear of the sticky header, and keeps the history entry', () => {
    expect(scrollToHash('intro')).toBe(true);
    jest.runAllTimers();
    expect(scrolls).toEqual([{ top: 500 + 100 - HASH_SCROLL.offset, behavior: 'smooth' }]);
    expect((window.history.replaceState as jest.Mock).mock.calls[0]).toEqual([{ key: 'k' }, '', '#intro']);
  });

  it('jumps instead of gliding when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    scrollToHash('intro');
    jest.runAllTimers();
    expect(scrolls).toEqual([{ top: 500 + 100 - HASH_SCROLL.offset, behavior: 'auto' }]);
  });

  it('opens an FAQ item first and scrolls once it has opened', () => {
    scrollToHash('faq-anreise');
    expect(clicked).toBe(1);
    jest.advanceTimersByTime(FAQ_SCROLL.delay - 1);
    expect(scrolls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scrolls).toEqual([{ top: 900 + 100 - FAQ_SCROLL.offset, behavior: 'smooth' }]);
  });

  it('in edit mode scrolls the body, the page\'s scroll area under the toolbar, not the window', () => {
    editMode = true;
    scrollToHash('intro');
    jest.runAllTimers();
    // the target is 500 - 98 px below the area's top, which is scrolled 40 px down
    expect(bodyScrolls).toEqual([{ top: 500 - 98 + 40 - HASH_SCROLL.offset, behavior: 'smooth' }]);
    expect(scrolls).toEqual([]);
  });

  it('leaves a missing target to the browser', () => {
    expect(scrollToHash('nowhere')).toBe(false);
    expect(scrollToHash('')).toBe(false);
  });
});
