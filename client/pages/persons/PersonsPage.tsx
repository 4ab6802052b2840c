/**
 * Route persons: the orchestra (SPEC §2), grouped by position (the person categories in their
 * order), with the filters and forward-only pagination ('load more' appends the next page).
 */
import { observer } from 'mobx-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PersonCard } from './PersonCard';
import { PersonFilters } from './PersonFilters';
import * as styles from './Persons.module.css';
import { useArea } from '../../stores/context';
import { personsArea } from '../../stores/PersonsStore';
import { ListFailed } from '../ListFailed';
import { LoadMore } from '../LoadMore';
import { buildPath } from '../../../shared/routes';
import { pageHref } from '../../../shared/routes/pageHref';
import { personFilterQuery } from '../../stores/personFilter';
import type { Locale } from '../../../shared/constants';

const PersonsPage = observer(function PersonsPage() {
  const { t, i18n } = useTranslation();
  const persons = useArea(personsArea);
  const list = persons.list;
  const { search } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const filterQuery = personFilterQuery(persons.filter);
  const listPath = `${buildPath('persons', locale)}${filterQuery ? `?${filterQuery}` : ''}`;
  const labels = { more: t('persons.loadMore'), loading: t('persons.loading'), error: t('persons.loadFailed'), retry: t('persons.tryAgain') };
  let first = true;
  return (
    <div className={styles.page} data-testid="persons-page">
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('persons.title')}</h1>
        <p className={styles.lead}>{t('persons.intro')}</p>
      </header>
      <PersonFilters />
      <div className={styles.list} aria-busy={persons.loading} data-search-index="" ref={container}>
        {persons.listFailed ? (
          <ListFailed onRetry={() => persons.retry(new URLSearchParams(search))} testId="persons-failed" />
        ) : list.items.length === 0 ? (
          <p className={styles.empty} role="status">
            {t('persons.noPersons')}
          </p>
        ) : (
          persons.groups.map((group, index) => (
            <section key={`${group.key}-${index}`} className={styles.group} aria-labelledby={`group-${index}`} data-group={group.key}>
              <h2 id={`group-${index}`} className={styles.groupTitle}>
                {group.name ?? (group.kind === 'ensembles' ? t('persons.ensembles') : t('persons.others'))}
              </h2>
              <ul className={styles.grid}>
                {group.persons.map((person) => {
                  const priority = first && !!person.image;
                  if (priority) first = false;
                  return (
                    <li key={person.id}>
                      <PersonCard person={person} priority={priority} />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
      <div data-search-index-end="" hidden />
      {list.items.length > 0 && (
        <div className={styles.more}>
          <p className={styles.shown} aria-live="polite">
            {t('persons.shown', { shown: list.items.length, count: list.count })}
          </p>
          {/* a link to the next page's address (crawlable); with script it appends in place */}
          <LoadMore list={list} href={pageHref(listPath, list.nextPage)} container={container} linkSelector='[data-testid="person-card"] a' labels={labels} />
        </div>
      )}
    </div>
  );
});

export default PersonsPage;
