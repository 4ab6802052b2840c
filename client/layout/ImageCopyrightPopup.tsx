/**
 * The image copyright popup (SPEC §2): the caption and the copyright line of an image, with a close
 * control (text and icon). Opened by the image modules through ui.showImageCopyright; shown only
 * when there is a message or a copyright text. Modal: Tab keeps focus in it; Escape closes it and
 * returns focus.
 */
import { observer } from 'mobx-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../stores/context';
import { CloseIcon } from './icons';
import * as styles from './Frame.module.css';

export const ImageCopyrightPopup = observer(function ImageCopyrightPopup() {
  const { t } = useTranslation();
  const { ui } = useStore();
  const { visible, message, copyright } = ui.imageCopyright;
  const close = useRef<HTMLButtonElement>(null);
  const shown = visible && !!(message || copyright);
  // a layout effect: its cleanup runs in the commit that removes the popup, so focus is back on
  // the opener before the browser can see it land on the body
  useLayoutEffect(() => {
    if (!shown) return;
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') ui.hideImageCopyright();
      // a modal popup keeps focus while open (its one control is the close button): Tab stays there
      if (event.key === 'Tab') {
        event.preventDefault();
        close.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [shown, ui]);
  if (!shown) return null;
  return (
    <div className={styles.copyrightPopup} role="dialog" aria-modal="true" aria-label={t('layout.imageCredits')} data-testid="image-copyright">
      <div className={styles.copyrightText}>
        {message && <p className={styles.copyrightMessage}>{message}</p>}
        {copyright && <p className={styles.copyrightLine}>{copyright}</p>}
      </div>
      <button ref={close} type="button" className={styles.copyrightClose} onClick={() => ui.hideImageCopyright()}>
        <span>{t('layout.close')}</span>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
});
