/**
 * The site header (SPEC §2): logo, desktop menu, meta navigation, language dropdown, burger menu and
 * the breadcrumbs. Transparent over the header image of event and story details and of pages of type
 * with-header-image; the stories header style on stories pages with a category filter. It hides when
 * the visitor scrolls down beyond HEADER_HIDE_AFTER px and comes back on scroll up or hover.
 */
import { observer } from 'mobx-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location } from 'react-router-dom';
import { RouterLink } from '../links/RouterLink';
import type { RouteMatch } from '../../shared/routes';
import { useStore } from '../stores/context';
import type { RootStoreInstance } from '../stores/RootStore';
import type { HeaderState } from '../stores/UiStore';
import { BurgerMenu } from './BurgerMenu';
import { useHeaderScroll } from './hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { LaterBreadcrumbs, LaterDesktopMenu } from './laterParts';
import { Logo } from './Logo';
import { MetaNavigation } from './MetaNavigation';
import * as styles from './Header.module.css';

export type HeaderVariant = 'default' | 'transparent' | 'stories';

/** Which look the header has on this route (pure: server and client agree). */
export function headerVariant(store: RootStoreInstance, match: RouteMatch | null, location: Pick<Location, 'search'>): HeaderVariant {
  if (!match || store.ui.error) return 'default';
  if (match.name === 'events-slug-id' || match.name === 'stories-slug-id') return 'transparent';
  if (match.name === 'page' && store.page.current?.page_type === 'with-header-image' && store.page.current.header_image) return 'transparent';
  if (match.name === 'stories-category' && (match.params.category || new URLSearchParams(location.search).has('category'))) return 'stories';
  return 'default';
}

export const Header = observer(function Header({ location, match }: { location: Location; match: RouteMatch | null }) {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const { ui } = store;
  const variant = headerVariant(store, match, location);
  const getState = useCallback(() => ui.headerState, [ui]);
  const setState = useCallback((state: HeaderState) => ui.setHeaderState(state), [ui]);
  useHeaderScroll(getState, setState, ui.menuOpen);
  const reveal = () => {
    if (ui.headerState === 'hidden') ui.setHeaderState('hovering');
  };
  return (
    <>
      {/* While hidden, pointing at the top edge of the window brings the header back. */}
      {ui.headerState === 'hidden' && <div className={styles.hoverZone} onMouseEnter={reveal} aria-hidden="true" />}
      <header
        className={variant === 'transparent' ? `${styles.header} on-image` : styles.header}
        data-variant={variant}
        data-state={ui.menuOpen ? 'sticky' : ui.headerState}
        data-menu-open={ui.menuOpen ? '' : undefined}
        onFocus={reveal}
      >
        <div className={styles.bar}>
          <RouterLink className={styles.logo} to={`/${i18n.language}`} aria-label={t('layout.logoLabel')}>
            <Logo className={styles.logoSvg} />
          </RouterLink>
          <LaterDesktopMenu />
          <div className={styles.tools}>
            <MetaNavigation />
            <LanguageSwitch location={location} match={match} />
            <BurgerMenu />
          </div>
        </div>
        <LaterBreadcrumbs location={location} match={match} />
      </header>
    </>
  );
});
