/**
 * The subscriptions list (route `subscriptions`): one card per subscription with its subtitle, its
 * price categories and a link to its page. Empty: a message; a failed list: a message with a retry
 * (the store has cleared its loading flag and logged the failure, SPEC §8).
 */
import { observer } from 'mobx-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { SubscriptionListItem } from '../../../shared/contract/subscriptions';
import { SmartLink } from '../../links/SmartLink';
import * as pageStyles from '../events/EventsPage.module.css';
import { PriceTable } from './PriceTable';
import { formatPrice, lowestPrice } from './prices';
import * as styles from './Subscriptions.module.css';
import { useArea } from '../../stores/context';
import { subscriptionsArea } from '../../stores/SubscriptionsStore';
import { buildPath } from '../../../shared/routes';
import { pageHref } from '../../../shared/routes/pageHref';
import { LoadMore } from '../LoadMore';

function SubscriptionCard({ item, locale }: { item: SubscriptionListItem; locale: Locale }) {
  const { t } = useTranslation();
  const lowest = lowestPrice(item.prices);
  return (
    <li className={styles.card} data-testid="subscription">
      <div>
        <h2 className={styles.cardTitle}>
          <SmartLink href={item.url[locale]} className={styles.cardLink}>
            {item.name}
          </SmartLink>
        </h2>
        {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
        {lowest && <p className={styles.from}>{t('subscriptions.priceFrom', { price: formatPrice(lowest, locale) })}</p>}
      </div>
      <PriceTable prices={item.prices} locale={locale} caption={t('subscriptions.prices')} />
      <span className={styles.more} aria-hidden="true">
        {t('subscriptions.details')} →
      </span>
    </li>
  );
}

const SubscriptionsPage = observer(function SubscriptionsPage() {
  const { t, i18n } = useTranslation();
  const list = useArea(subscriptionsArea).list;
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  // a failed first page: the list's error state (a later page's failure: LoadMore's retry)
  const failed = list.listError !== null && list.items.length === 0;
  const container = useRef<HTMLDivElement>(null);
  const labels = { more: t('subscriptions.loadMore'), loading: t('subscriptions.loading'), error: t('subscriptions.error'), retry: t('subscriptions.retry') };
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('subscriptions.title')}</h1>
        <p className={pageStyles.lead}>{t('subscriptions.lead')}</p>
      </header>
      <div data-search-index="" ref={container}>
        {list.isEmpty && !failed && (
          <div className={pageStyles.empty} data-testid="subscriptions-empty">
            <p className={pageStyles.emptyTitle}>{t('subscriptions.empty')}</p>
          </div>
        )}
        {list.items.length > 0 && (
          <ul className={styles.cards} data-testid="subscriptions-list">
            {list.items.map((item) => (
              <SubscriptionCard key={item.id} item={item} locale={locale} />
            ))}
          </ul>
        )}
        {failed && (
          <div className={pageStyles.error} role="alert">
            <p>{t('subscriptions.error')}</p>
            <button type="button" className={pageStyles.secondaryButton} onClick={() => void list.retry()}>
              {t('subscriptions.retry')}
            </button>
          </div>
        )}
        <LoadMore
          list={list}
          href={pageHref(buildPath('subscriptions', locale), list.nextPage)}
          container={container}
          linkSelector='[data-testid="subscription"] h2 a'
          labels={labels}
          testId="subscriptions-more"
        />
      </div>
      <div data-search-index-end="" hidden />
    </div>
  );
});

export default SubscriptionsPage;
