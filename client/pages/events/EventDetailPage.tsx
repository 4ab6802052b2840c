/**
 * A concert (route `events-slug-id`): the event header, then the text, the programme (works and
 * performers, performers who are our musicians linked to their page) and the concert's content
 * sections; beside them the date card: date and time, venue with address, tickets and the
 * add-to-calendar (.ics) link of the back end (GET /{locale}/api/calendar/?event={id}).
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { EventDetail } from '../../../shared/contract/events';
import { buildPath } from '../../../shared/routes';
import * as eventPaths from '../../../shared/api/eventPaths';
import { SmartLink } from '../../links/SmartLink';
import { formatEventDate, TicketState } from '../../modules/TicketState';
import { StaffEditLink } from '../../staff/StaffEditLink';
// EventHeader (with ModuleImage's CSS) before the sections, as on the other pages: one CSS order for the shared chunk
import { EventHeader } from './EventHeader';
import { ObjectSections } from '../ObjectSections';
import * as styles from './EventDetailPage.module.css';
import { useArea } from '../../stores/context';
import { concertArea } from '../../stores/ConcertStore';

function Programme({ event, locale }: { event: EventDetail; locale: Locale }) {
  const { t } = useTranslation();
  const { works, performers } = event.programme;
  if (works.length === 0 && performers.length === 0) return null;
  return (
    <section className={styles.programme} aria-labelledby="programme-title" data-testid="programme">
      <h2 id="programme-title" className={styles.sectionTitle}>
        {t('events.detail.programme')}
      </h2>
      {works.length > 0 && (
        <ol className={styles.works} aria-label={t('events.detail.works')}>
          {works.map((work, index) => (
            <li key={index} className={styles.work}>
              <span className={styles.composer}>{work.composer}</span>
              <span className={styles.workTitle}>{work.title}</span>
            </li>
          ))}
        </ol>
      )}
      {performers.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('events.detail.performers')}</h3>
          <ul className={styles.performers}>
            {performers.map((performer, index) => (
              <li key={index} className={styles.performer}>
                {performer.person ? (
                  <SmartLink href={performer.person.url[locale]} className={styles.performerName}>
                    {performer.name}
                  </SmartLink>
                ) : (
                  <span className={styles.performerName}>{performer.name}</span>
                )}
                {performer.role && <span className={styles.performerRole}>{performer.role}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function DateCard({ event, locale, now }: { event: EventDetail; locale: Locale; now: number }) {
  const { t } = useTranslation();
  const when = formatEventDate(event.start, locale);
  const until = event.end ? formatEventDate(event.end, locale) : null;
  const venue = event.venue;
  return (
    <aside className={styles.card} aria-labelledby="date-title" data-testid="event-facts">
      <h2 id="date-title" className={styles.cardTitle}>
        {t('events.detail.dates')}
      </h2>
      <p className={styles.cardDate}>
        <time dateTime={event.start}>
          <span className={styles.cardWeekday}>{when.weekday}</span>
          <span className={styles.cardDay}>{when.date}</span>
          <span>
            {t('content.events.time', { time: when.time })}
            {until && until.date === when.date && <> – {until.time}</>}
          </span>
        </time>
      </p>
      {venue && (
        <div data-testid="event-venue">
          <h3 className={styles.cardSubtitle}>{t('events.detail.venue')}</h3>
          <address className={styles.address}>
            <strong>{venue.name}</strong>
            {venue.address && <span>{venue.address}</span>}
            {venue.city && !venue.address.includes(venue.city) && <span>{venue.city}</span>}
          </address>
          {venue.url && (
            <SmartLink href={venue.url} className={styles.venueLink}>
              {t('events.detail.venueSite')}
            </SmartLink>
          )}
          <StaffEditLink model="venue" id={venue.id} />
        </div>
      )}
      <div className={styles.cardActions}>
        <TicketState event={event} locale={locale} now={now} />
        <a className={styles.calendar} href={eventPaths.eventCalendar(locale, event.id)} download={`${event.slug}.ics`} type="text/calendar" data-testid="event-ics">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          {t('events.detail.calendar')}
        </a>
      </div>
    </aside>
  );
}

const EventDetailPage = observer(function EventDetailPage() {
  const { t, i18n } = useTranslation();
  const concert = useArea(concertArea);
  const event = concert.current;
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  if (!event) return null;
  return (
    <article className={styles.page} data-testid="event-detail">
      <div data-search-index="">
        <EventHeader event={event} locale={locale} now={concert.loadedAt} />
        <div className={styles.body}>
          <div className={styles.main}>
            <StaffEditLink model="event" id={event.id} />
            {event.text && <div className={styles.text} dangerouslySetInnerHTML={{ __html: event.text }} />}
            <Programme event={event} locale={locale} />
          </div>
          <DateCard event={event} locale={locale} now={concert.loadedAt} />
        </div>
        <div className={styles.sections}>
          <ObjectSections owner={{ content_type: 'event', object_id: event.id }} sections={concert.sections} />
        </div>
      </div>
      <div data-search-index-end="" hidden />
      <p className={styles.back}>
        <SmartLink href={buildPath('events', locale)}>{t('events.detail.back')}</SmartLink>
      </p>
    </article>
  );
});

export default EventDetailPage;
