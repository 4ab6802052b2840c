import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, type Location } from 'react-router';
import { DESKTOP_MENU_ITEMS } from '../../shared/constants';
import type { RouteMatch } from '../../shared/routes';
import { useStore } from '../stores/context';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinkItem } from './NavLinkItem';
import styles from './layout.module.css';

export const Header = observer(function Header({ location, match }: { location: Location; match: RouteMatch | null }) {
  const { t, i18n } = useTranslation();
  const { navigation } = useStore();
  const items = navigation.highlighted(DESKTOP_MENU_ITEMS);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.logo} to={`/${i18n.language}`}>
          {t('site.name')}
        </Link>
        {items.length > 0 && (
          <nav className={styles.menu} aria-label={t('layout.mainNavigation')}>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLinkItem item={item} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitch location={location} match={match} />
      </div>
    </header>
  );
});
