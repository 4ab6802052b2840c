/**
 * The header search (SPEC §2 meta navigation): a search button that opens a search field under the
 * header bar. Without JavaScript the button is a link to the results page (whose form works without
 * it); once hydrated it opens the field, whose autocomplete (client/layout/SearchCombobox.tsx) is
 * loaded only then, keeping it out of every page's main bundle.
 */
import loadable from '@loadable/component';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Locale } from '../../shared/constants';
import { buildPath } from '../../shared/routes';
import { useDismiss } from './hooks';
import { SearchIcon } from './SearchIcon';
import * as headerStyles from './Header.module.css';
import * as styles from './HeaderSearch.module.css';

const loadCombobox = () => import(/* webpackChunkName: "header-search" */ './SearchCombobox');
const SearchCombobox = loadable(loadCombobox);

export const HEADER_SEARCH_ID = 'header-search';

export function HeaderSearch() {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  useDismiss(open, [box], close, toggle);
  // a new page closes the field (state adjusted while rendering, as React recommends over an effect)
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  const onToggle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen((current) => !current);
  };
  const label = open ? t('search.close') : t('search.open');
  return (
    <li ref={box} className={styles.item}>
      <a
        ref={toggle}
        href={buildPath('search-category-page', locale)}
        role="button"
        className={headerStyles.iconButton}
        aria-expanded={open}
        aria-controls={HEADER_SEARCH_ID}
        aria-label={label}
        title={label}
        onClick={onToggle}
        // a link acting as a button answers Space too
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen((current) => !current);
        }}
        onPointerEnter={() => void loadCombobox()}
        onFocus={() => void loadCombobox()}
        data-testid="search-toggle"
      >
        <SearchIcon />
      </a>
      <div id={HEADER_SEARCH_ID} className={styles.panel} hidden={!open}>
        {open && (
          <div className={styles.inner}>
            <SearchCombobox locale={locale} onClose={() => setOpen(false)} fallback={<div className={styles.placeholder} />} />
          </div>
        )}
      </div>
    </li>
  );
}
