import { useTranslation } from 'react-i18next';
import styles from './pages.module.css';

/** /cms-hub: the content hub with its own layout; its data (GET /pageeditor-api/cms-hub) comes later. */
export default function CmsHubPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.hub}>
      <h1 className={styles.title}>{t('routes.cms-hub')}</h1>
      <p className={styles.lead}>{t('placeholder.text')}</p>
    </main>
  );
}
