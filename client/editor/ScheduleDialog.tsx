/** Go-live and take-down of a page, concert or story, entered in Europe/Berlin time; empty = none. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinLocalToDate, berlinZoneName, dateToBerlinLocal } from '../../shared/berlinTime';
import type { PublicationStatus } from '../../shared/contract/pages';
import { ApiError } from '../../shared/api/errors';
import { Dialog } from './ui/Dialog';
import { useCloseGuard } from './ui/closeGuard';
import { FormActions } from './ui/FormActions';
import * as styles from './ui/ui.module.css';

interface Times {
  publish_at: string | null;
  unpublish_at: string | null;
}

export function ScheduleDialog({ status, onClose, onSave }: { status: PublicationStatus; onClose(): void; onSave(times: Times): Promise<unknown> }) {
  const { t } = useTranslation();
  const id = useId();
  const [stored] = useState(() => ({ start: status.publish_at ? dateToBerlinLocal(status.publish_at) : '', end: status.unpublish_at ? dateToBerlinLocal(status.unpublish_at) : '' }));
  const [start, setStart] = useState(stored.start);
  const [end, setEnd] = useState(stored.end);
  const [error, setError] = useState('');
  // a time typed but not saved: closing asks first
  const { requestClose, prompt } = useCloseGuard(start !== stored.start || end !== stored.end, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toIso = (value: string) => (value ? (berlinLocalToDate(value)?.toISOString() ?? null) : null);
    onSave({ publish_at: toIso(start), unpublish_at: toIso(end) }).catch((err: unknown) => {
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
        <FormActions
          error={error}
          cancelLabel={t('editor.publication.cancel')}
          onCancel={requestClose}
          cancelTestId="schedule-cancel"
          submitLabel={t('editor.publication.save')}
          submitTestId="schedule-save"
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
