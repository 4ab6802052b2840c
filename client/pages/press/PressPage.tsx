/**
 * Route press: the download categories, each with its directories and their files. The server
 * loads every category's directories (each once), so the page is complete in the HTML: no
 * spinners, nothing hidden behind a disclosure that needs JavaScript, and search engines and
 * screen readers get every file. A category that failed to load offers 'Try again'.
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { DownloadDirectory } from '../../../shared/contract/downloads';
import { SmartLink } from '../../links/SmartLink';
import { Picture } from '../../media/Picture';
import { formatCalendarDate } from '../format';
import { FileList } from './FileList';
import * as styles from './Press.module.css';
import { useArea } from '../../stores/context';
import { pressArea } from '../../stores/PressStore';
import { ListFailed } from '../ListFailed';
import { useLoadAgain } from '../../routing/loadAgain';
import type { RouteViewProps } from '../../routing/types';
import { loadPress } from './pressLoader';

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

const PressPage = observer(function PressPage({ match }: RouteViewProps) {
  const { t } = useTranslation();
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
          {press.categories.length > 1 && (
            <nav className={styles.jump} aria-label={t('press.title')}>
              {press.categories.map((category) => (
                <a key={category.id} href={`#press-${category.id}`} className={styles.jumpLink}>
                  {category.name}
                </a>
              ))}
            </nav>
          )}
          <div data-search-index="">
            {press.categories.map((category) => (
              <section key={category.id} id={`press-${category.id}`} className={styles.category} aria-labelledby={`press-${category.id}-title`} aria-busy={category.loading} data-testid="press-category">
                <h2 id={`press-${category.id}-title`} className={styles.categoryTitle}>
                  {category.name}
                </h2>
                {category.failed ? (
                  <p className={styles.failed} role="alert">
                    {t('press.loadFailed')}{' '}
                    <button type="button" className={styles.retry} onClick={() => void press.loadDirectories(category.id)}>
                      {t('press.tryAgain')}
                    </button>
                  </p>
                ) : category.loading ? (
                  <p className={styles.noFiles}>{t('press.loading')}</p>
                ) : category.directories.length === 0 ? (
                  <p className={styles.noFiles}>{t('press.noDirectories')}</p>
                ) : (
                  <div className={styles.directories}>
                    {category.directories.map((directory) => (
                      <DirectoryCard key={directory.id} directory={directory} />
                    ))}
                  </div>
                )}
              </section>
            ))}
          </div>
          <div data-search-index-end="" hidden />
        </>
      )}
    </div>
  );
});

export default PressPage;
