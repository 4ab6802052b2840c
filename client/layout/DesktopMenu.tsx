/**
 * The desktop menu (64em and wider): the first DESKTOP_MENU_ITEMS highlighted navigation items, each
 * with its submenu as a dropdown that opens on hover, and by keyboard with its toggle button
 * (aria-expanded); Escape closes it and returns focus to the toggle.
 */
import { observer } from 'mobx-react';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DESKTOP_MENU_ITEMS } from '../../shared/constants';
import type { NavItem } from '../../shared/contract/navigation';
import { SmartLink } from '../links/SmartLink';
import { useStore } from '../stores/context';
import { ChevronDownIcon } from './icons';
import * as styles from './Header.module.css';

const submenuId = (item: NavItem) => `desktop-submenu-${item.id}`;

const MenuItem = observer(function MenuItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { ui } = useStore();
  const toggle = useRef<HTMLButtonElement>(null);
  const open = ui.openMenuItem === item.id;
  const hasChildren = item.children.length > 0;
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) ui.setOpenMenuItem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      ui.setOpenMenuItem(null);
      toggle.current?.focus();
    }
  };
  return (
    <li
      className={styles.menuItem}
      data-open={open ? '' : undefined}
      onMouseEnter={hasChildren ? () => ui.setOpenMenuItem(item.id) : undefined}
      onMouseLeave={hasChildren ? () => ui.setOpenMenuItem(null) : undefined}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SmartLink href={item.url} className={styles.menuLink} activeClassName={styles.menuLinkActive}>
        {item.menu_name}
      </SmartLink>
      {hasChildren && (
        <>
          <button
            ref={toggle}
            type="button"
            className={styles.menuToggle}
            aria-expanded={open}
            aria-controls={submenuId(item)}
            aria-label={t('layout.submenuToggle', { name: item.menu_name })}
            onClick={() => ui.setOpenMenuItem(open ? null : item.id)}
          >
            <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} width={16} height={16} />
          </button>
          <ul id={submenuId(item)} className={styles.submenu} hidden={!open}>
            {item.children.map((child) => (
              <li key={child.id}>
                <SmartLink href={child.url} className={styles.submenuLink} activeClassName={styles.submenuLinkActive} onClick={() => ui.setOpenMenuItem(null)}>
                  {child.menu_name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
});

export const DesktopMenu = observer(function DesktopMenu() {
  const { t } = useTranslation();
  const { navigation } = useStore();
  const items = navigation.highlighted(DESKTOP_MENU_ITEMS);
  if (!items.length) return null;
  return (
    <nav className={styles.desktopMenu} aria-label={t('layout.mainNavigation')}>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <MenuItem key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
});
