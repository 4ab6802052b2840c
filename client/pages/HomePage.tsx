import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../stores/context';
import { PageContent } from './PageContent';
import * as styles from './pages.module.css';

/** Home: the home page's content, or a welcome fallback when the back end could not deliver it. */
const HomePage = observer(function HomePage() {
  const { page } = useStore();
  const { t } = useTranslation();
  const current = page.current;
  if (!current) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('home.fallbackTitle')}</h1>
        <p className={styles.lead}>{t('home.fallbackText')}</p>
      </section>
    );
  }
  return <PageContent page={current} title={page.title} />;
});

export default HomePage;
