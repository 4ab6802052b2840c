/**
 * A module's review comments, in its bar (issue 27 item 4): a toggle naming how many and where
 * ('2 Kommentare zu Zitat: Musik …', aria-expanded), the comments below the bar (open by default,
 * so the editor sees them at once), each with 'Erledigt'; and for a reviewer, while a review is open,
 * 'Kommentieren', which asks for the comment in a dialog. Observes the editor's store only, so the
 * memoized module item does not re-render for it.
 */
import { observer } from 'mobx-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../stores/context';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import { relativeTime } from '../history/entry';
import type { DraftOwner } from '../operations';
import { Dialog } from '../ui/Dialog';
import { useCloseGuard } from '../ui/closeGuard';
import { FormActions } from '../ui/FormActions';
import * as ui from '../ui/ui.module.css';
import { commentOn, resolveComment } from './api';
import * as styles from './review.module.css';
import { useReviewTexts } from './texts';

const OWNER_KEY = /^(page|event|story|person|shared)-(\d+)$/;

/** The draft owner behind an owner key ('page-12'); null for the hub. */
function ownerOfKey(key: string | null): DraftOwner | null {
  const match = key ? OWNER_KEY.exec(key) : null;
  return match ? { content_type: match[1] as DraftOwner['content_type'], object_id: Number(match[2]) } : null;
}

function CommentDialog({ owner, moduleId, what, onClose }: { owner: DraftOwner; moduleId: number; what: string; onClose(): void }) {
  const { t, locale } = useReviewTexts();
  const store = useStore();
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { requestClose, prompt } = useCloseGuard(body.trim() !== '', onClose);
  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    commentOn(store, locale, owner, moduleId, body).then(onClose, (err: unknown) => {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    });
  };
  return (
    <>
      <Dialog title={t('commentTitle', { what })} onClose={requestClose} size="small" testId="comment-dialog">
        <form onSubmit={save}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-body`}>
              {t('commentLabel')}
            </label>
            <textarea id={`${id}-body`} rows={4} value={body} onChange={(e) => setBody(e.target.value)} required data-testid="comment-body" />
          </div>
          <FormActions error={error} errorLive cancelLabel={t('cancel')} onCancel={requestClose} submitLabel={t('save')} submitTestId="comment-save" saving={busy} />
        </form>
      </Dialog>
      {prompt}
    </>
  );
}

/** `label`: the module as its bar names it to screen readers ('Zitat: Musik ist …'). */
export const ModuleComments = observer(function ModuleComments({ moduleId, label }: { moduleId: number; label: string }) {
  const { t, locale } = useReviewTexts();
  const { t: tEditor, i18n } = useTranslation();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const listId = useId();
  const [open, setOpen] = useState(true);
  const [writing, setWriting] = useState(false);
  const comments = editor.commentsAt(moduleId);
  const ownerKey = editor.ownerOfModule(moduleId);
  const owner = ownerOfKey(ownerKey);
  const review = ownerKey ? editor.reviews.get(ownerKey) : undefined;
  const canComment = !!owner && !!store.user.current?.is_reviewer && !!review?.current;
  if (!comments.length && !canComment) return null;
  const count = t('commentCount', { count: comments.length });

  return (
    <>
      {comments.length > 0 && (
        <button
          type="button"
          className={styles.commentsToggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('commentsAt', { count: comments.length, what: label })}
          onClick={() => setOpen(!open)}
          data-testid="module-comments-toggle"
        >
          {count}
        </button>
      )}
      {canComment && (
        <button type="button" className={ui.smallButton} aria-label={`${t('comment')}: ${label}`} onClick={() => setWriting(true)} data-testid="comment-module">
          {t('comment')}
        </button>
      )}
      {comments.length > 0 && (
        <ul id={listId} className={styles.moduleComments} hidden={!open} aria-label={t('commentsAt', { count: comments.length, what: label })} data-testid="module-comments">
          {comments.map((comment) => (
            <li key={comment.id} className={styles.moduleComment} data-testid="module-comment">
              <p className={styles.commentBody}>{comment.body}</p>
              <span className={styles.commentMeta}>
                {comment.author ?? t('someone')} · {relativeTime(comment.created_at, i18n.language, tEditor)}
              </span>
              {owner && (
                <button
                  type="button"
                  className={ui.smallButton}
                  aria-label={t('doneLabel', { name: comment.author ?? t('someone') })}
                  onClick={() => void resolveComment(store, locale, owner, comment.id).catch(() => undefined)}
                  data-testid="module-comment-done"
                >
                  {t('done')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writing && owner && <CommentDialog owner={owner} moduleId={moduleId} what={label} onClose={() => setWriting(false)} />}
    </>
  );
});
