/**
 * The language dropdown: the current language, and a link to the same page in the other language,
 * mapped by shared/routes (content pages by their own `urls`, story categories translated).
 */
import { observer } from 'mobx-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location } from 'react-router-dom';
import { RouterLink } from '../links/RouterLink';
import { LOCALES, type Locale } from '../../shared/constants';
import { alternateUrl, languageSwitchQuery, normalizePageQuery, type RouteMatch } from '../../shared/routes';
import { useStore } from '../stores/context';
import { useDismiss } from './hooks';
import { ChevronDownIcon, GlobeIcon } from './icons';
import * as styles from './Header.module.css';

export const LANGUAGE_MENU_ID = 'language-menu';

export const LanguageSwitch = observer(function LanguageSwitch({ location, match }: { location: Location; match: RouteMatch | null }) {
  const { t, i18n } = useTranslation();
  const { page, ui } = useStore();
  const current = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const ownsPage = !ui.error && (match?.name === 'page' || match?.name === 'index');
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(ui.languageMenuOpen, [box], () => ui.toggleLanguageMenu(false), button);
  const open = ui.languageMenuOpen;
  // `?edit` follows only in edit mode: a visitor's `?edit` page is the cached anonymous one, rendered
  // without it, and hydrates to the same link until the browser turns edit mode on (ClientEffects)
  const query = ui.editMode ? languageSwitchQuery(location.search) : normalizePageQuery(location.search);
  return (
    <div className={styles.dropdown} ref={box}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={LANGUAGE_MENU_ID}
        // the name starts with the visible code (WCAG 2.5.3, label in name)
        aria-label={t('layout.languageCurrent', { code: current.toUpperCase(), name: t(`layout.languageNames.${current}`) })}
        onClick={() => ui.toggleLanguageMenu()}
      >
        <GlobeIcon className={styles.globe} />
        <span className={styles.languageCode}>{current.toUpperCase()}</span>
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} width={16} height={16} />
      </button>
      <ul id={LANGUAGE_MENU_ID} className={styles.dropdownPanel} hidden={!open}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span className={styles.dropdownCurrent} aria-current="true" lang={locale}>
                {t(`layout.languageNames.${locale}`)}
              </span>
            ) : (
              <RouterLink
                className={styles.dropdownLink}
                to={alternateUrl(`${location.pathname}${query}`, locale, { urls: ownsPage ? page.current?.urls : undefined })}
                hrefLang={locale}
                lang={locale}
                onClick={() => ui.closeMenus()}
              >
                {t(`layout.languageNames.${locale}`)}
              </RouterLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
