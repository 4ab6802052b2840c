/**
 * What screen readers hear while modules move (WCAG 4.1.3), in the editor's language, through one
 * polite live region of the section: dnd-kit's own announcements are replaced, because it
 * announces every collision at once (the first "over" replaced "picked up" within a millisecond,
 * and one step could be heard as two positions while the list settled). Here a pick-up is said at
 * once, a step only once it has settled (STEP_SETTLE_MS) and only when the place changed, a drop,
 * a cancel and a move with the up/down buttons at once, the column named when the section has more
 * than one.
 */
import type { Announcements } from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** How long a keyboard step's place must stay the same before it is announced. */
export const STEP_SETTLE_MS = 150;

export interface Place {
  column: number;
  position: number;
}

export interface MoveTexts {
  /** the module's name */
  nameOf(id: string | number): string;
  /** where the module would land if dropped over `over` (1-based column and position) */
  placeOf(active: string | number, over: string | number): Place;
  /** `{module, place}` to the sentence of each event */
  start(module: string, place: string): string;
  over(module: string, place: string): string;
  end(module: string, place: string): string;
  cancel(module: string): string;
  /** a place said aloud: "Position 2" or "Spalte 2, Position 3" */
  place(place: Place): string;
}

export function useMoveAnnouncer(texts: MoveTexts) {
  const [message, setMessage] = useState('');
  const last = useRef<string>('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const textsNow = useRef(texts);
  useEffect(() => {
    textsNow.current = texts;
  });

  const say = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
  }, []);

  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => {
        const x = textsNow.current;
        const place = x.place(x.placeOf(active.id, active.id));
        last.current = place;
        say(x.start(x.nameOf(active.id), place));
        return undefined;
      },
      onDragOver: ({ active, over }) => {
        const x = textsNow.current;
        if (!over) return undefined;
        const place = x.place(x.placeOf(active.id, over.id));
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (place === last.current) return;
          last.current = place;
          setMessage(x.over(x.nameOf(active.id), place));
        }, STEP_SETTLE_MS);
        return undefined;
      },
      onDragEnd: ({ active, over }) => {
        const x = textsNow.current;
        if (over) say(x.end(x.nameOf(active.id), x.place(x.placeOf(active.id, over.id))));
        return undefined;
      },
      onDragCancel: ({ active }) => {
        say(textsNow.current.cancel(textsNow.current.nameOf(active.id)));
        return undefined;
      },
    }),
    [say],
  );

  return { message, announcements, say };
}
