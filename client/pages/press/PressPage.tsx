/**
 * Route press: the download categories, each with the first page of its directories and their
 * files, in one answer. The server loads them, so the page is complete in the HTML: no spinners,
 * nothing hidden behind a disclosure that needs JavaScript. Under a category with more, "load more"
 * is a link to its next page's address (`?category={id}&page=N`, crawlable), which appends in place
 * with script. A failed answer offers 'Try again' for the page (ListFailed), a failed later page
 * under its category (LoadMore).
 */
import { observer } from 'mobx-react';
import { useRef } from 'react';
import type { Instance } from 'mobx-state-tree';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { DownloadDirectory } from '../../../shared/contract/downloads';
import { SmartLink } from '../../links/SmartLink';
import { Picture } from '../../media/Picture';
import { formatCalendarDate } from '../format';
import { FileList } from './FileList';
import * as styles from './Press.module.css';
import { useArea } from '../../stores/context';
import { pressArea, type PressCategory } from '../../stores/PressStore';
import { LoadMore } from '../LoadMore';
import { ListFailed } from '../ListFailed';
import { useLoadAgain } from '../../routing/loadAgain';
import type { RouteViewProps } from '../../routing/types';
import { buildPath } from '../../../shared/routes';
import { loadPress, pressCategoryHref } from './pressLoader';

function DirectoryCard({ directory }: { directory: DownloadDirectory }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const href = directory.url?.[locale] ?? `/${locale}/${locale === 'de' ? 'presse' : 'press'}/${directory.slug}/${directory.id}`;
  return (
    <article className={styles.directory} data-testid="press-directory">
      {directory.image && (
        <div className={styles.directoryMedia}>
          <Picture image={directory.image} alias="horizontal" alt="" imgClassName={styles.directoryImg} sizes="(min-width: 40em) 20rem, 100vw" />
        </div>
      )}
      <div className={styles.directoryBody}>
        <p className={styles.directoryMeta}>
          {directory.date && <time dateTime={directory.date}>{formatCalendarDate(directory.date, locale)}</time>}
          <span>{t('press.fileCount', { count: directory.files.length })}</span>
        </p>
        <h3 className={styles.directoryTitle}>
          <SmartLink href={href}>{directory.name}</SmartLink>
        </h3>
        <FileList files={directory.files} />
      </div>
    </article>
  );
}

const CategorySection = observer(function CategorySection({ category }: { category: Instance<typeof PressCategory> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const container = useRef<HTMLDivElement>(null);
  const labels = { more: t('press.loadMore'), loading: t('press.loading'), error: t('press.loadFailed'), retry: t('press.tryAgain') };
  return (
    <section id={`press-${category.id}`} className={styles.category} aria-labelledby={`press-${category.id}-title`} aria-busy={category.loading} data-testid="press-category">
      <h2 id={`press-${category.id}-title`} className={styles.categoryTitle}>
        {category.name}
      </h2>
      {category.loading ? (
        <p className={styles.noFiles}>{t('press.loading')}</p>
      ) : category.directories.length === 0 ? (
        <p className={styles.noFiles}>{t('press.noDirectories')}</p>
      ) : (
        <>
          <div className={styles.directories} ref={container}>
            {category.directories.map((directory) => (
              <DirectoryCard key={directory.id} directory={directory} />
            ))}
          </div>
          <LoadMore
            list={category.list}
            href={pressCategoryHref(locale, category.id, category.list.nextPage)}
            container={container}
            linkSelector='[data-testid="press-directory"] h3 a'
            labels={labels}
            testId="press-more"
          />
        </>
      )}
    </section>
  );
});

const PressPage = observer(function PressPage({ match }: RouteViewProps) {
  const { t } = useTranslation();
  const { locale } = match;
  const press = useArea(pressArea);
  const loadAgain = useLoadAgain(loadPress, match);
  return (
    <div className={styles.page} data-testid="press-page">
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('press.title')}</h1>
        <p className={styles.lead}>{t('press.intro')}</p>
      </header>
      {press.loadFailed ? (
        <ListFailed onRetry={loadAgain} testId="press-failed" />
      ) : press.categories.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('press.noCategories')}
        </p>
      ) : (
        <>
          {press.shown.length > 1 && (
            <nav className={styles.jump} aria-label={t('press.title')}>
              {press.categories.map((category) => (
                <a key={category.id} href={`#press-${category.id}`} className={styles.jumpLink}>
                  {category.name}
                </a>
              ))}
            </nav>
          )}
          <div data-search-index="">
            {press.shown.map((category) => (
              <CategorySection key={category.id} category={category} />
            ))}
          </div>
          <div data-search-index-end="" hidden />
          {press.only !== null && (
            <p>
              <SmartLink href={buildPath('press', locale)}>{t('press.back')}</SmartLink>
            </p>
          )}
        </>
      )}
    </div>
  );
});

export default PressPage;
