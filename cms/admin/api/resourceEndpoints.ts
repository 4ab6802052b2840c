/** The endpoints of an admin resource (resource.ts): list, read, create, update, delete over records.ts. */
import { z } from 'zod';
import { defineEndpoint, reply, type AnyEndpoint, type Frame } from '../../http/endpoint';
import { reportKeys } from '../../http/writeScope';
import { objectKey } from '../../../shared/contentKeys';
import { ConflictError, NotFoundError } from '../../errors';
import { moveToTrash } from '../../write/trashWrite';
import { bulkBody, hasBulk, runBulk } from './bulk';
import { TRASH_RESOURCES } from './bulkFields';
import { adminMessages } from './fields';
import { deleteRecord, listRecords, readRecord, uniqueViolationColumn, writeRecord } from './records';
import { ADMIN_API_PREFIX, DEFAULT_PER_PAGE, MAX_PER_PAGE, type AdminResource, type AnyObject, type Row } from './resource';

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((v) => v.split(',').map(Number));

/** The list's query schema: paging, sort (only declared columns), q, ids, and one parameter per filter. */
export function listQuery(def: AdminResource): AnyObject {
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().positive().default(1),
    per_page: z.coerce.number().int().positive().max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    sort: z.enum(def.sort as [string, ...string[]]).default(def.defaultSort[0]),
    order: z.enum(['ASC', 'DESC']).default(def.defaultSort[1]),
    ids: idList.optional(),
  };
  if (def.search?.length) shape.q = z.string().trim().max(200).optional();
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    shape[name] = (filter.kind === 'bool' ? boolParam : filter.kind === 'relation' ? z.coerce.number().int() : filter.value).optional();
  }
  return z.object(shape);
}

/** A write whose unique clash is on one of the form's fields (a slug): 409 with a field error, shown at the field. */
async function withFieldConflicts<T>(def: AdminResource, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const column = uniqueViolationColumn(error, Object.keys(def.fields.shape));
    if (column) throw new ConflictError(adminMessages.valueTaken, { [column]: [adminMessages.valueTaken] });
    throw error;
  }
}

function allowed(def: AdminResource, op: 'create' | 'update' | 'delete'): boolean {
  return (def.operations ?? ['create', 'update', 'delete']).includes(op);
}

/**
 * The content keys a write of record `id` touched (resource.ts `ResourceKeys`): `before` and
 * `after` are its records (null: created or deleted). Nothing reported: the bump names `*`.
 */
function reportRecordKeys(def: AdminResource, id: number, before: Row | null, after: Row | null): void {
  if (!def.keys) return;
  const { kind, list, listSafe = [] } = def.keys;
  // a child row's id is not content: a PUT writes the children anew (new ids), which changes nothing visitors see
  const children = new Set((def.children ?? []).map((child) => child.field));
  const valueOf = (record: Row | null, field: string) => {
    const value = record?.[field] ?? null;
    return children.has(field) && Array.isArray(value) ? value.map((row: Row) => ({ ...row, id: undefined })) : value;
  };
  const changed = Object.keys(def.fields.shape).filter((field) => JSON.stringify(valueOf(before, field)) !== JSON.stringify(valueOf(after, field)));
  const membership = !before || !after || changed.some((field) => !listSafe.includes(field));
  reportKeys(membership ? [objectKey(kind, id), list] : [objectKey(kind, id)]);
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The endpoints of one resource definition. */
export function resourceEndpoints(def: AdminResource): AnyEndpoint[] {
  const base = `${ADMIN_API_PREFIX}/${def.name}/`;
  const list = listQuery(def);
  const endpoints: AnyEndpoint[] = [
    defineEndpoint({
      name: `admin.${def.name}.list`,
      method: 'GET',
      api: 'api',
      path: base,
      permission: 'staff',
      input: { query: list },
      async handler({ db, query }) {
        const page = await listRecords(db, def, query as Row & { page: number; per_page: number; sort: string; order: 'ASC' | 'DESC' });
        return page;
      },
    }),
    defineEndpoint({
      name: `admin.${def.name}.read`,
      method: 'GET',
      api: 'api',
      path: `${base}:id/`,
      permission: 'staff',
      input: { params: idParams },
      async handler({ db, params }) {
        return readRecord(db, def, params.id);
      },
    }),
  ];
  if (allowed(def, 'create')) {
    endpoints.push(
      defineEndpoint({
        name: `admin.${def.name}.create`,
        method: 'POST',
        api: 'api',
        path: base,
        permission: 'staff',
        // uploads arrive as multipart and are read by the resource's own create()
        input: def.create ? {} : { body: def.fields },
        async handler(frame) {
          const { db, user } = frame;
          const id = def.create
            ? await def.create(frame as Frame<unknown, unknown, unknown>)
            : await withFieldConflicts(def, () =>
                db.transaction(async (tx) => {
                  const ctx = { tx, user, frame: frame as Frame<unknown, unknown, unknown> };
                  const newId = await writeRecord(ctx, def, null, frame.body as Row);
                  await def.afterWrite?.({ ...ctx, id: newId, op: 'create' });
                  return newId;
                }),
              );
          if (!def.create) reportRecordKeys(def, id, null, {});
          return reply(201, await readRecord(db, def, id));
        },
      }),
    );
  }
  if (allowed(def, 'update')) {
    endpoints.push(
      defineEndpoint({
        name: `admin.${def.name}.update`,
        method: 'PUT',
        api: 'api',
        path: `${base}:id/`,
        permission: 'staff',
        input: { params: idParams, body: def.fields },
        async handler(frame) {
          const { db, user, params, body } = frame;
          if (def.update) await def.update(frame as Frame<unknown, unknown, unknown>, params.id, body as Row);
          else {
            const before = await withFieldConflicts(def, () =>
              db.transaction(async (tx) => {
                const ctx = { tx, user, frame: frame as Frame<unknown, unknown, unknown> };
                // the record as it was, for the keys the change touched (the row is locked by the update below)
                const was = def.keys ? await readRecord(tx, def, params.id) : null;
                await writeRecord(ctx, def, params.id, body as Row);
                await def.afterWrite?.({ ...ctx, id: params.id, op: 'update' });
                return was;
              }),
            );
            const after = await readRecord(db, def, params.id);
            reportRecordKeys(def, params.id, before, after);
            return after;
          }
          return readRecord(db, def, params.id);
        },
      }),
    );
  }
  if (allowed(def, 'delete')) {
    endpoints.push(
      defineEndpoint({
        name: `admin.${def.name}.delete`,
        method: 'DELETE',
        api: 'api',
        path: `${base}:id/`,
        permission: 'staff',
        input: { params: idParams },
        async handler(frame) {
          const { db, user, params } = frame;
          const trashKind = TRASH_RESOURCES[def.name];
          if (trashKind) {
            // into the trash (docs/admin.md "Trash"): restorable for TRASH_DAYS, files kept until the purge
            const entry = await db.transaction((tx) => moveToTrash(tx, trashKind, params.id, user?.id ?? null));
            if (!entry) throw new NotFoundError();
            reportRecordKeys(def, params.id, {}, null); // gone for visitors as a delete is: the object and its list
            return { id: params.id, trash_id: entry.id };
          }
          const row = await db.transaction(async (tx) => {
            const deleted = await deleteRecord(tx, def, params.id);
            if (!deleted) throw new NotFoundError();
            await def.afterWrite?.({ tx, user, frame: frame as Frame<unknown, unknown, unknown>, id: params.id, op: 'delete' });
            return deleted;
          });
          reportRecordKeys(def, params.id, row, null);
          if (def.afterDelete) {
            // the row is gone for good; a file left behind is logged, not an error for the editor
            await def.afterDelete(frame as Frame<unknown, unknown, unknown>, row).catch((error: unknown) => frame.log.warn({ err: error }, `admin ${def.name}: removing files of a deleted row failed`));
          }
          return { id: params.id };
        },
      }),
    );
  }
  if (hasBulk(def)) {
    endpoints.push(
      defineEndpoint({
        name: `admin.${def.name}.bulk`,
        method: 'POST',
        api: 'api',
        path: `${base}bulk/`,
        permission: 'staff',
        input: { body: bulkBody(def) },
        async handler(frame) {
          return withFieldConflicts(def, () => runBulk(frame as Frame<unknown, unknown, unknown>, def, frame.body));
        },
      }),
    );
  }
  return endpoints;
}
