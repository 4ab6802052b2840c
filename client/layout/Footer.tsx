/**
 * The yellow footer (SPEC §2): newsletter teaser (not on the newsletter page), the latest stories,
 * the footer navigation with the press link and the cookie settings, and the social links.
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { RouteMatch } from '../../shared/routes';
import type { Locale } from '../../shared/constants';
import { showCookiePreferences } from '../consent/loader';
import { SmartLink } from '../links/SmartLink';
import { useStore } from '../stores/context';
import { ArrowRightIcon, FacebookIcon, InstagramIcon, ITunesIcon, SpotifyIcon, YouTubeIcon } from './icons';
import { newsletterPath, pressPath, SOCIAL_LINKS, storiesPath } from './sitePaths';
import * as styles from './Footer.module.css';
import { dateTimeFormat, intlLocale } from '../../shared/intl';

const SOCIAL_ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  itunes: ITunesIcon,
  spotify: SpotifyIcon,
} as const;

function formatDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  // A calendar date: format it in UTC so server and browser agree whatever their time zone.
  return dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export const Footer = observer(function Footer({ match }: { match: RouteMatch | null }) {
  const { t, i18n } = useTranslation();
  const { navigation } = useStore();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const onNewsletter = match?.name === 'newsletter';
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {!onNewsletter && (
          <section className={styles.newsletter} aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={styles.newsletterTitle}>
              {t('footer.newsletterTitle')}
            </h2>
            <p className={styles.newsletterText}>{t('footer.newsletterText')}</p>
            <SmartLink href={newsletterPath(locale)} className={styles.newsletterButton}>
              {t('footer.newsletterCta')}
              <ArrowRightIcon width={20} height={20} />
            </SmartLink>
          </section>
        )}

        {navigation.news.length > 0 && (
          <section className={styles.news} aria-labelledby="footer-news">
            <h2 id="footer-news" className={styles.heading}>
              {t('footer.newsTitle')}
            </h2>
            <ul className={styles.newsList}>
              {navigation.news.map((story) => (
                <li key={story.id} className={styles.newsItem}>
                  <time dateTime={story.date} className={styles.newsDate}>
                    {formatDate(story.date, locale)}
                  </time>
                  <SmartLink href={story.url} className={styles.newsLink}>
                    {story.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
            <SmartLink href={storiesPath(locale)} className={styles.more}>
              {t('footer.newsAll')}
              <ArrowRightIcon width={18} height={18} />
            </SmartLink>
          </section>
        )}

        <nav className={styles.links} aria-label={t('layout.footerNavigation')}>
          <h2 className={styles.heading}>{t('footer.service')}</h2>
          <ul className={styles.linkList}>
            {navigation.footer.map((item) => (
              <li key={item.id}>
                <SmartLink href={item.url}>{item.menu_name}</SmartLink>
              </li>
            ))}
            {!navigation.footer.some((item) => item.url === pressPath(locale)) && (
              <li>
                <SmartLink href={pressPath(locale)}>{t('footer.press')}</SmartLink>
              </li>
            )}
            <li>
              <button type="button" className={styles.linkButton} onClick={showCookiePreferences} data-testid="cookie-settings">
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>

        <section className={styles.social} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.social')}
          </h2>
          <ul className={styles.socialList}>
            {SOCIAL_LINKS.map(({ network, url }) => {
              const Icon = SOCIAL_ICONS[network];
              const name = t(`footer.socialNetworks.${network}`);
              return (
                <li key={network}>
                  <SmartLink href={url} className={styles.socialLink} aria-label={name} title={name}>
                    <Icon />
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        </section>

        <div className={styles.bottom}>
          <p>{t('footer.address')}</p>
          <p>{t('footer.copyright')}</p>
        </div>
      </div>
    </footer>
  );
});
