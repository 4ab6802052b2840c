/** What several resources do before or after a write: sanitize rich text, check the schedule, derive a slug, reindex. */
import { slugify } from '../../../../shared/slug';
import type { SearchKind } from '../../../db/schema/search';
import { ValidationError } from '../../../errors';
import { sanitizeRichText } from '../../../sanitize/richText';
import { reindexRecord } from '../../../write/contentWrite';
import { ownerRow, scheduleInOrder } from '../../../content/publication';
import { adminMessages } from '../fields';
import type { WriteContext } from '../resource';

export type Row = Record<string, unknown>;

/** sanitize the named rich-text columns */
export const sanitized =
  (...columns: string[]) =>
  (data: Row): Row => {
    const out = { ...data };
    for (const c of columns) if (typeof out[c] === 'string') out[c] = sanitizeRichText(out[c] as string);
    return out;
  };

/** scheduled go-live before take-down (cms/jobs/schedule.ts applies them), when both are set */
export const scheduled = (data: Row): Row => {
  if (!scheduleInOrder(data.publish_at as Date | null | undefined, data.unpublish_at as Date | null | undefined)) {
    throw new ValidationError({ unpublish_at: [adminMessages.scheduleOrder] });
  }
  return data;
};

/**
 * A go-live time set or changed in the admin publishes every language at the go-live (the admin has
 * no language choice; issue 45 item 1): when `publish_at` changes, the languages an editor chose for
 * the time before are dropped (`publish_locales` null). An unchanged time keeps them.
 */
export const adminGoLive =
  (content_type: 'page' | 'event' | 'story') =>
  async (data: Row, { tx, id }: WriteContext & { id: number | null }): Promise<Row> => {
    if (id === null || !('publish_at' in data)) return data;
    const row = await ownerRow(tx, { content_type, object_id: id });
    const time = (value: unknown) => (value instanceof Date ? value.getTime() : value ? new Date(value as string).getTime() : null);
    return row && time(row.publish_at) === time(data.publish_at) ? data : { ...data, publish_locales: null };
  };

/** an empty slug is derived from a German text column */
export const withSlug = (from: string, data: Row): Row => ({ ...data, slug: (data.slug as string) || slugify(String(data[from] ?? '')) || 'item' });

export const reindex =
  (kind: SearchKind) =>
  async ({ tx, id }: WriteContext & { id: number }) => {
    await reindexRecord(tx, kind, id);
  };
