import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, type Location } from 'react-router';
import type { Locale } from '../../shared/constants';
import { alternateUrl, type RouteMatch } from '../../shared/routes';
import { useStore } from '../stores/context';
import styles from './layout.module.css';

/** Link to the same page in the other language, mapped by shared/routes (content pages by their `urls`). */
export const LanguageSwitch = observer(function LanguageSwitch({
  location,
  match,
}: {
  location: Location;
  match: RouteMatch | null;
}) {
  const { t, i18n } = useTranslation();
  const { page, ui } = useStore();
  const target: Locale = i18n.language === 'en' ? 'de' : 'en';
  const ownsPage = !ui.error && (match?.name === 'page' || match?.name === 'index');
  const href = alternateUrl(`${location.pathname}${location.search}`, target, {
    urls: ownsPage ? page.current?.urls : undefined,
  });
  return (
    <Link className={styles.language} to={href} hrefLang={target} lang={target} aria-label={t('layout.languageSwitchLabel')}>
      {t('layout.languageSwitch')}
    </Link>
  );
});
