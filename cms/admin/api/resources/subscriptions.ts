/** The admin's resources of subscriptions (resource.ts declares the machinery, docs/admin.md). */
import { z } from 'zod';
import { subscriptions, subscriptions_events } from '../../../db/schema';
import * as f from '../fields';
import type { AdminResource } from '../resource';
import { sanitized, withSlug, reindex } from './hooks';

export const subscriptionResource: AdminResource = {
  name: 'subscriptions',
  table: subscriptions,
  fields: z.object({
    slug: f.slug(),
    ...f.localized('name', true, 256),
    ...f.localized('subtitle', false, 500),
    description_de: f.richText(),
    description_en: f.richText(),
    prices: z
      .array(z.object({ ...f.localized('label', true, 256), amount_cents: f.cents() }).transform((p) => ({ label_de: String(p.label_de), label_en: String(p.label_en), amount_cents: p.amount_cents })))
      .default([]),
    is_online: f.flag(true),
    order: f.order(),
    event_ids: f.ids(),
  }),
  search: ['name_de', 'name_en', 'slug'],
  filters: { is_online: { kind: 'bool', column: 'is_online' }, event_id: { kind: 'relation', relation: 'event_ids' } },
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
  relations: [{ field: 'event_ids', table: subscriptions_events, own: 'subscription_id', other: 'event_id' }],
  prepare: (data) => withSlug('name_de', sanitized('description_de', 'description_en')(data)),
  afterWrite: reindex('subscription'),
};
