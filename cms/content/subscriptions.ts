/** Concert subscriptions as the API answers them: the list (online ones by `order`) and the detail with its online events. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { SubscriptionDetail, SubscriptionListItem } from '../../shared/contract/subscriptions';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { tr } from '../db/i18n';
import { events, subscriptions, subscriptions_events } from '../db/schema';
import { objectUrls } from './common';
import { selectEventList, toEventListItems } from './events';

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
  const eventRows = await prepared(db, 'subscription_events_online', (on) =>
    selectEventList(
      on,
      and(
        eq(events.is_online, true),
        inArray(events.id, on.select({ id: subscriptions_events.event_id }).from(subscriptions_events).where(eq(subscriptions_events.subscription_id, sql.placeholder('id')))),
      ),
    ),
  ).execute({ id: row.id });
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
  // the subscriptions page reads these on every uncached view: built once (cms/db/prepared.ts)
  const where = eq(subscriptions.is_online, true);
  const [[{ n }], rows] = await Promise.all([
    prepared(db, 'subscriptions_online_count', (on) => on.select({ n: count() }).from(subscriptions).where(where)).execute(),
    prepared(db, 'subscriptions_online_page', (on) =>
      on
        .select()
        .from(subscriptions)
        .where(where)
        .orderBy(asc(subscriptions.order), asc(subscriptions.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute({ limit: page.limit, offset: page.offset }),
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
  const byId = 'id' in which;
  const [row] = await prepared(db, `subscription_by_${byId ? 'id' : 'slug'}_${includeOffline ? 'any' : 'online'}`, (on) =>
    on
      .select()
      .from(subscriptions)
      .where(and(eq(byId ? subscriptions.id : subscriptions.slug, sql.placeholder('key')), includeOffline ? undefined : eq(subscriptions.is_online, true)))
      .orderBy(asc(subscriptions.id))
      .limit(1),
  ).execute({ key: byId ? which.id : which.slug });
  return row ? subscriptionDetail(db, row, locale) : null;
}
