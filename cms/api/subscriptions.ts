/**
 * Concert subscriptions (SPEC §7):
 *   GET /{locale}/api/subscriptions/?page={n}   paginated (12 per page), online ones by `order`
 *   GET /{locale}/api/subscriptions/{id}/       detail with description and its online events
 *   GET /{locale}/api/subscriptions/slug/{slug}/ the same detail by slug (the route's id is optional)
 */
import { z } from 'zod';
import type { SubscriptionDetail, SubscriptionList } from '../../shared/contract/subscriptions';
import { idParam, pageOffset, pageParam, paginated } from '../content/listing';
import { findSubscriptions, loadSubscriptionDetail } from '../content/subscriptions';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';
import { listKey, objectKey } from '../../shared/contentKeys';

export const SUBSCRIPTIONS_PAGE_SIZE = 12;

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'subscriptions.browse',
    method: 'GET',
    api: 'api',
    path: '/subscriptions/',
    permission: 'public',
    input: { query: z.object({ page: pageParam }) },
    async handler({ db, locale, query, req }): Promise<SubscriptionList> {
      const { count, items } = await findSubscriptions(db, { limit: SUBSCRIPTIONS_PAGE_SIZE, offset: pageOffset(query.page, SUBSCRIPTIONS_PAGE_SIZE) }, locale);
      return paginated(req, { page: query.page, size: SUBSCRIPTIONS_PAGE_SIZE, count }, items);
    },
    keys: () => ['subscriptions'],
  }),

  defineEndpoint({
    name: 'subscriptions.read',
    method: 'GET',
    api: 'api',
    path: '/subscriptions/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params, user }): Promise<SubscriptionDetail> {
      const detail = await loadSubscriptionDetail(db, { id: params.id }, locale, user !== null);
      if (!detail) throw new NotFoundError();
      return detail;
    },
    keys: (_frame, result) => ['subscriptions', listKey('events'), ...((result as SubscriptionDetail | undefined)?.events ?? []).map((event) => objectKey('event', event.id))],
  }),

  defineEndpoint({
    name: 'subscriptions.readBySlug',
    method: 'GET',
    api: 'api',
    path: '/subscriptions/slug/:slug/',
    permission: 'public',
    input: { params: z.object({ slug: z.string().min(1).max(200) }) },
    async handler({ db, locale, params, user }): Promise<SubscriptionDetail> {
      const detail = await loadSubscriptionDetail(db, { slug: params.slug }, locale, user !== null);
      if (!detail) throw new NotFoundError();
      return detail;
    },
    keys: (_frame, result) => ['subscriptions', listKey('events'), ...((result as SubscriptionDetail | undefined)?.events ?? []).map((event) => objectKey('event', event.id))],
  }),
];
