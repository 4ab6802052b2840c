/**
 * The toolbar's draft state of the owner on screen (a page, or a concert's, story's or person's
 * sections): 'unpublished changes' at a glance (naming the languages when not only the page's; 'Ein
 * wiederverwendbarer Abschnitt auf dieser Seite hat unveröffentlichte Änderungen' when only a reusable
 * section placed on the page has, issue 43 item 2), Publish and Discard draft per language
 * (PublishDialog.tsx asks which when other languages have changes), the
 * go-live/take-down schedule (its note names the languages the go-live publishes), and who else has it open ('{name} bearbeitet diese Seite', from a
 * heartbeat through the back end every PRESENCE_HEARTBEAT_MS). Publishing warns, without blocking,
 * when the content checks (shared/checks/contentIssues.ts) find issues: the button shows their
 * count, and a question offers to look at them or to publish anyway. An editor whose changes need
 * approval (docs/editor.md "Review") has no Publish and no Schedule: 'Zur Prüfung einreichen' of the
 * review's controls (review/ReviewControls.tsx) takes their place (the back end refuses the others too).
 */
import { observer } from 'mobx-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, PRESENCE_HEARTBEAT_MS, type Locale } from '../../shared/constants';
import { formatBerlin } from '../../shared/berlinTime';
import type { PublicationStatus } from '../../shared/contract/pages';
import { areaOf } from '../stores/areas';
import { useStore } from '../stores/context';
import { editorArea } from './EditorStore';
import type { DraftOwner } from './operations';
import { ownerKey } from './owner';
import { PublishDialog, publishNeedsQuestion, useLanguageNames } from './PublishDialog';
import { ReviewControls } from './review/ReviewControls';
import type { MarkedByLocale } from './translation/marks';
import { ScheduleDialog } from './ScheduleDialog';
import { useOperations } from './useOperations';
import { ShortLabel } from './ui/ShortLabel';
import * as styles from './ui/ui.module.css';

const OBJECT_KEY = /^(event|story|person)-(\d+)$/;

/** The owner whose draft the toolbar acts on: the content page, else the object whose sections are edited. */
export function useDraftOwner(): DraftOwner | null {
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const page = store.page.current;
  if (page && page.version_id === null) return { content_type: 'page', object_id: page.id };
  for (const key of editor.sections.keys()) {
    const match = OBJECT_KEY.exec(key);
    if (match) return { content_type: match[1] as DraftOwner['content_type'], object_id: Number(match[2]) };
  }
  return null;
}

interface PublishBarProps {
  owner: DraftOwner;
  /** issues the content checks find in what would be published */
  issueCount?: number;
  /** opens the content checks panel */
  onShowIssues?(): void;
  /** modules still marked 'needs translation', per language (a publish of those languages warns) */
  marked?: MarkedByLocale;
}

export const PublishBar = observer(function PublishBar({ owner, issueCount = 0, onShowIssues, marked = {} }: PublishBarProps) {
  const { t, i18n } = useTranslation();
  const ops = useOperations();
  const editor = areaOf(useStore(), editorArea);
  const [status, setStatusOnly] = useState<PublicationStatus | null>(null);
  const key = ownerKey(owner);
  // what the status says of the review goes to the store: the review's controls read it again on a change
  const setStatus = useCallback(
    (next: PublicationStatus) => {
      setStatusOnly(next);
      editor.noteReview(key, next.review);
    },
    [editor, key],
  );
  const mayPublish = useStore().user.current?.may_publish ?? true;
  const [busy, setBusy] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
  const { content_type, object_id } = owner;

  // presence: a heartbeat now and every PRESENCE_HEARTBEAT_MS; leaving says goodbye
  useEffect(() => {
    const target = { content_type, object_id };
    let alive = true;
    const beat = () =>
      ops.publicationStatus(target, true).then(
        (next) => alive && setStatus(next),
        () => undefined,
      );
    void beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    return () => {
      alive = false;
      clearInterval(timer);
      void ops.leave(target).catch(() => undefined);
    };
  }, [ops, content_type, object_id, setStatus]);

  // every save changes the draft: refresh the state
  const writes = editor.writes;
  useEffect(() => {
    if (writes === 0) return;
    let alive = true;
    void ops.publicationStatus({ content_type, object_id }, false).then(
      (next) => alive && setStatus(next),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [ops, writes, content_type, object_id, setStatus]);

  const act = (run: () => Promise<PublicationStatus>) => {
    setBusy(true);
    run().then(setStatus, () => undefined).finally(() => setBusy(false));
  };
  // the page's language (the editor's texts follow it)
  const current: Locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'de';
  const changed = status?.draft_locales ?? [];
  // only the languages chosen go out (issue 45: publishing German never publishes an English draft unseen)
  const publishNow = (locales: Locale[]) => act(() => ops.publish(owner, locales));
  const publish = () => (publishNeedsQuestion(changed, current, issueCount + (marked[current] ?? 0)) ? setAsking('publish') : publishNow([current]));
  const discard = () => setAsking('discard');
  const languageNames = useLanguageNames();
  // in the editor's language, in the site's time zone, whatever the browser's are
  const dateTime = (iso: string) => formatBerlin(iso, i18n.language, { short: true });
  const scheduled = status && (status.publish_at || status.unpublish_at);

  // the page has nothing unpublished, yet a reusable section on it has (its own Publish is in its bar)
  const sharedChanged = changed.length === 0 && (status?.shared_draft_locales ?? []).includes(current);
  const state =
    changed.length === 0
      ? sharedChanged
        ? t('editor.publication.sharedUnpublished')
        : t('editor.publication.published')
      : changed.length === 1 && changed[0] === current
        ? t('editor.publication.unpublished')
        : t('editor.publication.unpublishedIn', { languages: changed.map((l) => t(`editor.publication.language_${l}`)).join(', ') });
  // the go-live names the languages it publishes (issue 45 item 1; a time set in the admin: every language)
  const goLiveLanguages = status?.publish_locales ? languageNames(status.publish_locales) : t('editor.publication.allLanguages');
  const scheduleNote = scheduled
    ? [status.publish_at && t('editor.publication.goesLiveIn', { at: dateTime(status.publish_at), languages: goLiveLanguages }), status.unpublish_at && t('editor.publication.goesOffline', { at: dateTime(status.unpublish_at) })]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <span className={styles.publishBar} data-testid="publish-bar">
      {status && (
        // the title: the whole text when a narrow toolbar cuts it
        <span
          className={changed.length > 0 || sharedChanged ? styles.draftBadge : styles.publishedBadge}
          role="status"
          title={state}
          data-testid="draft-state"
          data-locales={changed.join(' ')}
          data-shared-draft={sharedChanged || undefined}
        >
          {state}
        </span>
      )}
      {mayPublish && (
        <button type="button" className={styles.toolbarButton} disabled={busy || changed.length === 0} onClick={publish} title={t('editor.publication.publishTitle')} data-testid="publish" data-issues={issueCount}>
          {issueCount > 0 && changed.length > 0 ? t('editor.publication.publishCount', { count: issueCount }) : t('editor.publication.publish')}
        </button>
      )}
      <button type="button" className={styles.toolbarButton} disabled={busy || !status?.has_draft} onClick={discard} data-testid="discard">
        <ShortLabel long={t('editor.publication.discard')} short={t('editor.publication.discardShort')} />
      </button>
      <ReviewControls owner={owner} status={status} onStatus={setStatus} shortLabels issueCount={issueCount} marked={marked} onShowIssues={onShowIssues} />
      {owner.content_type !== 'person' && mayPublish && (
        <button type="button" className={styles.toolbarButton} onClick={() => setScheduling(true)} data-testid="schedule">
          {t('editor.publication.schedule')}
        </button>
      )}
      {scheduled && (
        <span className={styles.scheduleNote} title={scheduleNote} data-testid="schedule-note">
          {scheduleNote}
        </span>
      )}
      {status?.editing.map((other) => (
        <span key={other.name} className={styles.presence} role="status" title={t('editor.publication.editing', { name: other.name })} data-testid="presence">
          {t('editor.publication.editing', { name: other.name })}
        </span>
      ))}
      {asking && (
        <PublishDialog
          kind={asking}
          locales={changed}
          current={current}
          issueCount={issueCount}
          marked={marked}
          onShowIssues={onShowIssues}
          discardQuestion={t(owner.content_type === 'page' ? 'editor.publication.confirmDiscard' : 'editor.publication.confirmDiscardObject')}
          onClose={() => setAsking(null)}
          onConfirm={(locales) => {
            setAsking(null);
            if (asking === 'publish') publishNow(locales);
            // a draft with no visible change in any language: discard it whole
            else act(() => ops.discard(owner, changed.length > 0 ? locales : undefined));
          }}
        />
      )}
      {scheduling && status && (
        <ScheduleDialog
          status={status}
          current={current}
          onClose={() => setScheduling(false)}
          onSave={(times) =>
            ops.schedule(owner, times, { publish_at: status.publish_at, unpublish_at: status.unpublish_at, publish_locales: status.publish_locales }).then((next) => (setStatus(next), setScheduling(false)))
          }
        />
      )}
    </span>
  );
});
