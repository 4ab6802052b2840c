/**
 * Reusable sections (issue 43 item 2; cms/content/sharedSections.ts, cms/write/sharedWrite.ts):
 *   GET    /{locale}/pageeditor-api/shared-sections/                  -> SharedSectionInfo[] (with where each is used)
 *   POST   /{locale}/pageeditor-api/shared-sections/ {section_id, name} -> 201 SharedSectionInfo
 *          (a page's section becomes reusable and its first placement)
 *   GET    /{locale}/pageeditor-api/shared-sections/{id}/             -> SharedSectionInfo
 *   PATCH  /{locale}/pageeditor-api/shared-sections/{id}/ {name}      -> SharedSectionInfo
 *   POST   /{locale}/pageeditor-api/shared-sections/{id}/place/ {page_id, order?} -> 201 ContainerSection (the placement, in {locale})
 *   POST   /{locale}/pageeditor-api/shared-sections/detach/ {section_id} -> ContainerSection (a page-local copy)
 *   DELETE /{locale}/pageeditor-api/shared-sections/{id}/[?confirm=1] -> 204 (moved to the trash); in use
 *          without confirm: 409 'conflict' with `errors.uses` (every page that places it), nothing deleted
 *   GET    /{locale}/pageeditor-api/shared-sections/{id}/versions/   -> SharedVersion[], newest first
 *   POST   /{locale}/pageeditor-api/shared-sections/{id}/versions/{version_id}/restore/[?newest=]
 *          -> SharedSectionInfo (the version is its draft now; `newest`: the newest version the editor
 *          saw, a newer one answers 409 'stale')
 *   GET    /{locale}/pageeditor-api/shared-sections/{id}/versions/{version_id}/diff/[?against=]
 *          -> SharedVersionDiff (what that version changed: against the version before, or ?against=; as a page's)
 * Its drafts, publishing, undo, translation and review: the publication, translation and review
 * endpoints with content_type 'shared'. Editors only (CSRF on writes).
 */
import { z } from 'zod';
import type { ContainerSection, SharedSectionInfo } from '../../../shared/contract/pages';
import { defineEndpoint, reply, type AnyEndpoint } from '../../http/endpoint';
import type { SharedVersion, SharedVersionDiff } from '../../../shared/contract/pages';
import { NotFoundError } from '../../errors';
import { PAGE_EDITOR_MESSAGES } from '../../content/messages';
import { sharedRow, sharedSectionIds } from '../../content/sharedSections';
import { sharedHistory, sharedVersionDiff } from '../../content/sharedVersions';
import { deleteShared, detachPlacement, makeReusable, placeShared, renameShared, restoreSharedVersion, sharedInfo } from '../../write/sharedWrite';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });
const name = z.string().max(200);
const versionParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT), version_id: z.coerce.number().int().positive().max(MAX_INT) });

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'shared.list',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/shared-sections/',
    permission: 'editor',
    async handler({ db }): Promise<SharedSectionInfo[]> {
      const out: SharedSectionInfo[] = [];
      for (const sharedId of await sharedSectionIds(db)) out.push(await sharedInfo(db, sharedId));
      return out;
    },
  }),
  defineEndpoint({
    name: 'shared.create',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/shared-sections/',
    permission: 'editor',
    input: { body: z.object({ section_id: id, name }) },
    async handler({ db, body, user, locale }) {
      return reply(201, await makeReusable(db, user, body.section_id, body.name, locale));
    },
  }),
  defineEndpoint({
    name: 'shared.detach',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/shared-sections/detach/',
    permission: 'editor',
    input: { body: z.object({ section_id: id }) },
    async handler({ db, body, user, locale }): Promise<ContainerSection> {
      return detachPlacement(db, user, body.section_id, locale);
    },
  }),
  defineEndpoint({
    name: 'shared.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/shared-sections/:id/',
    permission: 'editor',
    input: { params: idParam },
    async handler({ db, params }): Promise<SharedSectionInfo> {
      return sharedInfo(db, params.id);
    },
  }),
  defineEndpoint({
    name: 'shared.rename',
    method: 'PATCH',
    api: 'pageeditor-api',
    path: '/shared-sections/:id/',
    permission: 'editor',
    input: { params: idParam, body: z.object({ name }) },
    async handler({ db, params, body, locale }): Promise<SharedSectionInfo> {
      return renameShared(db, params.id, body.name, locale);
    },
  }),
  defineEndpoint({
    name: 'shared.place',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/shared-sections/:id/place/',
    permission: 'editor',
    input: { params: idParam, body: z.object({ page_id: id, order: z.number().int().min(0).max(MAX_INT).optional() }) },
    async handler({ db, params, body, user, locale }) {
      return reply(201, await placeShared(db, user, params.id, body.page_id, body.order, locale));
    },
  }),
  defineEndpoint({
    name: 'shared.versions',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/shared-sections/:id/versions/',
    permission: 'editor',
    input: { params: idParam },
    async handler({ db, params, locale }): Promise<SharedVersion[]> {
      if (!(await sharedRow(db, params.id))) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].sharedNotFound);
      return sharedHistory(db, params.id);
    },
  }),
  defineEndpoint({
    name: 'shared.versionDiff',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/shared-sections/:id/versions/:version_id/diff/',
    permission: 'editor',
    input: { params: versionParams, query: z.object({ against: z.coerce.number().int().positive().max(MAX_INT).optional() }) },
    handler: ({ db, params, query, locale }): Promise<SharedVersionDiff> => sharedVersionDiff(db, params.id, params.version_id, query.against, locale),
  }),
  defineEndpoint({
    name: 'shared.restoreVersion',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/shared-sections/:id/versions/:version_id/restore/',
    permission: 'editor',
    input: { params: versionParams, query: z.object({ newest: z.coerce.number().int().positive().max(MAX_INT).optional() }) },
    async handler({ db, params, query, user, locale }): Promise<SharedSectionInfo> {
      return restoreSharedVersion(db, user, params.id, params.version_id, query.newest, locale);
    },
  }),
  defineEndpoint({
    name: 'shared.destroy',
    method: 'DELETE',
    api: 'pageeditor-api',
    path: '/shared-sections/:id/',
    permission: 'editor',
    input: { params: idParam, query: z.object({ confirm: z.enum(['1', 'true']).optional() }) },
    async handler({ db, params, query, user, locale }): Promise<undefined> {
      await deleteShared(db, user, params.id, query.confirm !== undefined, locale);
      return undefined;
    },
  }),
];
