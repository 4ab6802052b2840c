/**
 * The results page's search field: a GET form to the results page (works without JavaScript);
 * hydrated, it navigates in the app and keeps the chosen category.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '../../../shared/constants';
import { SEARCH_QUERY_MAX } from '../../../shared/contract/search';
import { buildPath } from '../../../shared/routes';
import { SearchIcon } from '../../layout/SearchIcon';
import type { SearchCategory } from '../../stores/SearchStore';
import { normalizeQuery, SEARCH_QUERY_PARAM } from './query';
import * as styles from './Search.module.css';

export function SearchForm({ locale, text, category }: { locale: Locale; text: string; category: SearchCategory | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(text);
  const action = buildPath('search-category-page', locale, category ? { category } : {});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = normalizeQuery(value);
    void navigate(query ? `${action}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}` : action);
  };
  return (
    <form role="search" className={styles.form} action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor="search-page-input" className="visually-hidden">
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} />
        <input
          id="search-page-input"
          name={SEARCH_QUERY_PARAM}
          type="search"
          maxLength={SEARCH_QUERY_MAX}
          className={styles.input}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          data-testid="search-page-input"
        />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
