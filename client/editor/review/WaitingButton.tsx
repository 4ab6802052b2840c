/**
 * A reviewer's 'Freigaben (2)' in the toolbar's publishing row (issue 27 item 4), there while
 * something waits: what waits for review across the site (pages, concerts, stories, persons), oldest
 * first, each with who submitted it, when, in which languages, the comment, and a link that opens it in the editor. Read
 * when the editor opens and when a review of the owner on screen changes.
 */
import { observer } from 'mobx-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '../../../shared/contract/review';
import { useStore } from '../../stores/context';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import { relativeTime } from '../history/entry';
import { useLanguageNames } from '../PublishDialog';
import { Dialog } from '../ui/Dialog';
import * as ui from '../ui/ui.module.css';
import { waitingReviews } from './api';
import * as styles from './review.module.css';
import { useReviewTexts } from './texts';

export const WaitingButton = observer(function WaitingButton() {
  const { t, locale } = useReviewTexts();
  const { t: tEditor, i18n } = useTranslation();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const [items, setItems] = useState<ReviewItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const languageNames = useLanguageNames();
  // any review of an owner on screen changed: the list may have too
  const signatures = [...editor.reviewSignatures.values()].join('|');

  useEffect(() => {
    let alive = true;
    waitingReviews(store, locale).then(
      (list) => alive && (setItems(list), setFailed(false)),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [store, locale, signatures, open]);

  // nothing waits: no button (the toolbar's rows are full enough)
  if (!open && !items?.length) return null;
  return (
    <>
      <button type="button" className={ui.toolbarButton} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="review-waiting" data-count={items?.length ?? ''}>
        {items?.length ? t('waitingCount', { count: items.length }) : t('waiting')}
      </button>
      {open && (
        <Dialog title={t('waitingTitle')} onClose={() => setOpen(false)} testId="review-waiting-dialog">
          {failed ? (
            <p role="alert">{t('loadFailed')}</p>
          ) : items === null ? (
            <p>{t('loading')}</p>
          ) : items.length === 0 ? (
            <p>{t('waitingEmpty')}</p>
          ) : (
            <ul className={styles.waitingList} data-testid="review-waiting-list">
              {items.map((item) => {
                const url = item.urls[locale] ?? item.urls.de ?? item.urls.en;
                return (
                  <li key={item.id} data-testid="review-waiting-item" data-owner={`${item.content_type}-${item.object_id}`}>
                    <span className={styles.kind}>{t(`type_${item.content_type}`)}</span> {url ? <a href={`${url}?edit`}>{item.title}</a> : <span>{item.title}</span>}
                    <span className={styles.commentMeta}>
                      {' '}
                      ·{' '}
                      {item.locales
                        ? t('submittedIn', { name: item.submitted_by ?? t('someone'), when: relativeTime(item.submitted_at, i18n.language, tEditor), languages: languageNames(item.locales) })
                        : t('submittedBy', { name: item.submitted_by ?? t('someone'), when: relativeTime(item.submitted_at, i18n.language, tEditor) })}
                    </span>
                    {item.comment && <blockquote className={styles.quote}>{item.comment}</blockquote>}
                  </li>
                );
              })}
            </ul>
          )}
        </Dialog>
      )}
    </>
  );
});
