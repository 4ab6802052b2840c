/** Small browser behaviours of the header: dismissing pop-ups, trapping focus, hiding on scroll. */
import { useEffect, useRef, type RefObject } from 'react';
import { HEADER_HIDE_AFTER } from '../../shared/constants';
import type { HeaderState } from '../stores/UiStore';
import { afterNextPaint } from '../afterPaint';
import { onPageScroll, pageScrollY } from '../pageScroll';

/** While `open`: a pointer press outside `refs` or the Escape key calls `close` (Escape also returns focus to `returnFocus`). */
export function useDismiss(open: boolean, refs: RefObject<HTMLElement | null>[], close: () => void, returnFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
    // refs are stable objects; `close` may change identity per render without changing meaning
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into `container` (its first focusable), Tab cycles through `toggle` and
 * the container, and on deactivation focus returns to `toggle`.
 *
 * The focus moves in after the container's first paint: finding the visible focusables lays the
 * page out, and the focus runs a style pass and the focus events' handlers of its own. Done in the
 * tap's task, all of it came before the open menu showed (about a third of the tap's latency on a
 * low-end phone, docs/performance.md).
 */
export function useFocusTrap(active: boolean, container: RefObject<HTMLElement | null>, toggle: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return;
    const focusables = () => [
      ...(toggle.current ? [toggle.current] : []),
      ...Array.from(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null),
    ];
    const cancelFocus = afterNextPaint(() => focusables()[1]?.focus());
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = focusables();
      if (!list.length) return;
      const index = list.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? list.length - 1 : index - 1) : index === list.length - 1 || index === -1 ? 0 : index + 1;
      event.preventDefault();
      list[next].focus();
    };
    document.addEventListener('keydown', onKey);
    const toggleElement = toggle.current;
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKey);
      toggleElement?.focus();
    };
  }, [active, container, toggle]);
}

/**
 * The header's state from the scroll position (SPEC §2): sticky near the top, hidden when scrolling
 * down beyond HEADER_HIDE_AFTER px, hovering (shown over the page) when scrolling up again.
 */
export function nextHeaderState(current: HeaderState, y: number, lastY: number): HeaderState {
  if (y <= HEADER_HIDE_AFTER) return 'sticky';
  if (y > lastY) return 'hidden';
  if (y < lastY) return 'hovering';
  return current;
}

/**
 * Follows the page's scroll with the header's state; `frozen` (the burger menu open) keeps it. The
 * listener stays while `frozen` changes: setting it up again read the scroll position, which lays
 * the page out, inside the menu button's tap (docs/performance.md).
 */
export function useHeaderScroll(state: () => HeaderState, setState: (state: HeaderState) => void, frozen: boolean) {
  const frozenNow = useRef(frozen);
  useEffect(() => {
    frozenNow.current = frozen;
  }, [frozen]);
  useEffect(() => {
    let lastY = pageScrollY();
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, pageScrollY());
      if (!frozenNow.current) {
        const next = nextHeaderState(state(), y, lastY);
        if (next !== state()) setState(next);
      }
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const stop = onPageScroll(onScroll);
    return () => {
      stop();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [state, setState]);
}
