/**
 * State of the subscriptions screens: the list (paginated forward only, SPEC §4) and one
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
import { appendNew } from './appendNew';

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

export const SubscriptionsStore = types
  .model('SubscriptionsStore', {
    locale: types.maybeNull(types.string),
    items: types.frozen<SubscriptionListItem[]>([]),
    /** the last page appended (0: none) */
    page: 0,
    hasNext: false,
    /** the list has loaded once (an empty list then shows its empty state) */
    loaded: false,
    listError: types.maybeNull(types.number),
    current: types.frozen<SubscriptionDetail | null>(null),
    /** when `current` was loaded (ms since epoch): which of its concerts have begun, the same on server and client */
    currentLoadedAt: 0,
  })
  .volatile(() => ({ loading: false, generation: 0 }))
  .actions((self) => ({
    setLoading(loading: boolean) {
      self.loading = loading;
    },
    reset(locale: Locale) {
      self.generation += 1;
      self.locale = locale;
      self.items = [];
      self.page = 0;
      self.hasNext = false;
      self.loaded = false;
      self.listError = null;
      self.loading = false;
    },
    appendPage(page: number, answer: SubscriptionList) {
      self.items = appendNew(self.items, subscriptionItems(answer));
      self.page = page;
      self.hasNext = !!answer?.next;
      self.loaded = true;
      self.listError = null;
    },
    setListError(status: number) {
      self.listError = status;
    },
    setCurrent(subscription: SubscriptionDetail | null) {
      self.current = subscription;
      self.currentLoadedAt = Date.now();
    },
  }))
  .actions((self) => {
    /** Appends `page`; an earlier or the same page is ignored (forward only). */
    const loadPage = flow(function* loadPage(page: number) {
      if (!self.locale || page <= self.page || self.loading) return false;
      const { api, logger } = storeEnv(self);
      const generation = self.generation;
      self.setLoading(true);
      try {
        const answer: SubscriptionList = yield api.get<SubscriptionList>(subscriptionPaths.subscriptions(self.locale as Locale, page));
        if (generation !== self.generation) return false;
        self.appendPage(page, answer);
        return true;
      } catch (error) {
        if (generation !== self.generation) return false;
        logger.warn({ err: error, page }, 'subscriptions failed to load');
        self.setListError(statusOf(error));
        return false;
      } finally {
        // SPEC §8: a failed list clears the loading flag
        if (generation === self.generation) self.setLoading(false);
      }
    });
    return {
      loadPage,
      loadList: flow(function* loadList(locale: Locale) {
        self.reset(locale);
        yield loadPage(1);
      }),
      loadMore: flow(function* loadMore() {
        if (!self.hasNext) return false;
        return (yield loadPage(self.page + 1)) as boolean;
      }),
      retry: flow(function* retry() {
        return (yield loadPage(self.page + 1)) as boolean;
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
