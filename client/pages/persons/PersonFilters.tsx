/**
 * The orchestra's filters (SPEC §2): persons, ensembles or both, and any number of sections. Each
 * choice changes the URL query (categories, is_ensemble), so a filtered list can be shared; the
 * route's loader then loads page 1 of the new filter.
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { personFilterOf, personFilterQuery, type PersonFilter } from '../../stores/personFilter';
import { personsArea } from '../../stores/PersonsStore';
import * as styles from './Persons.module.css';
import { useArea } from '../../stores/context';

export const PersonFilters = observer(function PersonFilters() {
  const { t } = useTranslation();
  const persons = useArea(personsArea);
  const navigate = useNavigate();
  const location = useLocation();
  // From the address bar, not the store: a choice shows at once, and the next one builds on it
  // even while the list of the previous one is still loading.
  const filter = personFilterOf(new URLSearchParams(location.search), persons.categories);
  const go = (next: PersonFilter) => {
    const query = personFilterQuery(next);
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { preventScrollReset: true });
  };
  const toggleCategory = (slug: string) =>
    go({ ...filter, categories: filter.categories.includes(slug) ? filter.categories.filter((s) => s !== slug) : [...filter.categories, slug] });
  const kinds: { value: boolean | null; label: string }[] = [
    { value: null, label: t('persons.all') },
    { value: false, label: t('persons.musicians') },
    { value: true, label: t('persons.ensembles') },
  ];
  const filtered = filter.categories.length > 0 || filter.ensemble !== null;
  return (
    <section className={styles.filters} aria-label={t('persons.filterLabel')} data-testid="person-filters">
      <div className={styles.filterRow} role="group" aria-label={t('persons.kind')}>
        <span className={styles.filterLabel} aria-hidden="true">
          {t('persons.kind')}
        </span>
        <div className={styles.segmented}>
          {kinds.map((kind) => (
            <button
              key={String(kind.value)}
              type="button"
              className={styles.segment}
              aria-pressed={filter.ensemble === kind.value}
              data-kind={String(kind.value)}
              onClick={() => go({ ...filter, ensemble: kind.value })}
            >
              {kind.label}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.filterRow} role="group" aria-label={t('persons.sections')}>
        <span className={styles.filterLabel} aria-hidden="true">
          {t('persons.sections')}
        </span>
        <ul className={styles.chips}>
          {persons.categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={filter.categories.includes(category.slug)}
                data-category={category.slug}
                onClick={() => toggleCategory(category.slug)}
              >
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {filtered && (
        <button type="button" className={styles.reset} onClick={() => go({ categories: [], ensemble: null })}>
          {t('persons.reset')}
        </button>
      )}
    </section>
  );
});
