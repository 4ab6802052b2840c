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
    if (first.current) {
      first.current = false;
      // the server-rendered page: in a task of its own, not in the effects of hydration's commit
      // (reading the elements' positions lays the page out: a quarter of that task, issue 39)
      let stop = () => clearTimeout(timer);
      const timer = setTimeout(() => (stop = startFadeIn(document)));
      return () => stop();
    }
    // runs after the new page is in the DOM
    const stop = startFadeIn(document);
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
