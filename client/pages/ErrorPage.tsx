/**
 * The error page (SPEC §2, §8): titled with the status code, 'Fehler {status}' / 'Error {status}',
 * the message for 404, 500 or any other status ('This page could not be found' for unknown routes),
 * and a link back to the start page; a 404 also offers the site search and the main sections; centred, at least ERROR_VIEW_MIN_HEIGHT high. The page error
 * status lives in UiStore: set by the loaders before it shows, cleared when the page is left.
 * If rendering the error page itself fails, a boundary shows the plain fallback of SPEC §2.
 */
import { observer } from 'mobx-react';
import { Component, createContext, useContext, useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../links/RouterLink';
import { ERROR_VIEW_MIN_HEIGHT, type Locale } from '../../shared/constants';
import { buildPath, type RouteName } from '../../shared/routes';
import { useStore } from '../stores/context';
import * as styles from './pages.module.css';

export function messageKey(status: number, kind: 'route' | 'page' | 'request'): string {
  if (kind === 'route') return 'error.notFound';
  if (kind === 'request') return 'error.requestFailed';
  if (status === 404) return 'error.message404';
  if (status === 500) return 'error.message500';
  return 'error.messageOther';
}

export interface ShownError {
  status: number;
  kind: 'route' | 'page' | 'request';
  /** a route's own message (an i18n key), e.g. an unknown story tag */
  message?: { key: string; values?: Record<string, string> } | null;
}

/**
 * The error the page on screen shows. During a client-side navigation away from an error page the
 * store's error is already cleared for the next route, but the old view stays until that route is
 * ready (client/App.tsx), so it keeps its own status.
 */
export const ShownErrorContext = createContext<ShownError | null>(null);

/** The main sections a visitor who missed a page is offered (route and its label). */
export const MAIN_SECTIONS: readonly { route: RouteName; key: string }[] = [
  { route: 'events', key: 'error.sections.events' },
  { route: 'persons', key: 'error.sections.persons' },
  { route: 'stories-category', key: 'error.sections.stories' },
  { route: 'subscriptions', key: 'error.sections.subscriptions' },
  { route: 'press', key: 'error.sections.press' },
];

/**
 * What a 404 offers besides the start page: the site search (a plain GET form to the results page,
 * so it works before the app has loaded; in the app it navigates without a reload) and the main sections.
 */
function NotFoundHelp({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const action = buildPath('search-category-page', locale);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const text = String(new FormData(event.currentTarget).get('query') ?? '').replace(/\s+/g, ' ').trim();
    event.preventDefault();
    void navigate(text ? `${action}?query=${encodeURIComponent(text)}` : action);
  };
  return (
    <div className={styles.help} data-testid="not-found-help">
      <form role="search" action={action} method="get" onSubmit={onSubmit} className={styles.searchForm}>
        <label htmlFor={inputId} className={styles.searchLabel}>
          {t('error.searchLabel')}
        </label>
        <div className={styles.searchRow}>
          <input id={inputId} type="search" name="query" required maxLength={200} className={styles.searchInput} placeholder={t('search.placeholder')} />
          <button type="submit" className={styles.button}>
            {t('search.submit')}
          </button>
        </div>
      </form>
      <nav aria-label={t('error.sectionsLabel')}>
        <ul className={styles.sections}>
          {MAIN_SECTIONS.map((section) => (
            <li key={section.route}>
              <RouterLink to={buildPath(section.route, locale)} className={styles.sectionLink}>
                {t(section.key)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

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
      <RouterLink className={styles.button} to={`/${i18n.language}`}>
        {t('error.backHome')}
      </RouterLink>
      {status === 404 && <NotFoundHelp locale={i18n.language === 'en' ? 'en' : 'de'} />}
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
