/**
 * Concert subscriptions (SPEC §7). Answers of
 *   GET /{locale}/api/subscriptions/?page={n}, /subscriptions/{id}/
 */
import type { Paginated } from './common';
import type { EventListItem, ObjectUrls } from './events';

export interface SubscriptionPrice {
  /** e.g. 'Kategorie A' / 'Category A' */
  label: string;
  /** in euros, e.g. 249.5 (stored in cents, so at most two decimals) */
  amount: number;
  currency: 'EUR';
}

/** One item of GET /{locale}/api/subscriptions/ */
export interface SubscriptionListItem {
  id: number;
  name: string;
  slug: string;
  subtitle: string;
  prices: SubscriptionPrice[];
  /** '/de/subscriptions/{slug}/{id}', '/en/subscriptions/{slug}/{id}' */
  url: ObjectUrls;
  /** '/admin/subscriptions/subscription/{id}/change/' */
  admin_url: string;
}

/** GET /{locale}/api/subscriptions/ (page size 12) */
export type SubscriptionList = Paginated<SubscriptionListItem>;

/** GET /{locale}/api/subscriptions/{id}/ */
export interface SubscriptionDetail extends SubscriptionListItem {
  /** rich text (allowlisted HTML) */
  description: string;
  /** the online events of the subscription, ascending by start */
  events: EventListItem[];
}
