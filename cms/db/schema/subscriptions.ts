/** Concert subscriptions (season tickets) and the events they include. */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, localized, order, updatedAt } from './_columns';
import { events } from './events';

export interface SubscriptionPrice {
  label_de: string;
  label_en: string;
  /** euro cents */
  amount_cents: number;
}

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  slug: text().notNull().unique(),
  ...localized('name'),
  ...localized('subtitle'),
  /** rich text (allowlisted HTML) */
  ...localized('description'),
  prices: jsonb().$type<SubscriptionPrice[]>().notNull().default([]),
  is_online: flag(true),
  order: order(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const subscriptions_events = pgTable(
  'subscriptions_events',
  {
    subscription_id: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    event_id: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscription_id, t.event_id] }), index('subscriptions_events_event_idx').on(t.event_id)],
);
