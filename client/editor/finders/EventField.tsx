/**
 * Event field (SPEC §2 event finder): a concert by id. Shows the chosen concert (title, date, venue);
 * "Find a concert" opens the finder: concerts by title, upcoming first, with date and venue, paged.
 */
import { useState } from 'react';
import type { EventChoice, EventChoiceList } from '../../../shared/contract/finders';
import { EVENT_FINDER_PAGE_SIZE } from '../../../shared/contract/finders';
import type { FieldWidgetProps } from '../fieldProps';
import { finderPaths, SEARCH_DEBOUNCE_MS, useLoad } from './api';
import { Dialog } from './Dialog';
import { formatDate } from './format';
import { finderTexts, useWidgetTexts } from './i18n';
import { Pager } from './Pager';
import * as styles from './widgets.module.css';

function EventSearch({ selected, onPick }: { selected: number | null; onPick(event: EventChoice): void }) {
  const { t, locale } = useWidgetTexts(finderTexts);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useLoad<EventChoiceList>(finderPaths.events(locale, text, page), SEARCH_DEBOUNCE_MS);
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        {t('searchLabel')}
        <input
          className={styles.input}
          type="search"
          value={text}
          maxLength={200}
          data-autofocus
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
      </label>
      <p className={styles.status} role="status">
        {loading ? t('loading') : error ? <span className={styles.error}>{t('loadFailed')}</span> : data?.count === 0 ? t('noResults') : ''}
      </p>
      {data && data.results.length > 0 && (
        <ul className={styles.results} aria-label={t('event.results')} data-testid="event-results">
          {data.results.map((event) => (
            <li key={event.id}>
              <button type="button" className={styles.result} aria-pressed={event.id === selected} data-event-id={event.id} onClick={() => onPick(event)}>
                <span className={styles.resultTitle}>{event.title}</span>
                <span>{!event.is_online && <span className={`${styles.badge} ${styles.offline}`}>{t('offline')}</span>}</span>
                <span className={styles.resultDetail}>{[formatDate(event.start, locale, true), event.venue].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} count={data.count} pageSize={EVENT_FINDER_PAGE_SIZE} onPage={setPage} />}
    </div>
  );
}

export default function EventField({ id, label, value, onChange, required, invalid, describedBy }: FieldWidgetProps<number | null>) {
  const { t, locale } = useWidgetTexts(finderTexts);
  const [open, setOpen] = useState(false);
  const { data: current, loading, error } = useLoad<EventChoice>(value ? finderPaths.event(locale, value) : null);
  return (
    <div className={styles.field} data-testid="event-field">
      <p className={styles.current} aria-live="polite" data-testid="event-current">
        {value === null ? (
          <span className={styles.muted}>{t('event.none')}</span>
        ) : current ? (
          <>
            <strong>{current.title}</strong>
            <span>{[formatDate(current.start, locale, true), current.venue].filter(Boolean).join(' · ')}</span>
            {!current.is_online && <span className={`${styles.badge} ${styles.offline}`}>{t('offline')}</span>}
          </>
        ) : loading ? (
          <span className={styles.muted}>{t('loading')}</span>
        ) : (
          <span className={error ? styles.error : styles.muted}>{t('event.unknown', { id: value })}</span>
        )}
      </p>
      <div className={styles.row}>
        <button
          id={id}
          type="button"
          className={styles.button}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        >
          {value === null ? t('event.find') : t('event.change')}
        </button>
        {value !== null && (
          <button type="button" className={styles.button} onClick={() => onChange(null)} aria-label={`${label}: ${t('remove')}`}>
            {t('remove')}
          </button>
        )}
      </div>
      <Dialog open={open} title={t('event.dialogTitle')} closeLabel={t('close')} onClose={() => setOpen(false)} testId="event-finder">
        <EventSearch
          selected={value}
          onPick={(event) => {
            onChange(event.id);
            setOpen(false);
          }}
        />
      </Dialog>
    </div>
  );
}
