/**
 * The concerts list (route `events`): from today, filtered by the URL query (EventFilters), grouped
 * by month, each concert a row of the event list module (EventRow). "Load more" is a link to the
 * next page's address (`?page=N`) that appends it in place (forward only, EventsStore). Empty:
 * 'No Events'; a failed page: a message with a retry.
 */
import { observer } from 'mobx-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { EventListItem } from '../../../shared/contract/events';
import { EventRow } from '../../modules/EventList';
import * as listStyles from '../../modules/EventList.module.css';
import { EventFilters } from './EventFilters';
import * as styles from './EventsPage.module.css';
import { useArea } from '../../stores/context';
import { eventsArea } from '../../stores/EventsStore';
import { dateTimeFormat, intlLocale } from '../../../shared/intl';
import { buildPath } from '../../../shared/routes';
import { pageHref } from '../../../shared/routes/pageHref';
import { eventQuery } from '../../stores/eventsFilter';
import { LoadMore } from '../LoadMore';

interface MonthGroup {
  /** 'YYYY-MM' in Berlin (the start carries Berlin's offset, so its date part is the Berlin day) */
  month: string;
  events: EventListItem[];
}

export function groupByMonth(events: readonly EventListItem[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const event of events) {
    const month = event.start.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.month === month) last.events.push(event);
    else groups.push({ month, events: [event] });
  }
  return groups;
}

const monthLabel = (month: string, locale: Locale) =>
  dateTimeFormat(intlLocale(locale), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-15T12:00:00Z`));

const EventsPage = observer(function EventsPage() {
  const { t, i18n } = useTranslation();
  const events = useArea(eventsArea);
  const list = events.list;
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  // a failed first page: the list's error state (a later page's failure: LoadMore's retry)
  const failed = list.listError !== null && list.items.length === 0;
  const results = useRef<HTMLDivElement>(null);
  const query = events.filter ? eventQuery(events.filter, events.today) : '';
  const listPath = `${buildPath('events', locale)}${query ? `?${query}` : ''}`;
  const labels = { more: t('events.loadMore'), loading: t('events.loading'), error: t('events.error'), retry: t('events.retry') };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('events.title')}</h1>
        <p className={styles.lead}>{t('events.lead')}</p>
      </header>
      <EventFilters />
      {events.invalidFilters.length > 0 && (
        <p className={styles.notice} role="status">
          {t('events.filter.invalid')}
        </p>
      )}
      <div className={styles.results} data-search-index="" ref={results}>
        <p className={styles.count} aria-live="polite" data-testid="events-count">
          {list.loaded && list.count > 0 ? t('events.shown', { shown: list.items.length, count: list.count }) : ''}
        </p>
        {list.isEmpty && !failed && (
          <div className={styles.empty} data-testid="events-empty">
            <p className={styles.emptyTitle}>{t('events.empty')}</p>
            <p className={styles.emptyHint}>{t('events.emptyHint')}</p>
          </div>
        )}
        {groupByMonth(list.items).map((group) => (
          <section key={group.month} className={styles.month} aria-labelledby={`month-${group.month}`}>
            <h2 id={`month-${group.month}`} className={styles.monthTitle}>
              {monthLabel(group.month, locale)}
            </h2>
            <ul className={listStyles.rows} data-testid="events-list">
              {group.events.map((event) => (
                <EventRow key={event.id} event={event} locale={locale} showPerformers now={list.loadedAt} />
              ))}
            </ul>
          </section>
        ))}
        {failed && (
          <div className={styles.error} role="alert">
            <p>{t('events.error')}</p>
            <button type="button" className={styles.secondaryButton} onClick={() => void list.retry()}>
              {t('events.retry')}
            </button>
          </div>
        )}
        {/* a link to the next page's address (crawlable); with script it appends and moves the focus to the first concert added */}
        <LoadMore list={list} href={pageHref(listPath, list.nextPage)} container={results} linkSelector="li[data-event-id] h3 a" labels={labels} testId="events-more" />
      </div>
      <div data-search-index-end="" hidden />
    </div>
  );
});

export default EventsPage;
