/**
 * Concert subscriptions (SPEC §7):
 *   GET /{locale}/api/subscriptions/?page={n}   paginated (12 per page), online ones by `order`
 *   GET /{locale}/api/subscriptions/{id}/       detail with description and its online events
 *   GET /{locale}/api/subscriptions/slug/{slug}/ the same detail by slug (the route's id is optional)
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { SubscriptionDetail, SubscriptionList, SubscriptionListItem } from '../../shared/contract/subscriptions';
import { objectUrls } from '../content/common';
import { selectEvents, toEventListItems } from '../content/events';
import { idParam, pageOffset, pageParam, paginated } from '../content/listing';
import type { Db } from '../db/client';
import { tr } from '../db/i18n';
import { events, subscriptions, subscriptions_events } from '../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';

export const SUBSCRIPTIONS_PAGE_SIZE = 12;

type SubscriptionRow = typeof subscriptions.$inferSelect;

function toListItem(s: SubscriptionRow, locale: Locale): SubscriptionListItem {
  return {
    id: s.id,
    name: tr(s, 'name', locale),
    slug: s.slug,
    subtitle: tr(s, 'subtitle', locale),
    prices: s.prices.map((p) => ({ label: tr(p, 'label', locale), amount: p.amount_cents / 100, currency: 'EUR' as const })),
    url: objectUrls('subscriptions-slug-id', s.slug, s.id),
    admin_url: adminChangeUrl('subscription', s.id),
  };
}

async function subscriptionDetail(db: Db, row: SubscriptionRow, locale: Locale): Promise<SubscriptionDetail> {
  const eventRows = await selectEvents(db)
    .where(
      and(
        eq(events.is_online, true),
        inArray(
          events.id,
          db.select({ id: subscriptions_events.event_id }).from(subscriptions_events).where(eq(subscriptions_events.subscription_id, row.id)),
        ),
      ),
    )
    .orderBy(asc(events.start_at), asc(events.id));
  return {
    ...toListItem(row, locale),
    description: tr(row, 'description', locale),
    events: await toEventListItems(db, eventRows, locale),
  };
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'subscriptions.browse',
    method: 'GET',
    api: 'api',
    path: '/subscriptions/',
    permission: 'public',
    input: { query: z.object({ page: pageParam }) },
    async handler({ db, locale, query, req }): Promise<SubscriptionList> {
      const where = eq(subscriptions.is_online, true);
      const [[{ n }], rows] = await Promise.all([
        db.select({ n: count() }).from(subscriptions).where(where),
        db
          .select()
          .from(subscriptions)
          .where(where)
          .orderBy(asc(subscriptions.order), asc(subscriptions.id))
          .limit(SUBSCRIPTIONS_PAGE_SIZE)
          .offset(pageOffset(query.page, SUBSCRIPTIONS_PAGE_SIZE)),
      ]);
      return paginated(
        req,
        { page: query.page, size: SUBSCRIPTIONS_PAGE_SIZE, count: n },
        rows.map((s) => toListItem(s, locale)),
      );
    },
  }),

  defineEndpoint({
    name: 'subscriptions.read',
    method: 'GET',
    api: 'api',
    path: '/subscriptions/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params, user }): Promise<SubscriptionDetail> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, params.id), user ? undefined : eq(subscriptions.is_online, true)));
      if (!row) throw new NotFoundError();
      return subscriptionDetail(db, row, locale);
    },
  }),

  defineEndpoint({
    name: 'subscriptions.readBySlug',
    method: 'GET',
    api: 'api',
    path: '/subscriptions/slug/:slug/',
    permission: 'public',
    input: { params: z.object({ slug: z.string().min(1).max(200) }) },
    async handler({ db, locale, params, user }): Promise<SubscriptionDetail> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.slug, params.slug), user ? undefined : eq(subscriptions.is_online, true)))
        .orderBy(asc(subscriptions.id))
        .limit(1);
      if (!row) throw new NotFoundError();
      return subscriptionDetail(db, row, locale);
    },
  }),
];
