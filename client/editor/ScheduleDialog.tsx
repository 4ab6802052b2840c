/**
 * Go-live and take-down of a page, concert or story, entered in Europe/Berlin time; empty = none.
 * The go-live publishes the draft of the languages chosen here only (issue 45 item 1): when another
 * language than the page's has unpublished changes (or was chosen before), a checkbox per language
 * asks which, the page's language checked and the others not, as Publish asks; otherwise the page's
 * language. A go-live set in the admin (no choice there) publishes every language.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinLocalToDate, berlinZoneName, dateToBerlinLocal } from '../../shared/berlinTime';
import { LOCALES, type Locale } from '../../shared/constants';
import type { PublicationStatus } from '../../shared/contract/pages';
import { ApiError } from '../../shared/api/errors';
import type { ScheduleTimes } from './EditorStore';
import { LanguageChoice, useLanguageChoice } from './PublishDialog';
import { Dialog } from './ui/Dialog';
import { useCloseGuard } from './ui/closeGuard';
import { FormActions } from './ui/FormActions';
import * as styles from './ui/ui.module.css';

/** The languages offered for the go-live: the page's, those with changes, and those chosen before. */
export const scheduleLanguages = (status: Pick<PublicationStatus, 'draft_locales' | 'publish_locales'>, current: Locale): Locale[] =>
  LOCALES.filter((l) => l === current || status.draft_locales.includes(l) || (status.publish_locales ?? []).includes(l));

/** Checked at first: the languages chosen before; every one offered for a go-live set without a choice (the admin's); else the page's. */
export const scheduleFirstChoice = (status: Pick<PublicationStatus, 'draft_locales' | 'publish_locales' | 'publish_at'>, current: Locale): Locale[] => {
  const listed = scheduleLanguages(status, current);
  if (!status.publish_at) return [current];
  return status.publish_locales ? listed.filter((l) => status.publish_locales!.includes(l)) : listed;
};

interface ScheduleDialogProps {
  status: PublicationStatus;
  /** the page's language */
  current: Locale;
  onClose(): void;
  onSave(times: ScheduleTimes): Promise<unknown>;
}

export function ScheduleDialog({ status, current, onClose, onSave }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [stored] = useState(() => ({ start: status.publish_at ? dateToBerlinLocal(status.publish_at) : '', end: status.unpublish_at ? dateToBerlinLocal(status.unpublish_at) : '' }));
  const [start, setStart] = useState(stored.start);
  const [end, setEnd] = useState(stored.end);
  const [error, setError] = useState('');
  const listed = scheduleLanguages(status, current);
  const [first] = useState(() => scheduleFirstChoice(status, current));
  const { chosen, toggle } = useLanguageChoice(() => first);
  // the choice matters for a go-live only
  const asking = start !== '' && listed.length > 1;
  const locales = asking ? chosen : [current];
  // a time typed or a language changed but not saved: closing asks first
  const { requestClose, prompt } = useCloseGuard(start !== stored.start || end !== stored.end || (asking && chosen.join() !== first.join()), onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toIso = (value: string) => (value ? (berlinLocalToDate(value)?.toISOString() ?? null) : null);
    const publish_at = toIso(start);
    onSave({ publish_at, unpublish_at: toIso(end), publish_locales: publish_at ? locales : null }).catch((err: unknown) => {
      const fields = err instanceof ApiError ? Object.values(err.errors ?? {}).flat() : [];
      setError(fields.join(' ') || (err instanceof Error ? err.message : ''));
    });
  };

  return (
    <>
    <Dialog title={t('editor.publication.scheduleTitle')} onClose={requestClose} size="small" testId="schedule-dialog">
      <form onSubmit={submit} className={styles.fields}>
        <p>{t('editor.publication.scheduleIntro')}</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-start`}>
            {t('editor.publication.publishAt')}
          </label>
          <input id={`${id}-start`} type="datetime-local" className={styles.input} value={start} onChange={(e) => setStart(e.target.value)} aria-describedby={`${id}-start-zone`} data-testid="publish-at" />
          <ZoneHint id={`${id}-start-zone`} value={start} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-end`}>
            {t('editor.publication.unpublishAt')}
          </label>
          <input id={`${id}-end`} type="datetime-local" className={styles.input} value={end} onChange={(e) => setEnd(e.target.value)} aria-describedby={`${id}-end-zone`} data-testid="unpublish-at" />
          <ZoneHint id={`${id}-end-zone`} value={end} />
        </div>
        {asking && <LanguageChoice legend={t('editor.publication.scheduleLanguages')} listed={listed} current={current} chosen={chosen} onToggle={toggle} />}
        <FormActions
          error={error}
          cancelLabel={t('editor.publication.cancel')}
          onCancel={requestClose}
          cancelTestId="schedule-cancel"
          submitLabel={t('editor.publication.save')}
          submitTestId="schedule-save"
          submitDisabled={asking && chosen.length === 0}
        />
      </form>
    </Dialog>
    {prompt}
    </>
  );
}

/** 'Berliner Zeit (MESZ)': the zone the typed time counts in (summer or winter time at that date). */
export function ZoneHint({ id, value }: { id: string; value: string }) {
  const { t, i18n } = useTranslation();
  const at = (value && berlinLocalToDate(value)) || new Date();
  return (
    <span id={id} className={styles.hint} data-testid="zone-hint">
      {t('editor.publication.berlinTime', { zone: berlinZoneName(at, i18n.language) })}
    </span>
  );
}
