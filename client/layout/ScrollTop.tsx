/** The scroll-to-top button: appears once the visitor has scrolled a screen down; glides up unless reduced motion is asked for. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../links/scrollToHash';
import { onPageScroll, pageScrollY, scrollPageTo } from '../pageScroll';
import { ArrowUpIcon } from './icons';
import * as styles from './Frame.module.css';

export function ScrollTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(pageScrollY() > window.innerHeight);
    update();
    return onPageScroll(update);
  }, []);
  return (
    <button
      type="button"
      className={styles.scrollTop}
      data-shown={shown ? '' : undefined}
      aria-label={t('layout.scrollTop')}
      title={t('layout.scrollTop')}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      onClick={() => {
        scrollPageTo(0, prefersReducedMotion() ? 'auto' : 'smooth');
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
