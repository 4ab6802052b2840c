/**
 * The navigation progress bar (SPEC §2, §9): 2 px at the top of the window, green while a client
 * navigation runs its loaders, red when it failed. It appears only when the navigation takes longer
 * than LOADING_BAR.throttle (fast navigations show nothing), creeps towards the end over
 * LOADING_BAR.duration, completes when the page is ready and hides LOADING_BAR.hideAfter later.
 */
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR } from '../../shared/constants';
import { useStore } from '../stores/context';
import * as styles from './LoadingBar.module.css';

export type BarPhase = 'idle' | 'running' | 'done' | 'failed';

export const LOADING_BAR_GREEN = '#2e9e4f';
export const LOADING_BAR_RED = '#d0312d';

/** Drives the phases from the store's navigation state; timers are the browser's (fake in tests). */
export function useLoadingBarPhase(): BarPhase {
  const { ui } = useStore();
  const [phase, setPhase] = useState<BarPhase>('idle');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;
    const dispose = reaction(
      () => [ui.navigating, ui.navigationFailed] as const,
      ([navigating, failed]) => {
        clearTimeout(timer);
        if (navigating) {
          shown = false;
          timer = setTimeout(() => {
            shown = true;
            setPhase('running');
          }, LOADING_BAR.throttle);
          return;
        }
        if (!shown && !failed) return setPhase('idle');
        setPhase(failed ? 'failed' : 'done');
        timer = setTimeout(() => setPhase('idle'), LOADING_BAR.hideAfter);
      },
    );
    return () => {
      dispose();
      clearTimeout(timer);
    };
  }, [ui]);
  return phase;
}

export function LoadingBar() {
  const { t } = useTranslation();
  const phase = useLoadingBarPhase();
  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('layout.loading')}
      aria-busy={phase === 'running'}
      data-phase={phase}
      className={`${styles.bar} ${phase === 'running' ? styles.running : styles.finished}`}
      style={{
        height: LOADING_BAR.height,
        background: phase === 'failed' ? LOADING_BAR_RED : LOADING_BAR_GREEN,
        animationDuration: `${LOADING_BAR.duration}ms`,
      }}
    />
  );
}
