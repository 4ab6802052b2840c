/**
 * Drag and drop (SPEC §4: the editor's reorder request):
 *   POST /{locale}/pageeditor-api/reorder/ {section, version?, items: [{id, column, order, parent}]} -> ContainerSection
 * Based on an older `version` of the section: 409 'stale' (cms/content/staleness.ts); a reorder
 * bumps the version.
 * Atomic: every item is checked (belongs to the section, its parent holds its kind, its column
 * exists) before anything is written, all in one transaction. Modules not listed keep their place.
 * Children take their parent's (new) column. The rules: cms/write/moduleWrite.ts (reorderSection).
 */
import { z } from 'zod';
import type { ContainerSection } from '../../../shared/contract/pages';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { reorderSection } from '../../write/moduleWrite';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);

const body = z.object({
  section: id,
  /** the section's version the new order is based on (ContainerSection.version); another one answers 409 'stale' */
  version: id.optional(),
  items: z
    .array(
      z.object({
        id,
        column: z.number().int().min(0).max(11),
        order: z.number().int().min(0).max(MAX_INT),
        parent: id.nullable().optional(),
      }),
    )
    .max(1000),
});

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'modules.reorder',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/reorder/',
    permission: 'editor',
    input: { body },
    async handler({ db, body, locale, user }): Promise<ContainerSection> {
      return reorderSection(db, user, body, locale);
    },
  }),
];
