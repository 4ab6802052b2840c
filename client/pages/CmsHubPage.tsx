/**
 * /cms-hub: the content hub in its own bare layout (no site header, menu or footer): a slim bar with
 * the logo, the hub's sections (its first module is its visible headline; the page's h1 names the
 * hub for assistive technology), and a line back to the site.
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../links/RouterLink';
import { columnCount } from '../../shared/modules/container';
import { Logo } from '../layout/Logo';
import { accessibilityPath } from '../layout/sitePaths';
import { firstImageKey, ModulesProvider } from '../modules/context';
import { useStore } from '../stores/context';
// the same import order as the content page's (PageContent.tsx), so the route chunks agree on CSS order
import '../media/Picture';
import '../modules/ModuleImage';
import { PageSections } from '../modules/PageSections';
import * as styles from './CmsHub.module.css';

const CmsHubPage = observer(function CmsHubPage() {
  const { t, i18n } = useTranslation();
  const { page, moduleData } = useStore();
  const hub = page.current;
  const title = hub?.title || t('routes.cms-hub');
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const home = `/${locale}`;
  return (
    <div className={styles.hub}>
      <a className={styles.skipLink} href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className={styles.bar}>
        <RouterLink className={styles.logo} to={home} aria-label={t('layout.logoLabel')}>
          <Logo className={styles.logoSvg} />
        </RouterLink>
        <p className={styles.badge}>{t('cmsHub.badge')}</p>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <article data-search-index="">
          <h1 className={hub && hub.modules.length > 0 ? 'visually-hidden' : styles.emptyTitle}>{title}</h1>
          {hub && hub.modules.length > 0 ? (
            <div className={styles.body}>
              <ModulesProvider value={{ priorityImage: firstImageKey(hub.modules, columnCount), events: moduleData.events, now: moduleData.loadedAt }}>
                <PageSections sections={hub.modules} />
              </ModulesProvider>
            </div>
          ) : (
            <p className={styles.empty}>{t('cmsHub.empty')}</p>
          )}
        </article>
        <div data-search-index-end="" hidden />
      </main>
      <footer className={styles.footer}>
        <RouterLink to={home} className={styles.back}>
          {t('cmsHub.backToSite')}
        </RouterLink>
        {/* the accessibility statement is linked from every page the sitemap names (BFSG, issue 47) */}
        <RouterLink to={accessibilityPath(locale)} className={styles.statement}>
          {t('layout.accessibility')}
        </RouterLink>
      </footer>
    </div>
  );
});

export default CmsHubPage;
