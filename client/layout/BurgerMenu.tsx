/**
 * The burger menu: a slide-down panel with a dimmed backdrop. First the highlighted items with their
 * submenus (one open at a time), then the other items. A click outside (the backdrop) or Escape
 * closes it; while open, focus stays inside (the toggle and the panel) and returns to the toggle.
 */
import { observer } from 'mobx-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/constants';
import type { NavItem } from '../../shared/contract/navigation';
import { SmartLink } from '../links/SmartLink';
import { HydrateLater } from '../partialHydration/HydrateLater';
import { useStore } from '../stores/context';
import { useDismiss, useFocusTrap } from './hooks';
import { AccessibilityIcon, BurgerIcon, ChevronDownIcon, CloseIcon, UserIcon } from './icons';
import { accessibilityPath, DEFAULT_SHOP_URL } from './sitePaths';
import * as styles from './Header.module.css';

export const BURGER_PANEL_ID = 'site-menu';

const BurgerItem = observer(function BurgerItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { ui } = useStore();
  const open = ui.submenu === item.id;
  const id = `burger-submenu-${item.id}`;
  return (
    <li className={styles.burgerItem}>
      <div className={styles.burgerRow}>
        <SmartLink href={item.url} className={styles.burgerLink} activeClassName={styles.burgerLinkActive}>
          {item.menu_name}
        </SmartLink>
        {item.children.length > 0 && (
          <button
            type="button"
            className={styles.burgerToggle}
            aria-expanded={open}
            aria-controls={id}
            aria-label={t('layout.submenuToggle', { name: item.menu_name })}
            onClick={() => ui.toggleSubmenu(item.id)}
          >
            <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
          </button>
        )}
      </div>
      {item.children.length > 0 && (
        <ul id={id} className={styles.burgerSubmenu} hidden={!open}>
          {item.children.map((child) => (
            <li key={child.id}>
              <SmartLink href={child.url} className={styles.burgerSublink} activeClassName={styles.burgerLinkActive}>
                {child.menu_name}
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});

export const BurgerMenu = observer(function BurgerMenu() {
  const { t, i18n } = useTranslation();
  const { ui, navigation, layout, user } = useStore();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const shopUrl = user.current?.webshop_url || DEFAULT_SHOP_URL;
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const open = ui.menuOpen;
  useDismiss(open, [panel, toggle], () => ui.toggleMenu(false), toggle);
  useFocusTrap(open, panel, toggle);
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // what the panel is made of: opening the menu renders this component again, which is no new
  // content for the panel (it hydrates when touched: the focus moving in, after the panel's paint)
  const panelInput = useMemo(() => ({ menu: navigation.menu, locale, shopUrl, contact: layout.contactName }), [navigation.menu, locale, shopUrl, layout.contactName]);
  const highlighted = navigation.menu.filter((item) => item.is_highlight);
  const others = navigation.menu.filter((item) => !item.is_highlight && item.in_burger_menu);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={BURGER_PANEL_ID}
        aria-label={open ? t('layout.menuClose') : t('layout.menuOpen')}
        onClick={() => ui.toggleMenu()}
      >
        {open ? <CloseIcon /> : <BurgerIcon />}
        <span className={styles.burgerLabel}>{t('layout.menu')}</span>
      </button>
      <div className={styles.backdrop} data-open={open ? '' : undefined} aria-hidden="true" />
      <div id={BURGER_PANEL_ID} ref={panel} className={styles.burgerPanel} data-open={open ? '' : undefined}>
        {/* the panel's links hydrate when touched (client/partialHydration): the focus moves in once the menu shows */}
        <HydrateLater name="menu" when="touched" input={panelInput}>
          <nav className={styles.burgerInner} aria-label={t('layout.menu')}>
            <ul className={styles.burgerList}>
              {highlighted.map((item) => (
                <BurgerItem key={item.id} item={item} />
              ))}
            </ul>
            {others.length > 0 && (
              <ul className={styles.burgerOthers} aria-label={t('layout.moreNavigation')}>
                {others.map((item) => (
                  <li key={item.id}>
                    <SmartLink href={item.url} className={styles.burgerOtherLink} activeClassName={styles.burgerLinkActive}>
                      {item.menu_name}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
            {/* On narrow screens the accessibility and account icons of the header move here. */}
            <ul className={styles.burgerService}>
              <li>
                <SmartLink href={accessibilityPath(locale)} className={styles.burgerOtherLink}>
                  <AccessibilityIcon width={20} height={20} /> {t('layout.accessibility')}
                </SmartLink>
              </li>
              <li>
                <SmartLink href={shopUrl} className={styles.burgerOtherLink}>
                  <UserIcon width={20} height={20} /> {layout.contactName ? t('layout.greeting', { name: layout.contactName }) : t('layout.shopLogin')}
                </SmartLink>
              </li>
            </ul>
          </nav>
        </HydrateLater>
      </div>
    </>
  );
});
