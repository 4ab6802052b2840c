/** Concert subscriptions as the API answers them: the list (online ones by `order`) and the detail with its online events. */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { SubscriptionDetail, SubscriptionListItem } from '../../shared/contract/subscriptions';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { events, subscriptions, subscriptions_events } from '../db/schema';
import { objectUrls } from './common';
import { selectEventItems, toEventListItems } from './events';

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

async function subscriptionDetail(db: DbOrTx, row: SubscriptionRow, locale: Locale): Promise<SubscriptionDetail> {
  const eventRows = await selectEventItems(db)
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

/** One page of the online subscriptions, and how many there are. */
export async function findSubscriptions(
  db: DbOrTx,
  page: { limit: number; offset: number },
  locale: Locale,
): Promise<{ count: number; items: SubscriptionListItem[] }> {
  const where = eq(subscriptions.is_online, true);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(subscriptions).where(where),
    db.select().from(subscriptions).where(where).orderBy(asc(subscriptions.order), asc(subscriptions.id)).limit(page.limit).offset(page.offset),
  ]);
  return { count: n, items: rows.map((s) => toListItem(s, locale)) };
}

/** The detail of the subscription with this id or slug, or null. Offline ones only when `includeOffline` (logged-in editors). */
export async function loadSubscriptionDetail(
  db: DbOrTx,
  which: { id: number } | { slug: string },
  locale: Locale,
  includeOffline: boolean,
): Promise<SubscriptionDetail | null> {
  const match: SQL = 'id' in which ? eq(subscriptions.id, which.id) : eq(subscriptions.slug, which.slug);
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(match, includeOffline ? undefined : eq(subscriptions.is_online, true)))
    .orderBy(asc(subscriptions.id))
    .limit(1);
  return row ? subscriptionDetail(db, row, locale) : null;
}
