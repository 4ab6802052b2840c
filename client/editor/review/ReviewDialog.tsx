/**
 * The review dialog (issue 27 item 4, docs/editor.md "Review"): what was submitted and decided, the
 * open comments (each with 'Zum Modul' and 'Erledigt'), the changes against the published version
 * (the history's diff), and, by role and state, submitting with a comment, or, for a reviewer of
 * what waits, approving (published now or at a go-live, in Berlin time) or sending back with a comment.
 * A submission is of the languages chosen (issue 45 item 1: asked as Publish asks when another
 * language than the page's has changes); the dialog names them, and the approval publishes them only.
 */
import { observer } from 'mobx-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinLocalToDate, formatBerlin } from '../../../shared/berlinTime';
import type { PublicationStatus } from '../../../shared/contract/pages';
import type { ReviewComment, ReviewDiff, ReviewRound } from '../../../shared/contract/review';
import { ApiError } from '../../../shared/api/errors';
import { useStore } from '../../stores/context';
import { areaOf } from '../../stores/areas';
import { jumpToModule } from '../checks/ChecksPanel';
import { editorArea } from '../EditorStore';
import { changeTarget, inLocale, relativeTime } from '../history/entry';
import { DiffList } from '../history/DiffView';
import type { DraftOwner } from '../operations';
import { ownerKey } from '../owner';
import { ZoneHint } from '../ScheduleDialog';
import { Dialog } from '../ui/Dialog';
import { useCloseGuard } from '../ui/closeGuard';
import { FormActions } from '../ui/FormActions';
import * as ui from '../ui/ui.module.css';
import { approve, resolveComment, reviewDiff, sendBack, submitForReview } from './api';
import * as styles from './review.module.css';
import { useReviewTexts } from './texts';
import { firstChoice, LanguageChoice, languagesNeedChoice, MarkedWarning, useLanguageChoice, useLanguageNames } from '../PublishDialog';
import { markedIn, type MarkedByLocale } from '../translation/marks';
import { LOCALES } from '../../../shared/constants';

interface ReviewDialogProps {
  owner: DraftOwner;
  status: PublicationStatus | null;
  onStatus(status: PublicationStatus): void;
  onClose(): void;
  /** what Publish warns of, the approval too (issue 45 item 4) */
  issueCount?: number;
  marked?: MarkedByLocale;
  onShowIssues?(): void;
}

const errorText = (error: unknown) => (error instanceof ApiError ? [error.message, ...Object.values(error.errors ?? {}).flat()].filter((text, index, all) => text && all.indexOf(text) === index).join(' ') : String(error));

/** One round in words: who submitted when (and in which languages), and what became of it. */
function RoundLines({ round }: { round: ReviewRound }) {
  const { t } = useReviewTexts();
  const { t: tEditor, i18n } = useTranslation();
  const languageNames = useLanguageNames();
  const when = (iso: string) => relativeTime(iso, i18n.language, tEditor);
  const name = (value: string | null) => value ?? t('someone');
  const decided =
    round.decided_at &&
    (round.state === 'returned'
      ? t('returnedBy', { name: name(round.decided_by), when: when(round.decided_at) })
      : round.state === 'approved'
        ? round.publish_at
          ? t('approvedFor', { name: name(round.decided_by), when: when(round.decided_at), at: formatBerlin(round.publish_at, i18n.language, { short: true }) })
          : t('approvedBy', { name: name(round.decided_by), when: when(round.decided_at) })
        : t('withdrawnBy', { name: name(round.decided_by), when: when(round.decided_at) }));
  return (
    <>
      <p className={styles.roundLine} data-testid="review-round-submitted" data-locales={round.locales?.join(' ') ?? ''}>
        {round.locales
          ? t('submittedIn', { name: name(round.submitted_by), when: when(round.submitted_at), languages: languageNames(round.locales) })
          : t('submittedBy', { name: name(round.submitted_by), when: when(round.submitted_at) })}
      </p>
      {round.comment && <blockquote className={styles.quote}>{round.comment}</blockquote>}
      {decided && <p className={styles.roundLine}>{decided}</p>}
      {decided && round.decision && <blockquote className={styles.quote}>{round.decision}</blockquote>}
    </>
  );
}

/** The open comments, each named by its module, with a jump to it and 'Erledigt'. */
function CommentList({ owner, comments, onJump }: { owner: DraftOwner; comments: readonly ReviewComment[]; onJump(moduleId: number): void }) {
  const { t, locale } = useReviewTexts();
  const { t: tEditor, i18n } = useTranslation();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const [busy, setBusy] = useState<number | null>(null);
  if (!comments.length) return <p>{t('noComments')}</p>;
  return (
    <ul className={styles.commentList} data-testid="review-comments">
      {comments.map((comment) => {
        const onScreen = comment.module !== null && editor.ownerOfModule(comment.module) !== null;
        // 'Zitat „Musik …“', with the language when it is the other one's ('(deutsche Fassung)')
        const target = comment.module === null ? t('onWhole') : inLocale(changeTarget({ target: 'module', model: comment.model, label: comment.label }, tEditor), comment.locale, locale, tEditor);
        return (
          <li key={comment.id} className={styles.comment} data-testid="review-comment" data-module={comment.module ?? ''}>
            <strong>{target}</strong>
            {comment.module !== null && !onScreen && comment.locale === locale && <span> {t('moduleGone')}</span>}
            <p className={styles.commentBody}>{comment.body}</p>
            <span className={styles.commentMeta}>
              {comment.author ?? t('someone')} · {relativeTime(comment.created_at, i18n.language, tEditor)}
            </span>
            <span className={ui.itemButtons}>
              {onScreen && (
                <button type="button" className={ui.smallButton} onClick={() => onJump(comment.module!)} data-testid="comment-jump">
                  {t('toModule')}
                </button>
              )}
              <button
                type="button"
                className={ui.smallButton}
                disabled={busy === comment.id}
                aria-label={t('doneLabel', { name: comment.author ?? t('someone') })}
                onClick={() => {
                  setBusy(comment.id);
                  resolveComment(store, locale, owner, comment.id)
                    .catch(() => undefined)
                    .finally(() => setBusy(null));
                }}
                data-testid="comment-done"
              >
                {t('done')}
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export const ReviewDialog = observer(function ReviewDialog({ owner, status, onStatus, onClose, issueCount = 0, marked = {}, onShowIssues }: ReviewDialogProps) {
  const { t, locale } = useReviewTexts();
  const { t: tEditor } = useTranslation();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const user = store.user.current;
  const id = useId();
  const review = editor.reviews.get(ownerKey(owner)) ?? null;
  const current = review?.current ?? null;
  const reviewing = !!user?.is_reviewer && current?.state === 'pending';
  const maySubmit = current?.state !== 'pending' && !!status?.has_draft;
  const [diff, setDiff] = useState<ReviewDiff | null | 'failed'>(null);
  const [comment, setComment] = useState('');
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState(false);
  const languageNames = useLanguageNames();
  // the submission's languages: the approval publishes these only, and warns of their marked modules and,
  // when the page's language is one of them, of the content checks' issues (which are of the page on screen)
  const approving = current?.locales ?? LOCALES;
  const stillMarked = markedIn(marked, approving);
  const issues = approving.includes(locale) ? issueCount : 0;
  const others = LOCALES.some((l) => !approving.includes(l));
  // submitting: the languages with changes, asked as Publish asks when not only the page's
  const changed = LOCALES.filter((l) => status?.draft_locales.includes(l));
  const choosing = languagesNeedChoice(changed, locale);
  const { chosen, toggle } = useLanguageChoice(() => firstChoice(changed, locale));
  const { requestClose, prompt } = useCloseGuard(comment.trim() !== '' || at !== '', onClose);

  const loadDiff = () =>
    reviewDiff(store, locale, owner).then(
      (answer) => setDiff(answer),
      () => setDiff('failed'),
    );
  useEffect(() => {
    void loadDiff();
    // the diff is read when the dialog opens (and again after a refused approval)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await action();
      onClose();
    } catch (err) {
      setError(errorText(err));
      if (err instanceof ApiError && err.status === 409) void loadDiff();
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // a draft without a visible change in any language: submitted whole
    void run(() => submitForReview(store, locale, owner, comment, changed.length > 0 ? (choosing ? chosen : changed) : undefined));
  };
  /** approve; first (unless `warned`) the same question as Publish when the checks found issues or modules are still marked */
  const approveNow = (warned: boolean) => {
    if (typeof diff !== 'object' || diff === null) return;
    const goLive = when === 'at' ? berlinLocalToDate(at) : null;
    if (when === 'at' && !goLive) {
      setError(t('atRequired'));
      return;
    }
    if (!warned && (issues > 0 || stillMarked.count > 0)) {
      setWarning(true);
      return;
    }
    setWarning(false);
    void run(async () => onStatus(await approve(store, locale, owner, { based_on: diff.based_on, publish_at: goLive?.toISOString() ?? null, comment })));
  };
  const decide = (event: FormEvent) => {
    event.preventDefault();
    approveNow(false);
  };
  const back = () => void run(() => sendBack(store, locale, owner, comment));
  const jump = (moduleId: number) => {
    onClose();
    // after the dialog gave focus back: the module's comments take it
    requestAnimationFrame(() => jumpToModule(moduleId, '[data-testid="module-comments-toggle"]'));
  };
  const empty = typeof diff === 'object' && diff !== null && !diff.fields.length && !diff.sections.length && !diff.modules.length;

  return (
    <>
      <Dialog title={t('title')} onClose={requestClose} testId="review-dialog">
        {current && (
          <section className={styles.block} aria-labelledby={`${id}-state`} data-testid="review-current" data-state={current.state}>
            <h3 id={`${id}-state`} className={styles.heading}>
              {t(`state_${current.state}`)}
            </h3>
            <RoundLines round={current} />
          </section>
        )}
        {review && (current || review.comments.length > 0) && (
          <section className={styles.block} aria-labelledby={`${id}-comments`}>
            <h3 id={`${id}-comments`} className={styles.heading}>
              {t('comments')}
            </h3>
            <CommentList owner={owner} comments={review.comments} onJump={jump} />
          </section>
        )}
        <section className={styles.block} aria-labelledby={`${id}-diff`} data-testid="review-diff">
          <h3 id={`${id}-diff`} className={styles.heading}>
            {t('changes')}
          </h3>
          {diff === null ? <p>{t('loading')}</p> : diff === 'failed' ? <p role="alert">{t('loadFailed')}</p> : empty ? <p>{t('noChanges')}</p> : <DiffList diff={diff} />}
        </section>

        {reviewing ? (
          <form className={styles.block} onSubmit={decide} aria-labelledby={`${id}-decide`} data-testid="review-decide">
            <h3 id={`${id}-decide`} className={styles.heading}>
              {t('decideTitle')}
            </h3>
            <p data-testid="review-approve-scope" data-locales={approving.join(' ')}>
              {t(others ? 'approveScopeOthers' : 'approveScope', { languages: languageNames(approving) })}
            </p>
            <div className={ui.field}>
              <label className={ui.label} htmlFor={`${id}-decision`}>
                {t('decision')}
              </label>
              <textarea id={`${id}-decision`} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} aria-describedby={`${id}-decision-hint`} data-testid="review-decision" />
              <span id={`${id}-decision-hint`} className={ui.hint}>
                {t('decisionHint')}
              </span>
            </div>
            <fieldset className={styles.when}>
              <legend className={ui.label}>{t('when')}</legend>
              <label className={styles.choice}>
                <input type="radio" name={`${id}-when`} checked={when === 'now'} onChange={() => setWhen('now')} data-testid="review-when-now" /> {t('now')}
              </label>
              <label className={styles.choice}>
                <input type="radio" name={`${id}-when`} checked={when === 'at'} onChange={() => setWhen('at')} data-testid="review-when-at" /> {t('at')}
              </label>
              {when === 'at' && (
                <div className={ui.field}>
                  <label className={ui.label} htmlFor={`${id}-at`}>
                    {t('at')}
                  </label>
                  <input id={`${id}-at`} type="datetime-local" className={ui.input} value={at} onChange={(e) => setAt(e.target.value)} aria-describedby={`${id}-at-zone`} data-testid="review-publish-at" />
                  <ZoneHint id={`${id}-at-zone`} value={at} />
                </div>
              )}
            </fieldset>
            <FormActions
              error={error}
              errorLive
              errorTestId="review-error"
              cancelLabel={t('sendBack')}
              onCancel={back}
              cancelDisabled={busy}
              cancelTestId="review-send-back"
              submitLabel={t('approve')}
              submitTestId="review-approve"
              saving={busy}
              submitDisabled={typeof diff !== 'object' || diff === null}
            />
          </form>
        ) : maySubmit ? (
          <form className={styles.block} onSubmit={submit} aria-labelledby={`${id}-submit`} data-testid="review-submit-form">
            <h3 id={`${id}-submit`} className={styles.heading}>
              {t('submit')}
            </h3>
            <p>{user && !user.may_publish ? `${t('needsApproval')} ${t('submitIntro')}` : t('submitIntro')}</p>
            {choosing && <LanguageChoice legend={t('submitLanguages')} listed={changed} current={locale} chosen={chosen} onToggle={toggle} />}
            <div className={ui.field}>
              <label className={ui.label} htmlFor={`${id}-comment`}>
                {t('submitComment')}
              </label>
              <textarea id={`${id}-comment`} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} aria-describedby={`${id}-comment-hint`} data-testid="review-submit-comment" />
              <span id={`${id}-comment-hint`} className={ui.hint}>
                {t('submitCommentHint')}
              </span>
            </div>
            <FormActions
              error={error}
              errorLive
              errorTestId="review-error"
              cancelLabel={t('cancel')}
              onCancel={requestClose}
              submitLabel={t('submit')}
              submitTestId="review-submit"
              saving={busy}
              submitDisabled={choosing && chosen.length === 0}
            />
          </form>
        ) : (
          <p data-testid="review-note">{current?.state === 'pending' ? t('waitingNote') : t('nothingToSubmit')}</p>
        )}

        {review && review.rounds.length > (current ? 1 : 0) && (
          <section className={styles.block} aria-labelledby={`${id}-rounds`}>
            <h3 id={`${id}-rounds`} className={styles.heading}>
              {t('rounds')}
            </h3>
            <ol className={styles.rounds} data-testid="review-rounds">
              {review.rounds.slice(current ? 1 : 0).map((round) => (
                <li key={round.id} data-state={round.state}>
                  <RoundLines round={round} />
                </li>
              ))}
            </ol>
          </section>
        )}
      </Dialog>
      {warning && (
        <Dialog title={t('approveWarningTitle')} onClose={() => setWarning(false)} size="small" testId="approve-warning">
          {issues > 0 && <p>{tEditor('editor.checks.issuesFound', { count: issues })}</p>}
          <MarkedWarning marked={stillMarked} />
          <p>{t('approveWarning', { languages: languageNames(approving) })}</p>
          <div className={ui.actions}>
            <button type="button" className={ui.secondary} onClick={() => setWarning(false)} data-autofocus="" data-testid="approve-warning-cancel">
              {t('cancel')}
            </button>
            {issues > 0 && onShowIssues && (
              <button
                type="button"
                className={ui.secondary}
                onClick={() => {
                  setWarning(false);
                  onClose();
                  onShowIssues();
                }}
                data-testid="approve-warning-show"
              >
                {t('showIssues')}
              </button>
            )}
            <button type="button" className={ui.primary} onClick={() => approveNow(true)} data-testid="approve-anyway">
              {t('approveAnyway')}
            </button>
          </div>
        </Dialog>
      )}
      {prompt}
    </>
  );
});
