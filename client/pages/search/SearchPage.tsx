/**
 * /de/search/{category?}/{page?}?query=: the search form, the categories (all, pages, others) with
 * their counts, the overview's results grouped by kind (concerts, pages, stories …) with counts, a
 * concert given on several dates as one hit with its dates, highlighted snippets, pagination (others
 * narrowed to one kind with `&kind=`), and the no-results text of SPEC §8.
 * Category and page live in the path, the text in the query, so a result list can be shared.
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { SearchHit, SearchKind } from '../../../shared/contract/search';
import { SEARCH_KIND_ORDER, SEARCH_PAGE_SIZE } from '../../../shared/contract/search';
import { buildPath } from '../../../shared/routes';
import { SmartLink } from '../../links/SmartLink';
import { SEARCH_CATEGORIES, type SearchCategory, searchArea } from '../../stores/SearchStore';
import { SEARCH_KIND_PARAM, SEARCH_QUERY_PARAM } from './query';
import { formatDateTime } from '../format';
import { SearchForm } from './SearchForm';
import { snippetParts } from './snippet';
import * as styles from './Search.module.css';
import { useArea } from '../../stores/context';

export function searchUrl(locale: Locale, text: string, category?: SearchCategory | null, page = 1, kind?: SearchKind | null): string {
  const params: Record<string, string> = {};
  if (category) params.category = category;
  if (category && page > 1) params.page = String(page);
  const path = buildPath('search-category-page', locale, params);
  const query = [text && `${SEARCH_QUERY_PARAM}=${encodeURIComponent(text)}`, category === 'others' && kind && `${SEARCH_KIND_PARAM}=${kind}`].filter(Boolean);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** Where the overview's "all results of this kind" leads: the pages, or the others narrowed to the kind. */
const kindUrl = (locale: Locale, text: string, kind: SearchKind) => (kind === 'page' ? searchUrl(locale, text, 'pages') : searchUrl(locale, text, 'others', 1, kind));

function Snippet({ snippet }: { snippet: string }) {
  return (
    <p className={styles.snippet}>
      {snippetParts(snippet).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}

/** The dates of a concert: the one the hit links to first, each a link to its own page. */
function Dates({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const { t } = useTranslation();
  if (!hit.dates?.length) return null;
  return (
    <ul className={styles.dates} aria-label={t('search.dates')} data-testid="search-hit-dates">
      {hit.dates.map((date) => (
        <li key={date.id}>
          <SmartLink href={date.url} className={styles.date} aria-current={date.id === hit.id ? 'true' : undefined}>
            <time dateTime={date.start_at}>{formatDateTime(date.start_at, locale)}</time>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  return (
    <li className={styles.hit} data-testid="search-hit">
      <p className={styles.kind}>{t(`search.kinds.${hit.kind}`)}</p>
      <h3 className={styles.hitTitle}>
        <SmartLink href={hit.url} className={styles.hitLink}>
          {hit.title}
        </SmartLink>
      </h3>
      <Dates hit={hit} locale={locale} />
      {hit.snippet && <Snippet snippet={hit.snippet} />}
    </li>
  );
}

function Pagination({ locale, text, category, page, count, kind }: { locale: Locale; text: string; category: SearchCategory; page: number; count: number; kind: SearchKind | null }) {
  const { t } = useTranslation();
  const pages = Math.ceil(count / SEARCH_PAGE_SIZE);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav className={styles.pagination} aria-label={t('search.pagination')}>
      {page > 1 && (
        <SmartLink end href={searchUrl(locale, text, category, page - 1, kind)} className={styles.pageStep} rel="prev">
          {t('search.previous')}
        </SmartLink>
      )}
      <ol className={styles.pageList}>
        {numbers.map((n, index) => (
          <li key={n}>
            {index > 0 && numbers[index - 1] !== n - 1 && <span className={styles.gap}>…</span>}
            <SmartLink
              end
              href={searchUrl(locale, text, category, n, kind)}
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
        <SmartLink end href={searchUrl(locale, text, category, page + 1, kind)} className={styles.pageStep} rel="next">
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
  const { text, category, overview, results, page, kind } = search;
  const counts: Record<SearchCategory, number> = {
    pages: overview?.results.pages.count ?? 0,
    others: overview?.results.others.count ?? 0,
  };
  const total = overview?.count ?? 0;
  // a capped overview read only the newest matches: the counts of the kinds it may not have read whole are lower bounds
  const cappedKinds = new Set(overview?.capped ? (overview.capped_kinds ?? SEARCH_KIND_ORDER) : []);
  const cappedCategory: Record<SearchCategory, boolean> = {
    pages: cappedKinds.has('page'),
    others: [...cappedKinds].some((kind) => kind !== 'page'),
  };
  const shown = (count: number, capped: boolean) => (capped ? `${count}+` : String(count));
  const tabs: { key: SearchCategory | null; label: string; count: number; capped: boolean }[] = [
    { key: null, label: t('search.categories.all'), count: total, capped: Boolean(overview?.capped) },
    ...SEARCH_CATEGORIES.map((key) => ({ key, label: t(`search.categories.${key}`), count: counts[key], capped: cappedCategory[key] })),
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
        {search.busy && (
          <p className={styles.message} role="alert" data-testid="search-busy">
            {t('search.busy')}
          </p>
        )}
        {!text && !search.invalid && <p className={styles.message}>{t('search.prompt')}</p>}
        {text && overview && (
          <>
            <p className={styles.summary} role="status" data-testid="search-summary">
              {overview.capped ? t('search.summaryCapped', { count: total, query: text }) : t('search.summary', { count: total, query: text })}
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
                  <span className={styles.count}>{shown(tab.count, tab.capped)}</span>
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
              <div className={styles.groups} aria-label={t('search.groupsLabel')} role="group">
                {(overview.groups ?? []).map((group) => (
                  <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} data-testid={`search-group-${group.kind}`}>
                    <h2 id={`search-group-${group.kind}`} className={styles.groupTitle}>
                      {t(`search.groups.${group.kind}`)} <span className={styles.count}>{shown(group.count, cappedKinds.has(group.kind))}</span>
                    </h2>
                    <ol className={styles.hits}>
                      {group.results.map((hit) => (
                        <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
                      ))}
                    </ol>
                    {group.count > group.results.length && (
                      <SmartLink href={kindUrl(locale, text, group.kind)} className={styles.more}>
                        {cappedKinds.has(group.kind)
                          ? t('search.showAllCapped', { category: t(`search.groups.${group.kind}`) })
                          : t('search.showAll', { count: group.count, category: t(`search.groups.${group.kind}`) })}
                      </SmartLink>
                    )}
                  </section>
                ))}
              </div>
            )}
            {category && results && (
              <section aria-labelledby="search-results-title">
                <h2 id="search-results-title" className="visually-hidden">
                  {t(`search.categories.${category}`)}
                </h2>
                {kind && (
                  <p className={styles.kindFilter} data-testid="search-kind-filter">
                    {t('search.kindFilter', { kind: t(`search.groups.${kind}`), count: results.count })}{' '}
                    <SmartLink end href={searchUrl(locale, text, category)} className={styles.more}>
                      {t('search.categories.others')}
                    </SmartLink>
                  </p>
                )}
                {results.count === 0 && total > 0 && <p className={styles.message}>{t('search.noResults')}</p>}
                <ol className={styles.hits} start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
                  {results.results.map((hit) => (
                    <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
                  ))}
                </ol>
                <Pagination locale={locale} text={text} category={category} page={page} count={results.count} kind={kind} />
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
});

export default SearchPage;
