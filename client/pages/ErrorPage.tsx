import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ERROR_VIEW_MIN_HEIGHT } from '../../shared/constants';
import { useStore } from '../stores/context';
import styles from './pages.module.css';

function messageKey(status: number, kind: 'route' | 'page'): string {
  if (kind === 'route') return 'error.notFound';
  if (status === 404) return 'error.message404';
  if (status === 500) return 'error.message500';
  return 'error.messageOther';
}

/** The error page (SPEC §2): 'Fehler {status}', a message and a link back home. */
const ErrorPage = observer(function ErrorPage() {
  const { ui } = useStore();
  const { t, i18n } = useTranslation();
  const status = ui.error?.status ?? 404;
  const kind = ui.error?.kind ?? 'route';
  return (
    <section className={styles.error} style={{ minHeight: ERROR_VIEW_MIN_HEIGHT }}>
      <h1 className={styles.title}>{t('error.title', { status })}</h1>
      <p className={styles.lead}>{t(messageKey(status, kind))}</p>
      <Link className={styles.button} to={`/${i18n.language}`}>
        {t('error.backHome')}
      </Link>
    </section>
  );
});

export default ErrorPage;
