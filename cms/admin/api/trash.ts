/**
 * The trash in the admin (docs/admin.md "Trash", docs/api.md):
 *   GET  /api/admin/trash/?page=&per_page=&sort=deleted_at|kind|title&order=&kind=&q=   -> {data: TrashEntry[], total}
 *   GET  /api/admin/trash/{id}/                     -> TrashEntry (kind, title, when and by whom deleted, when purged)
 *   POST /api/admin/trash/{id}/restore/ {slugs?}    -> {kind, object_id, title, slugs}
 *        409 'slug_taken' {errors, suggestion: {slug: 'name-2'}} when its address is taken meanwhile:
 *        the admin offers the suggestion, and the same request with `slugs` restores it there.
 */
import { z } from 'zod';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { listTrash, restoreFromTrash, trashEntry, TRASH_KINDS } from '../../write/trashWrite';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, ADMIN_API_PREFIX } from './resource';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const slug = z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/, 'Enter a valid slug: lower-case letters, digits and hyphens.');

export const trashEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'admin.trash.list',
    method: 'GET',
    api: 'api',
    path: `${ADMIN_API_PREFIX}/trash/`,
    permission: 'staff',
    input: {
      query: z.object({
        page: z.coerce.number().int().positive().default(1),
        per_page: z.coerce.number().int().positive().max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
        sort: z.enum(['deleted_at', 'kind', 'title']).default('deleted_at'),
        order: z.enum(['ASC', 'DESC']).default('DESC'),
        kind: z.enum(TRASH_KINDS).optional(),
        q: z.string().trim().max(200).optional(),
      }),
    },
    handler: ({ db, query, config }) => listTrash(db, query, config.trashDays),
  }),
  defineEndpoint({
    name: 'admin.trash.read',
    method: 'GET',
    api: 'api',
    path: `${ADMIN_API_PREFIX}/trash/:id/`,
    permission: 'staff',
    input: { params: idParams },
    handler: ({ db, params, config }) => trashEntry(db, params.id, config.trashDays),
  }),
  defineEndpoint({
    name: 'admin.trash.restore',
    method: 'POST',
    api: 'api',
    path: `${ADMIN_API_PREFIX}/trash/:id/restore/`,
    permission: 'staff',
    input: { params: idParams, body: z.object({ slugs: z.record(z.string(), slug).optional() }) },
    handler: ({ db, params, body, user }) => restoreFromTrash(db, params.id, user, { slugs: body.slugs, locale: 'en' }),
  }),
];
