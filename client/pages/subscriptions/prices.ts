import type { Locale } from '../../../shared/constants';
import type { PriceRange } from '../../../shared/contract/events';
import type { SubscriptionPrice } from '../../../shared/contract/subscriptions';
import { intlLocale, numberFormat } from '../../../shared/intl';

/** '249,50 €' / '€249.50' (whole euros without decimals: '320 €'). */
export function formatPrice(price: Pick<SubscriptionPrice, 'amount' | 'currency'>, locale: Locale): string {
  const whole = Number.isInteger(price.amount);
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price.amount);
}

/** A concert's price range: '18 € – 62 €' / '€18 – €62', one price when both ends are the same. */
export function formatPriceRange(range: PriceRange, locale: Locale): string {
  const low = formatPrice({ amount: range.low, currency: range.currency }, locale);
  return range.low === range.high ? low : `${low} – ${formatPrice({ amount: range.high, currency: range.currency }, locale)}`;
}

/** The lowest price, or null when there is none. */
export function lowestPrice(prices: readonly SubscriptionPrice[]): SubscriptionPrice | null {
  return prices.reduce<SubscriptionPrice | null>((low, price) => (low === null || price.amount < low.amount ? price : low), null);
}
