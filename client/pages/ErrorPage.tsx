/**
 * The error page (SPEC §2, §8): titled with the status code, 'Fehler {status}' / 'Error {status}',
 * the message for 404, 500 or any other status ('This page could not be found' for unknown routes),
 * and a link back to the start page; centred, at least ERROR_VIEW_MIN_HEIGHT high. The page error
 * status lives in UiStore: set by the loaders before it shows, cleared when the page is left.
 * If rendering the error page itself fails, a boundary shows the plain fallback of SPEC §2.
 */
import { observer } from 'mobx-react-lite';
import { Component, createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ERROR_VIEW_MIN_HEIGHT } from '../../shared/constants';
import { useStore } from '../stores/context';
import * as styles from './pages.module.css';

export function messageKey(status: number, kind: 'route' | 'page'): string {
  if (kind === 'route') return 'error.notFound';
  if (status === 404) return 'error.message404';
  if (status === 500) return 'error.message500';
  return 'error.messageOther';
}

export interface ShownError {
  status: number;
  kind: 'route' | 'page';
  /** a route's own message (an i18n key), e.g. an unknown story tag */
  message?: { key: string; values?: Record<string, string> } | null;
}

/**
 * The error the page on screen shows. During a client-side navigation away from an error page the
 * store's error is already cleared for the next route, but the old view stays until that route is
 * ready (client/App.tsx), so it keeps its own status.
 */
export const ShownErrorContext = createContext<ShownError | null>(null);

const ErrorView = observer(function ErrorView() {
  const { ui } = useStore();
  const { t, i18n } = useTranslation();
  const shown = useContext(ShownErrorContext) ?? ui.error;
  const status = shown?.status ?? 404;
  const kind = shown?.kind ?? 'route';
  const message = shown?.message;
  // The status belongs to this page: leaving it (unmounting) clears it, unless the next route has
  // set its own error meanwhile (a new PageError: from one error page to another).
  useEffect(() => {
    const mine = ui.error;
    return () => {
      if (ui.error === mine) ui.clearError();
    };
  }, [ui]);
  return (
    <section className={styles.error} style={{ minHeight: ERROR_VIEW_MIN_HEIGHT }} data-status={status}>
      <h1 className={styles.title}>{t('error.title', { status })}</h1>
      <p className={styles.lead}>{message ? t(message.key, message.values) : t(messageKey(status, kind))}</p>
      <Link className={styles.button} to={`/${i18n.language}`}>
        {t('error.backHome')}
      </Link>
    </section>
  );
});

/** Shown when the error page itself throws; no store or router needed. */
export function ErrorPageFallback({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.error} style={{ minHeight: ERROR_VIEW_MIN_HEIGHT }} role="alert">
      <p className={styles.lead}>{t('error.fallback')}</p>
      <a className={styles.button} href={`/${locale}`}>
        {t('error.backHome')}
      </a>
    </section>
  );
}

interface BoundaryProps {
  locale: string;
  children: ReactNode;
}

export class ErrorPageBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorPageFallback locale={this.props.locale} /> : this.props.children;
  }
}

function ErrorPage() {
  const { i18n } = useTranslation();
  return (
    <ErrorPageBoundary locale={i18n.language}>
      <ErrorView />
    </ErrorPageBoundary>
  );
}

export default ErrorPage;
