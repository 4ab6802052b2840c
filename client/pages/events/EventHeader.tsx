/**
 * The event header (SPEC §2 layout: an event header on event routes): the concert's image full
 * bleed under the transparent site header, with genre, title, subtitle, date, time and venue, and
 * the ticket state. Without an image a dark teal band carries the same text.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { EventDetail } from '../../../shared/contract/events';
import { Picture } from '../../media/Picture';
import { formatEventDate, TicketState } from '../../modules/TicketState';
import { CopyrightButton } from '../../modules/ModuleImage';
import { formatPriceRange } from '../subscriptions/prices';
import * as styles from './EventDetailPage.module.css';

/** `now`: when the concert was loaded (TicketState) */
export function EventHeader({ event, locale, now }: { event: EventDetail; locale: Locale; now: number }) {
  const { t } = useTranslation();
  const when = formatEventDate(event.start, locale);
  const cancelled = event.availability === 'cancelled';
  return (
    <header className={`${styles.hero} on-image`} data-testid="event-header">
      {event.image && (
        <>
          <Picture image={event.image} alias="large" priority alt="" className={styles.heroPicture} imgClassName={styles.heroImg} sizes="100vw" />
          <CopyrightButton image={event.image} />
        </>
      )}
      <div className={event.image ? `${styles.heroText} text-scrim` : styles.heroText}>
        {event.genre && <p className={styles.preline}>{event.genre.name}</p>}
        <h1 className={styles.heroTitle}>{cancelled ? <s>{event.title}</s> : event.title}</h1>
        {event.subtitle && <p className={styles.heroSubtitle}>{event.subtitle}</p>}
        <p className={styles.heroWhen}>
          <time dateTime={event.start}>
            {when.weekday}, {when.date} · {t('content.events.time', { time: when.time })}
          </time>
          {event.venue && <span> · {event.venue.name}</span>}
        </p>
        {event.prices && !cancelled && (
          <p className={styles.heroPrices}>{event.prices.high === 0 ? t('content.events.free') : t('content.events.prices', { prices: formatPriceRange(event.prices, locale) })}</p>
        )}
        <div className={styles.heroActions}>
          <TicketState event={event} locale={locale} now={now} />
        </div>
      </div>
    </header>
  );
}
