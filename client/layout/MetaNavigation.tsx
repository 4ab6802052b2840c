/**
 * The meta navigation of the header: accessibility (with easy language and sign language), the shop
 * account (a dropdown greeting the shop contact by name) and the cart with its item count. Shop data
 * come from the shop cookies through the layout store, the same on server and client.
 */
import { observer } from 'mobx-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/constants';
import { SmartLink } from '../links/SmartLink';
import { useStore } from '../stores/context';
import { HeaderSearch } from './HeaderSearch';
import { useDismiss } from './hooks';
import { AccessibilityIcon, CartIcon, EasyLanguageIcon, SignLanguageIcon, UserIcon } from './icons';
import { accessibilityPath, DEFAULT_SHOP_URL, easyLanguagePath, signLanguagePath } from './sitePaths';
import * as styles from './Header.module.css';

export const USER_MENU_ID = 'user-menu';

export const MetaNavigation = observer(function MetaNavigation() {
  const { t, i18n } = useTranslation();
  const { ui, layout, user } = useStore();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const shopUrl = user.current?.webshop_url || DEFAULT_SHOP_URL;
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(ui.userMenuOpen, [box], () => ui.toggleUserMenu(false), button);
  const a11y = accessibilityPath(locale);
  const name = layout.contactName;
  return (
    <nav className={styles.meta} aria-label={t('layout.metaNavigation')}>
      <ul className={styles.metaList}>
        <HeaderSearch />
        <li className={styles.metaWide}>
          <SmartLink href={easyLanguagePath(locale)} className={styles.iconButton} aria-label={t('layout.easyLanguage')} title={t('layout.easyLanguage')}>
            <EasyLanguageIcon />
          </SmartLink>
        </li>
        <li className={styles.metaWide}>
          <SmartLink href={signLanguagePath(locale)} className={styles.iconButton} aria-label={t('layout.signLanguage')} title={t('layout.signLanguage')}>
            <SignLanguageIcon />
          </SmartLink>
        </li>
        <li className={styles.metaRoomy}>
          <SmartLink href={a11y} className={styles.iconButton} aria-label={t('layout.accessibility')} title={t('layout.accessibility')}>
            <AccessibilityIcon />
          </SmartLink>
        </li>
        <li className={`${styles.dropdown} ${styles.metaRoomy}`} ref={box}>
          <button
            ref={button}
            type="button"
            className={styles.iconButton}
            aria-expanded={ui.userMenuOpen}
            aria-controls={USER_MENU_ID}
            aria-label={t('layout.account')}
            title={t('layout.account')}
            onClick={() => ui.toggleUserMenu()}
          >
            <UserIcon />
            {name && <span className={styles.userDot} aria-hidden="true" />}
          </button>
          <div id={USER_MENU_ID} className={`${styles.dropdownPanel} ${styles.dropdownEnd}`} hidden={!ui.userMenuOpen}>
            {name && (
              <p className={styles.greeting} data-testid="shop-greeting">
                {t('layout.greeting', { name })}
              </p>
            )}
            <SmartLink href={shopUrl} className={styles.dropdownLink}>
              {name ? t('layout.shopAccount') : t('layout.shopLogin')}
            </SmartLink>
            <SmartLink href={shopUrl} className={styles.dropdownLink}>
              {t('layout.shopTickets')}
            </SmartLink>
          </div>
        </li>
        <li>
          <SmartLink href={shopUrl} className={styles.iconButton} aria-label={t('layout.cartCount', { count: layout.cartCount })} title={t('layout.cart')}>
            <CartIcon />
            {layout.cartCount > 0 && (
              <span className={styles.cartCount} data-testid="cart-count" aria-hidden="true">
                {layout.cartCount}
              </span>
            )}
          </SmartLink>
        </li>
      </ul>
    </nav>
  );
});
