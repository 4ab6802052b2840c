/**
 * One subscription (route `subscriptions-slug-id`): name, subtitle, description, prices and its
 * concerts as rows of the event list module (EventRow).
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import { buildPath } from '../../../shared/routes';
import { StaffEditLink } from '../../staff/StaffEditLink';
import { SmartLink } from '../../links/SmartLink';
import { EventRow } from '../../modules/EventList';
import * as listStyles from '../../modules/EventList.module.css';
import * as pageStyles from '../events/EventsPage.module.css';
import { PriceTable } from './PriceTable';
import * as styles from './Subscriptions.module.css';
import { useArea } from '../../stores/context';
import { subscriptionsArea } from '../../stores/SubscriptionsStore';

const SubscriptionDetailPage = observer(function SubscriptionDetailPage() {
  const { t, i18n } = useTranslation();
  const subscriptions = useArea(subscriptionsArea);
  const subscription = subscriptions.current;
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  if (!subscription) return null;
  return (
    <article className={pageStyles.page} data-testid="subscription-detail">
      <div data-search-index="">
        <p className={styles.backTop}>
          <SmartLink href={buildPath('subscriptions', locale)}>← {t('subscriptions.back')}</SmartLink>
        </p>
        <header className={pageStyles.header}>
          <h1 className={pageStyles.title}>{subscription.name}</h1>
          {subscription.subtitle && <p className={pageStyles.lead}>{subscription.subtitle}</p>}
          <StaffEditLink model="subscription" id={subscription.id} />
        </header>
        <div className={styles.detail}>
          {subscription.description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: subscription.description }} />}
          <aside className={styles.priceCard}>
            <PriceTable prices={subscription.prices} locale={locale} caption={t('subscriptions.prices')} />
          </aside>
          <section aria-labelledby="subscription-concerts" className={styles.concerts}>
            <h2 id="subscription-concerts" className={pageStyles.monthTitle}>
              {t('subscriptions.concerts')}{' '}
              <span className={styles.concertCount}>({t('subscriptions.count', { count: subscription.events.length })})</span>
            </h2>
            {subscription.events.length === 0 ? (
              <div className={pageStyles.empty}>
                <p className={pageStyles.emptyTitle}>{t('subscriptions.noConcerts')}</p>
              </div>
            ) : (
              <ul className={listStyles.rows} data-testid="subscription-events">
                {subscription.events.map((event) => (
                  <EventRow key={event.id} event={event} locale={locale} showPerformers now={subscriptions.currentLoadedAt} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <div data-search-index-end="" hidden />
    </article>
  );
});

export default SubscriptionDetailPage;
