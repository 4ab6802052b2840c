/**
 * A concert's date parts and its ticket state (SPEC §2): shared by the event list module and the
 * concert pages, apart from the list so the concert detail page does not load the whole list.
 */
import { useTranslation } from 'react-i18next';
import { TIME_ZONE } from '../../shared/constants';
import type { EventListItem } from '../../shared/contract/events';
import { isPast } from './eventFilters';
import { cx } from './fields';
import { ModuleLink } from './ModuleLink';
import * as styles from './EventList.module.css';
import { dateTimeFormat, intlLocale } from '../../shared/intl';

/** The parts of a concert's date the pages show, each formatted in Berlin's time. */
const EVENT_DATE_PARTS = {
  day: { day: 'numeric' },
  month: { month: 'long' },
  weekday: { weekday: 'long' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '14.03.2031' / '14/03/2031': a short title's date */
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hour12: false },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type EventDatePart = keyof typeof EVENT_DATE_PARTS;
export type EventDateParts = Readonly<Record<EventDatePart, string>>;

/** Each part's format per locale, found without building a key from its options on every call. */
const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(locale: string, part: EventDatePart): Intl.DateTimeFormat {
  const key = `${locale}|${part}`;
  let format = partFormats.get(key);
  if (!format) partFormats.set(key, (format = dateTimeFormat(locale, { timeZone: TIME_ZONE, ...EVENT_DATE_PARTS[part] })));
  return format;
}

/**
 * A concert's date in parts, each formatted when first read: a list shows four of the six (an
 * uncached view of the concerts formatted 72 parts for its 12 concerts, a third of them unread).
 */
export function formatEventDate(iso: string, locale: string): EventDateParts {
  const date = new Date(iso);
  const intl = intlLocale(locale);
  const formatted: Partial<Record<EventDatePart, string>> = {};
  const part = (name: EventDatePart) => (formatted[name] ??= partFormat(intl, name).format(date));
  return {
    get day() {
      return part('day');
    },
    get month() {
      return part('month');
    },
    get weekday() {
      return part('weekday');
    },
    get date() {
      return part('date');
    },
    get numeric() {
      return part('numeric');
    },
    get time() {
      return part('time');
    },
  };
}

const formatPresale = (day: string, locale: string) =>
  dateTimeFormat(intlLocale(locale), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/**
 * What a visitor can do about tickets. `now` (ms; the time the page's data was loaded, the same on
 * server and client): a concert that has begun by then offers no tickets, whatever its availability.
 */
export function TicketState({ event, locale, now }: { event: EventListItem; locale: string; now?: number }) {
  const { t } = useTranslation();
  if (now !== undefined && event.availability !== 'cancelled' && isPast(event, now)) return <span className={cx(styles.badge, styles.past)}>{t('content.events.past')}</span>;
  switch (event.availability) {
    case 'bookable':
      return event.ticket_url ? (
        <ModuleLink href={event.ticket_url} className={styles.tickets} aria-label={t('content.events.ticketsFor', { title: event.title })}>
          {t('content.events.tickets')}
        </ModuleLink>
      ) : null;
    case 'presale':
      return (
        <button type="button" className={styles.tickets} disabled>
          {event.presale_start ? t('content.events.presaleFrom', { date: formatPresale(event.presale_start, locale) }) : t('content.events.presale')}
        </button>
      );
    case 'soldout':
      return (
        <span className={styles.state}>
          <s className={styles.unavailable}>{t('content.events.tickets')}</s>
          <span className={cx(styles.badge, styles.soldout)}>{t('content.events.soldout')}</span>
        </span>
      );
    case 'cancelled':
      return <span className={cx(styles.badge, styles.cancelled)}>{t('content.events.cancelled')}</span>;
  }
}
