/**
 * The publishing row's part of the review (issue 27 item 4): the state at a glance ('Wartet auf
 * Prüfung', 'Zurückgegeben · 2 Kommentare') and the button that opens the review dialog, named by
 * what it leads to: 'Zur Prüfung einreichen', or 'Prüfen' for a reviewer when something waits. The
 * owner's review is read when the editor opens it and whenever its publication status (the toolbar's
 * heartbeat, the 2 s poll for others' saves) says the review changed, so comments show at their
 * modules within seconds.
 */
import { observer } from 'mobx-react';
import { useEffect, useState } from 'react';
import type { PublicationStatus } from '../../../shared/contract/pages';
import { useStore } from '../../stores/context';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import type { DraftOwner } from '../operations';
import { ownerKey } from '../owner';
import { ShortLabel } from '../ui/ShortLabel';
import * as ui from '../ui/ui.module.css';
import { loadReview } from './api';
import { ReviewDialog } from './ReviewDialog';
import type { MarkedByLocale } from '../translation/marks';
import * as styles from './review.module.css';
import { useReviewTexts } from './texts';

interface ReviewControlsProps {
  owner: DraftOwner;
  status: PublicationStatus | null;
  onStatus(status: PublicationStatus): void;
  /** what Publish warns of, the approval too (issue 45 item 4): the content checks' issues and marked modules */
  issueCount?: number;
  marked?: MarkedByLocale;
  onShowIssues?(): void;
  /** the button's class: the toolbar's by default, a small one in a reusable section's light bar */
  buttonClassName?: string;
  /** names what the button acts on for screen readers (a reusable section's bar: its name) */
  buttonLabel?: (text: string) => string;
  /** the toolbar's: below 80rem 'Zur Prüfung einreichen' shows 'Einreichen' (ShortLabel) */
  shortLabels?: boolean;
}

export const ReviewControls = observer(function ReviewControls({ owner, status, onStatus, issueCount = 0, marked = {}, onShowIssues, buttonClassName = ui.toolbarButton, buttonLabel, shortLabels = false }: ReviewControlsProps) {
  const { t, locale } = useReviewTexts();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const key = ownerKey(owner);
  const signature = editor.reviewSignatures.get(key);
  const [open, setOpen] = useState(false);
  const { content_type, object_id } = owner;

  useEffect(() => {
    void loadReview(store, locale, { content_type, object_id }).catch(() => undefined);
  }, [store, locale, content_type, object_id, signature]);

  const review = editor.reviews.get(key);
  const current = review?.current ?? null;
  const reviewer = store.user.current?.is_reviewer ?? false;
  const waiting = current?.state === 'pending';
  const label = waiting ? (reviewer ? t('check') : t('view')) : t('submit');
  const comments = review?.comments.length ?? 0;

  return (
    <>
      {current && (
        <span className={waiting ? styles.pendingBadge : styles.returnedBadge} role="status" data-testid="review-state" data-state={current.state}>
          {t(`state_${current.state}`)}
          {comments > 0 && ` · ${t('commentCount', { count: comments })}`}
        </span>
      )}
      <button
        type="button"
        className={buttonClassName}
        aria-haspopup="dialog"
        aria-label={buttonLabel?.(label)}
        // nothing to submit without a draft; what waits or was sent back can always be looked at
        disabled={!current && !status?.has_draft}
        onClick={() => setOpen(true)}
        data-testid="review-open"
      >
        {shortLabels && !waiting ? <ShortLabel long={label} short={t('submitShort')} /> : label}
      </button>
      {open && <ReviewDialog owner={owner} status={status} onStatus={onStatus} onClose={() => setOpen(false)} issueCount={issueCount} marked={marked} onShowIssues={onShowIssues} />}
    </>
  );
});
