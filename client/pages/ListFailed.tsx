/**
 * SPEC §8: a list that could not be loaded says so in its page, 'Fehler beim Laden' with 'Erneut
 * versuchen' ('Error whole Loading', 'Try again'), instead of the error page. The button is busy
 * while the list loads again; the owner decides what loading again means.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './LoadMore.module.css';

export function ListFailed({ onRetry, testId = 'list-failed' }: { onRetry(): Promise<unknown>; testId?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const retry = () => {
    if (busy) return;
    setBusy(true);
    void onRetry().finally(() => setBusy(false));
  };
  return (
    <div className={styles.more} role="alert" data-testid={testId}>
      <p className={styles.error}>{t('lists.loadFailed')}</p>
      <button type="button" className={styles.button} onClick={retry} aria-disabled={busy} data-testid="list-retry">
        {t('lists.tryAgain')}
      </button>
    </div>
  );
}
