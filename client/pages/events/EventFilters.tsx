/**
 * The concerts list's filter: from date, venue, genre (selects) and tags (pill links). Every change
 * goes into the URL query (react-router navigation), whose loader resets the list to page 1, so a
 * filtered list can be shared and reloaded. Without JavaScript the form submits the same query.
 */
import { observer } from 'mobx-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../links/RouterLink';
import { isIsoDate } from '../../../shared/isoDate';
import { eventQuery, isFiltered, type EventFilter } from '../../stores/eventsFilter';
import * as styles from './EventsPage.module.css';
import { useArea } from '../../stores/context';
import { eventsArea } from '../../stores/EventsStore';

export const EventFilters = observer(function EventFilters() {
  const { t } = useTranslation();
  const events = useArea(eventsArea);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // After hydration the selects apply at once; the submit button is only for visitors without JavaScript.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const filter = events.filter;
  const today = events.today;
  if (!filter) return null;

  const href = (next: EventFilter) => {
    const query = eventQuery(next, today);
    return query ? `${pathname}?${query}` : pathname;
  };
  const apply = (change: Partial<EventFilter>) => navigate(href({ ...filter, ...change }));
  const onSelect = (key: 'venue' | 'genre') => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    apply(key === 'venue' ? { venue: value ? Number(value) : null } : { genre: value || null });
  };
  const onDate = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value === '') apply({ date: today });
    else if (isIsoDate(value)) apply({ date: value < today ? today : value });
  };

  return (
    <form className={styles.filters} method="get" action={pathname} aria-label={t('events.filter.label')} onSubmit={(e) => e.preventDefault()}>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('events.filter.date')}</span>
          <input type="date" name="date" min={today} value={filter.date} onChange={onDate} className={styles.control} />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('events.filter.venue')}</span>
          <select name="venue" value={filter.venue ?? ''} onChange={onSelect('venue')} className={styles.control}>
            <option value="">{t('events.filter.all')}</option>
            {events.venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('events.filter.genre')}</span>
          <select name="genre" value={filter.genre ?? ''} onChange={onSelect('genre')} className={styles.control}>
            <option value="">{t('events.filter.all')}</option>
            {events.genres.map((genre) => (
              <option key={genre.id} value={genre.slug}>
                {genre.name}
              </option>
            ))}
          </select>
        </label>
        {filter.tag && <input type="hidden" name="tag" value={filter.tag} />}
        {!interactive && (
          <button type="submit" className={styles.apply}>
            {t('events.filter.apply')}
          </button>
        )}
      </div>
      {events.tags.length > 0 && (
        <div className={styles.tagRow}>
          <span className={styles.fieldLabel} id="event-tags-label">
            {t('events.filter.tag')}
          </span>
          <ul className={styles.tags} aria-labelledby="event-tags-label" data-testid="event-tags">
            <li>
              <RouterLink to={href({ ...filter, tag: null })} className={styles.tag} aria-current={filter.tag === null ? 'true' : undefined}>
                {t('events.filter.all')}
              </RouterLink>
            </li>
            {events.tags.map((tag) => (
              <li key={tag.id}>
                <RouterLink to={href({ ...filter, tag: tag.slug })} className={styles.tag} aria-current={filter.tag === tag.slug ? 'true' : undefined}>
                  {tag.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {isFiltered(filter, today) && (
        <RouterLink to={pathname} className={styles.reset}>
          {t('events.filter.reset')}
        </RouterLink>
      )}
    </form>
  );
});
