/**
 * The page fades out while a client navigation loads and fades in when the new page shows (SPEC §2);
 * its elements then fade in, staggered, as they scroll into view (fadeIn.ts). The first,
 * server-rendered page is shown as it is: no state is added before a client navigation.
 */
import { observer } from 'mobx-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '../stores/context';
import { startFadeIn } from './fadeIn';
import './transitions.css';

export const PageTransition = observer(function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const { ui } = useStore();
  const [enteredKey, setEnteredKey] = useState(pageKey);
  const first = useRef(true);
  const entering = enteredKey !== pageKey;

  useEffect(() => {
    // runs after the new page is in the DOM; it asks the browser for no position (fadeIn.ts), so
    // the server-rendered page's start costs hydration's effects no layout
    const stop = startFadeIn(document);
    if (first.current) {
      first.current = false;
      return stop;
    }
    const timer = setTimeout(() => setEnteredKey(pageKey), 300);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [pageKey]);

  const state = ui.navigating ? 'leaving' : entering ? 'entering' : undefined;
  return (
    <div className="page-transition" data-state={state}>
      {children}
    </div>
  );
});
