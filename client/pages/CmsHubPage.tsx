/**
 * /cms-hub: the content hub in its own bare layout (no site header, menu or footer): a slim bar with
 * the logo, the hub's sections rendered like a content page's, and a line back to the site.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../layout/Logo';
import { useStore } from '../stores/context';
import { PageContent } from './PageContent';
import styles from './CmsHub.module.css';

const CmsHubPage = observer(function CmsHubPage() {
  const { t, i18n } = useTranslation();
  const { page } = useStore();
  const hub = page.current;
  return (
    <div className={styles.hub}>
      <a className={styles.skipLink} href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className={styles.bar}>
        <Link className={styles.logo} to={`/${i18n.language}`} aria-label={t('layout.logoLabel')}>
          <Logo className={styles.logoSvg} />
        </Link>
        <p className={styles.badge}>{t('cmsHub.badge')}</p>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {hub && hub.modules.length > 0 ? (
          <PageContent page={hub} title={hub.title} />
        ) : (
          <div className={styles.empty}>
            <h1 className={styles.emptyTitle}>{hub?.title ?? t('routes.cms-hub')}</h1>
            <p>{t('cmsHub.empty')}</p>
          </div>
        )}
      </main>
      <footer className={styles.footer}>
        <Link to={`/${i18n.language}`} className={styles.back}>
          {t('cmsHub.backToSite')}
        </Link>
      </footer>
    </div>
  );
});

export default CmsHubPage;
