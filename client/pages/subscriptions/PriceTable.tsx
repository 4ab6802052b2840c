import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { SubscriptionPrice } from '../../../shared/contract/subscriptions';
import { formatPrice } from './prices';
import * as styles from './Subscriptions.module.css';

/** A subscription's price categories as a two-column table. */
export function PriceTable({ prices, locale, caption }: { prices: readonly SubscriptionPrice[]; locale: Locale; caption?: string }) {
  const { t } = useTranslation();
  if (prices.length === 0) return null;
  return (
    <table className={styles.prices}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('subscriptions.category')}</th>
          <th scope="col">{t('subscriptions.price')}</th>
        </tr>
      </thead>
      <tbody>
        {prices.map((price, index) => (
          <tr key={index}>
            <th scope="row">{price.label}</th>
            <td>{formatPrice(price, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
