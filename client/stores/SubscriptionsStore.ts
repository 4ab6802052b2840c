/**
 * State of the subscriptions screens: the list (a ./pagedList.ts list: forward only, SPEC §4) and one
 * subscription with its concerts. The list answer already carries each subscription's subtitle and
 * prices, so no detail is fetched per item (SPEC §7 allows what the back end gives). Items are
 * mapped only when the answer's results are a non-empty array (SPEC §5). A failed list clears the
 * loading flag and is logged (SPEC §8); the page then shows an error with a retry.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { SubscriptionDetail, SubscriptionList, SubscriptionListItem } from '../../shared/contract/subscriptions';
import { isNotFound, statusOf } from '../../shared/api/errors';
import * as subscriptionPaths from '../../shared/api/subscriptionPaths';
import { storeEnv } from './env';
import { pagedList } from './pagedList';

/** The items of a list answer: only a non-empty array is mapped (anything else is no items). */
export function subscriptionItems(answer: Partial<SubscriptionList> | null | undefined): SubscriptionListItem[] {
  const results: unknown = answer?.results;
  if (!Array.isArray(results) || results.length === 0) return [];
  return (results as SubscriptionListItem[]).map(({ id, name, slug, subtitle, prices, url, admin_url }) => ({
    id,
    name,
    slug,
    subtitle: subtitle ?? '',
    prices: Array.isArray(prices) ? prices : [],
    url,
    admin_url,
  }));
}

/** The subscriptions of the list, page by page; only a non-empty array of an answer is mapped. */
export const SubscriptionPages = pagedList<SubscriptionListItem>('SubscriptionPages', { entries: subscriptionItems, failure: 'subscriptions failed to load' });

export const SubscriptionsStore = types
  .model('SubscriptionsStore', {
    locale: types.maybeNull(types.string),
    /** the list, page by page */
    list: types.optional(SubscriptionPages, {}),
    current: types.frozen<SubscriptionDetail | null>(null),
    /** when `current` was loaded (ms since epoch): which of its concerts have begun, the same on server and client */
    currentLoadedAt: 0,
  })
  .actions((self) => ({
    setLocale(locale: Locale) {
      self.locale = locale;
    },
    setCurrent(subscription: SubscriptionDetail | null) {
      self.current = subscription;
      self.currentLoadedAt = Date.now();
    },
  }))
  .actions((self) => {
    return {
      /**
       * Page 1 of the list (or `page` of a `?page=N` address); a failure is the list's error state
       * (SPEC §8: the loading flag cleared, logged), and a later page's is thrown too (a page after
       * the last is the loader's 404).
       */
      loadList: flow(function* loadList(locale: Locale, page = 1) {
        self.setLocale(locale);
        yield self.list.start(subscriptionPaths.subscriptions(locale), page, page > 1);
      }),
      /**
       * One subscription by id (checked against the slug) or, without id, by slug. Answers the
       * status to show: 200, 404 (unknown, or the id's slug differs), or the failure's status.
       */
      loadDetail: flow(function* loadDetail(locale: Locale, slug: string, id: number | null) {
        const { api, logger } = storeEnv(self);
        self.setCurrent(null);
        try {
          const path = id === null ? subscriptionPaths.subscriptionBySlug(locale, slug) : subscriptionPaths.subscription(locale, id);
          const subscription: SubscriptionDetail = yield api.get<SubscriptionDetail>(path);
          if (subscription.slug !== slug) return 404;
          self.setCurrent(subscription);
          return 200;
        } catch (error) {
          if (!isNotFound(error)) logger.warn({ err: error, slug, id }, 'subscription failed to load');
          return statusOf(error);
        }
      }),
    };
  });

/** The subscriptions area's store (./areas.ts). */
export const subscriptionsArea = defineArea('subscriptions', SubscriptionsStore);
