/**
 * Bulk actions of the admin (issue 43 item 4; docs/admin.md "Bulk actions"):
 *
 *   POST /api/admin/{name}/bulk/ {ids: [..], action: 'change', changes: {availability: 'sold_out'}}
 *   POST /api/admin/{name}/bulk/ {ids: [..], action: 'trash'}
 *     -> {action, count, ids}
 *
 * ONE transaction for all rows: each row is read, changed and validated as a whole record (the same
 * rules as its form), written with its hooks (search), and gets one history entry (admin_history);
 * a row that is refused (its record does not pass, it no longer exists) rolls everything back and
 * the answer names it: 400 "Nothing was changed: entry 12 was refused." with its field errors.
 */
import { z } from 'zod';
import type { Frame } from '../../http/endpoint';
import { zodToFieldErrors } from '../../http/mount';
import { ValidationError } from '../../errors';
import { trashMessages } from '../../content/trashMessages';
import { moveToTrash, recordAdminChange } from '../../write/trashWrite';
import { BULK_FIELDS, BULK_MAX, TRASH_RESOURCES } from './bulkFields';
import { readRecord, writeRecord } from './records';
import type { AdminResource, Row } from './resource';

/** The bulk request's body for this resource: its bulk fields, each optional; at least one set. */
export function bulkBody(def: AdminResource): z.ZodType<{ ids: number[]; action: 'change' | 'trash'; changes?: Row }> {
  const fields = BULK_FIELDS[def.name] ?? [];
  // the form's rule of each field without its default: a field the request leaves out stays as it is
  const rule = (field: string): z.ZodType => {
    const schema = def.fields.shape[field] as z.ZodType;
    return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  };
  const shape = Object.fromEntries(fields.map((field) => [field, rule(field).optional()]));
  return z
    .object({
      ids: z.array(z.number().int().positive()).min(1).max(BULK_MAX),
      action: z.enum(['change', 'trash']),
      changes: z.strictObject(shape).optional(),
    })
    .refine((body) => body.action === 'trash' || Object.values(body.changes ?? {}).some((v) => v !== undefined), {
      path: ['changes'],
      message: 'Choose a field and its new value.',
    })
    .refine((body) => body.action === 'change' || TRASH_RESOURCES[def.name] !== undefined, { path: ['action'], message: 'These entries have no trash.' });
}

export const hasBulk = (def: AdminResource): boolean => BULK_FIELDS[def.name] !== undefined || TRASH_RESOURCES[def.name] !== undefined;

/** Runs a bulk request (see the file's comment); the ids in their order, each once. */
export async function runBulk(frame: Frame<unknown, unknown, unknown>, def: AdminResource, body: { ids: number[]; action: 'change' | 'trash'; changes?: Row }): Promise<{ action: string; count: number; ids: number[] }> {
  const { db, user } = frame;
  const ids = [...new Set(body.ids)];
  const changes = Object.fromEntries(Object.entries(body.changes ?? {}).filter(([, v]) => v !== undefined));
  await db.transaction(async (tx) => {
    const ctx = { tx, user, frame };
    for (const id of ids) {
      if (body.action === 'trash') {
        if (!(await moveToTrash(tx, TRASH_RESOURCES[def.name], id, user?.id ?? null))) throw new ValidationError({ ids: [trashMessages.bulkUnknown(id)] }, trashMessages.bulkUnknown(id));
        continue;
      }
      const record = await readRecord(tx, def, id).catch(() => null);
      if (!record) throw new ValidationError({ ids: [trashMessages.bulkUnknown(id)] }, trashMessages.bulkUnknown(id));
      const parsed = def.fields.safeParse({ ...record, ...changes });
      if (!parsed.success) throw new ValidationError(zodToFieldErrors(parsed.error), trashMessages.bulkRefused(id));
      try {
        await writeRecord(ctx, def, id, parsed.data as Row);
      } catch (error) {
        // a rule of the record's hooks (the schedule's order, a slug): named with the row
        if (error instanceof ValidationError) throw new ValidationError(error.errors, trashMessages.bulkRefused(id));
        throw error;
      }
      await def.afterWrite?.({ ...ctx, id, op: 'update' });
      await recordAdminChange(tx, def.name, id, 'bulk', user?.id ?? null, changes);
    }
  });
  return { action: body.action, count: ids.length, ids };
}
