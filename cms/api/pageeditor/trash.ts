/**
 * The trash in the page editor (docs/editor.md "Trash"): the sections deleted from an owner, and
 * their restore into its draft, and a deleted reusable section's restore with its placements on the
 * pages that still exist (any editor; everything else is restored in the admin's trash).
 *   GET  /{locale}/pageeditor-api/trash/sections/{content_type}/{object_id}/  -> {data: TrashEntry[], total}
 *        a page's: its sections, and the reusable sections placed on it when they were deleted (kind
 *        `shared`, with `uses`: the pages they come back on), newest first
 *   POST /{locale}/pageeditor-api/trash/{id}/restore/ {slugs?}               -> {kind, object_id, title, slugs}
 *        an anchor taken meanwhile: restored with the free one the trash suggests (`slugs` says which);
 *        messages in the request's language
 */
import { z } from 'zod';
import { SECTION_CONTENT_TYPES } from '../../../shared/modules/container';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError, SlugTakenError } from '../../errors';
import { trashMessages, trashMessagesDe } from '../../content/trashMessages';
import { listTrash, restoreFromTrash, trashEntry, trashedSharedUses, type TrashEntry } from '../../write/trashWrite';

const MAX_INT = 2_147_483_647;

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'trash.sections',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/trash/sections/:content_type/:object_id/',
    permission: 'editor',
    input: { params: z.object({ content_type: z.enum(SECTION_CONTENT_TYPES), object_id: z.string().regex(/^(\d{1,10}|hub)$/) }) },
    async handler({ db, params, config }): Promise<{ data: TrashEntry[]; total: number }> {
      const list = { page: 1, per_page: 100, sort: 'deleted_at', order: 'DESC' } as const;
      const sections = await listTrash(db, { ...list, kind: 'section', owner: `${params.content_type}:${params.object_id === 'hub' ? '' : params.object_id}` }, config.trashDays);
      // a page's list has the reusable sections that were placed on it too (only pages place them), with the pages they come back on
      if (params.content_type !== 'page' || params.object_id === 'hub' || Number(params.object_id) > MAX_INT) return sections;
      const shared = await listTrash(db, { ...list, placedOn: Number(params.object_id) }, config.trashDays);
      for (const entry of shared.data) entry.uses = await trashedSharedUses(db, entry.id);
      const data = [...sections.data, ...shared.data].sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id);
      return { data, total: sections.total + shared.total };
    },
  }),
  defineEndpoint({
    name: 'trash.restoreSection',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/trash/:id/restore/',
    permission: 'editor',
    input: {
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.object({ slugs: z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }).optional() }),
    },
    async handler({ db, params, body, user, locale, config }) {
      const entry = await trashEntry(db, params.id, config.trashDays, locale);
      // sections and reusable sections (issue 43 item 2); everything else is restored in the admin
      if (entry.kind !== 'section' && entry.kind !== 'shared') throw new NotFoundError((locale === 'de' ? trashMessagesDe : trashMessages).notInTrash);
      try {
        return await restoreFromTrash(db, params.id, user, { slugs: body.slugs, locale });
      } catch (error) {
        // an anchor is the editor's, not an address visitors keep: take the free one
        if (error instanceof SlugTakenError) return restoreFromTrash(db, params.id, user, { slugs: error.suggestion, locale });
        throw error;
      }
    },
  }),
];
