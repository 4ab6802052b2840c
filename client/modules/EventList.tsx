/**
 * Event list: the events the editor picked (loaded by the route loader into ModuleDataStore), with
 * only_bookable, include_past and past_as_last applied (eventFilters.ts). standard: rows with date,
 * time, venue and ticket state; highlight: image cards. Sold out and cancelled are marked, a
 * pre-sale shows a disabled button with its date, unavailable tickets are struck through.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/constants';
import type { EventListItem } from '../../shared/contract/events';
import type { ModuleNodeOf } from '../../shared/modules/data';
import { Picture } from '../media/Picture';
import { useModules } from './context';
import { selectEvents } from './eventFilters';
import { bool, childrenOf, cx, str } from './fields';
import { ModuleLink } from './ModuleLink';
import { formatEventDate, TicketState } from './TicketState';
import * as styles from './EventList.module.css';

export interface EventRowProps {
  event: EventListItem;
  locale: Locale;
  /** the title's heading level: 3 inside a content module, 2 on the concerts list */
  headingLevel?: 2 | 3;
  /** the performers under the title (the concerts list and a subscription's concerts) */
  showPerformers?: boolean;
  /** when the data was loaded (TicketState): a concert begun by then offers no tickets */
  now?: number;
}

/** One concert as a row: date, weekday and time, venue, title, (performers), ticket state. Shared with the concerts list. */
export function EventRow({ event, locale, headingLevel = 3, showPerformers = false, now }: EventRowProps) {
  const { t } = useTranslation();
  const when = formatEventDate(event.start, locale);
  const cancelled = event.availability === 'cancelled';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={cx(styles.row, cancelled && styles.isCancelled)} data-availability={event.availability} data-event-id={event.id}>
      <time className={styles.date} dateTime={event.start}>
        <span className={styles.day}>{when.day}</span>
        <span className={styles.month}>{when.month}</span>
      </time>
      <div className={styles.info}>
        <p className={styles.meta}>
          {when.weekday}, {t('content.events.time', { time: when.time })}
          {event.venue && <> · {event.venue.name}</>}
        </p>
        <Heading className={styles.title}>
          <ModuleLink href={event.url[locale]} className={styles.titleLink}>
            {cancelled ? <s>{event.title}</s> : event.title}
          </ModuleLink>
        </Heading>
        {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
        {showPerformers && event.performers.length > 0 && (
          <p className={styles.performers} data-performers="">
            {event.performers.map((performer, index) => (
              <span key={index} className={styles.performer}>
                {performer.name}
                {performer.role && <span className={styles.role}> {performer.role}</span>}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <TicketState event={event} locale={locale} now={now} />
      </div>
    </li>
  );
}

function EventCard({ event, locale, now }: { event: EventListItem; locale: Locale; now: number }) {
  const { t } = useTranslation();
  const when = formatEventDate(event.start, locale);
  const cancelled = event.availability === 'cancelled';
  return (
    <li className={cx(styles.card, cancelled && styles.isCancelled)} data-availability={event.availability}>
      <div className={styles.cardMedia}>
        {event.image ? (
          <Picture image={event.image} alias="horizontal" alt="" className={styles.picture} imgClassName={styles.img} sizes="(min-width: 64em) 33vw, 90vw" />
        ) : (
          <div className={styles.noImage} />
        )}
        <time className={styles.cardDate} dateTime={event.start}>
          <span className={styles.day}>{when.day}</span>
          <span className={styles.month}>{when.month}</span>
        </time>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          {when.weekday}, {t('content.events.time', { time: when.time })}
          {event.venue && <> · {event.venue.name}</>}
        </p>
        <h3 className={styles.title}>
          <ModuleLink href={event.url[locale]} className={styles.cardLink}>
            {cancelled ? <s>{event.title}</s> : event.title}
          </ModuleLink>
        </h3>
        {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
        <div className={styles.cardActions}>
          <TicketState event={event} locale={locale} now={now} />
        </div>
      </div>
    </li>
  );
}

export function EventList({ node }: { node: ModuleNodeOf<'event-list'> }) {
  const { t, i18n } = useTranslation();
  const { events, now } = useModules();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const picked = childrenOf(node)
    .map((item) => events[String(item.data.event)])
    .filter((event): event is EventListItem => !!event);
  const shown = selectEvents(picked, { only_bookable: bool(node, 'only_bookable'), include_past: bool(node, 'include_past', true), past_as_last: bool(node, 'past_as_last') }, now);
  if (shown.length === 0) return <p className={styles.empty}>{t('content.events.none')}</p>;
  const highlight = str(node, 'extra_class') === 'highlight';
  return (
    <ul className={highlight ? styles.cards : styles.rows}>
      {shown.map((event) => (highlight ? <EventCard key={event.id} event={event} locale={locale} now={now} /> : <EventRow key={event.id} event={event} locale={locale} now={now} />))}
    </ul>
  );
}
