import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStore } from '../stores/context';
import { NavLinkItem } from './NavLinkItem';
import styles from './layout.module.css';

export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { navigation } = useStore();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerName}>{t('site.name')}</p>
        <p>{t('site.tagline')}</p>
        {navigation.footer.length > 0 && (
          <nav aria-label={t('layout.footerNavigation')}>
            <ul className={styles.footerLinks}>
              {navigation.footer.map((item) => (
                <li key={item.id}>
                  <NavLinkItem item={item} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
});
