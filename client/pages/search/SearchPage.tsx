/**
 * /de/search/{category?}/{page?}?query=: the search form, the categories (all, pages, others) with
 * their counts, the hits with highlighted snippets, pagination, and the no-results text of SPEC §8.
 * Category and page live in the path, the text in the query, so a result list can be shared.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { SearchHit } from '../../../shared/contract/search';
import { SEARCH_PAGE_SIZE } from '../../../shared/contract/search';
import { buildPath } from '../../../shared/routes';
import { SmartLink } from '../../links/SmartLink';
import { SEARCH_CATEGORIES, type SearchCategory, searchArea } from '../../stores/SearchStore';
import { SEARCH_QUERY_PARAM } from './loaders';
import { SearchForm } from './SearchForm';
import { snippetParts } from './snippet';
import * as styles from './Search.module.css';
import { useArea } from '../../stores/areas';

export function searchUrl(locale: Locale, text: string, category?: SearchCategory | null, page = 1): string {
  const params: Record<string, string> = {};
  if (category) params.category = category;
  if (category && page > 1) params.page = String(page);
  const path = buildPath('search-category-page', locale, params);
  return text ? `${path}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(text)}` : path;
}

function Snippet({ snippet }: { snippet: string }) {
  return (
    <p className={styles.snippet}>
      {snippetParts(snippet).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  return (
    <li className={styles.hit} data-testid="search-hit">
      <p className={styles.kind}>{t(`search.kinds.${hit.kind}`)}</p>
      <h3 className={styles.hitTitle}>
        <SmartLink href={hit.url} className={styles.hitLink}>
          {hit.title}
        </SmartLink>
      </h3>
      {hit.snippet && <Snippet snippet={hit.snippet} />}
    </li>
  );
}

function Pagination({ locale, text, category, page, count }: { locale: Locale; text: string; category: SearchCategory; page: number; count: number }) {
  const { t } = useTranslation();
  const pages = Math.ceil(count / SEARCH_PAGE_SIZE);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav className={styles.pagination} aria-label={t('search.pagination')}>
      {page > 1 && (
        <SmartLink end href={searchUrl(locale, text, category, page - 1)} className={styles.pageStep} rel="prev">
          {t('search.previous')}
        </SmartLink>
      )}
      <ol className={styles.pageList}>
        {numbers.map((n, index) => (
          <li key={n}>
            {index > 0 && numbers[index - 1] !== n - 1 && <span className={styles.gap}>…</span>}
            <SmartLink
              end
              href={searchUrl(locale, text, category, n)}
              className={styles.pageNumber}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('search.pageLabel', { page: n })}
            >
              {n}
            </SmartLink>
          </li>
        ))}
      </ol>
      {page < pages && (
        <SmartLink end href={searchUrl(locale, text, category, page + 1)} className={styles.pageStep} rel="next">
          {t('search.next')}
        </SmartLink>
      )}
    </nav>
  );
}

const SearchPage = observer(function SearchPage() {
  const { t, i18n } = useTranslation();
  const search = useArea(searchArea);
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const { text, category, overview, results, page } = search;
  const counts: Record<SearchCategory, number> = {
    pages: overview?.results.pages.count ?? 0,
    others: overview?.results.others.count ?? 0,
  };
  const total = overview?.count ?? 0;
  const tabs: { key: SearchCategory | null; label: string; count: number }[] = [
    { key: null, label: t('search.categories.all'), count: total },
    ...SEARCH_CATEGORIES.map((key) => ({ key, label: t(`search.categories.${key}`), count: counts[key] })),
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('search.title')}</h1>
        <SearchForm key={text} locale={locale} text={text} category={category} />
      </header>
      <div className={styles.body}>
        {search.invalid && (
          <p className={styles.message} role="alert">
            {t('search.tooLong')}
          </p>
        )}
        {!text && !search.invalid && <p className={styles.message}>{t('search.prompt')}</p>}
        {text && overview && (
          <>
            <p className={styles.summary} role="status" data-testid="search-summary">
              {t('search.summary', { count: total, query: text })}
            </p>
            {total > 0 && (
            <nav className={styles.tabs} aria-label={t('search.categoriesLabel')}>
              {tabs.map((tab) => (
                <SmartLink
                  // a category stays current on its later pages; "all" only on its own path
                  end={tab.key === null}
                  key={tab.key ?? 'all'}
                  href={searchUrl(locale, text, tab.key)}
                  className={styles.tab}
                  aria-current={tab.key === category ? 'page' : undefined}
                  data-testid={`search-tab-${tab.key ?? 'all'}`}
                >
                  {tab.label}
                  <span className={styles.count}>{tab.count}</span>
                </SmartLink>
              ))}
            </nav>
            )}
            {total === 0 && (
              <div className={styles.empty} data-testid="search-empty">
                <p className={styles.emptyTitle}>{t('search.noResults')}</p>
                <p className={styles.emptyHint}>{t('search.noResultsHint')}</p>
              </div>
            )}
            {total > 0 && !category && (
              <div className={styles.groups}>
                {SEARCH_CATEGORIES.filter((key) => counts[key] > 0).map((key) => (
                  <section key={key} aria-labelledby={`search-group-${key}`}>
                    <h2 id={`search-group-${key}`} className={styles.groupTitle}>
                      {t(`search.categories.${key}`)} <span className={styles.count}>{counts[key]}</span>
                    </h2>
                    <ol className={styles.hits}>
                      {overview.results[key].results.map((hit) => (
                        <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
                      ))}
                    </ol>
                    {counts[key] > overview.results[key].results.length && (
                      <SmartLink href={searchUrl(locale, text, key)} className={styles.more}>
                        {t('search.showAll', { count: counts[key], category: t(`search.categories.${key}`) })}
                      </SmartLink>
                    )}
                  </section>
                ))}
              </div>
            )}
            {category && results && (
              <section aria-labelledby="search-results-title">
                <h2 id="search-results-title" className={styles.visuallyHidden}>
                  {t(`search.categories.${category}`)}
                </h2>
                {results.count === 0 && total > 0 && <p className={styles.message}>{t('search.noResults')}</p>}
                <ol className={styles.hits} start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
                  {results.results.map((hit) => (
                    <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
                  ))}
                </ol>
                <Pagination locale={locale} text={text} category={category} page={page} count={results.count} />
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
});

export default SearchPage;
