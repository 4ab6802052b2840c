/** The admin's resources of redirects and pages (resource.ts declares the machinery, docs/admin.md). */
import { z } from 'zod';
import { PAGE_NOTES } from '../../../../shared/history/changes';
import { pages, redirects } from '../../../db/schema';
import { PAGE_TYPES } from '../../../db/schema/pages';
import { ValidationError } from '../../../errors';
import { isSelfOrDescendant, updatePaths } from '../../../content/pageTree';
import { adminPageWrite } from '../../../write/contentWrite';
import * as f from '../fields';
import { adminMessages } from '../fields';
import type { AdminResource, Tx } from '../resource';
import { adminGoLive, scheduled } from './hooks';

export const redirectResource: AdminResource = {
  name: 'redirects',
  table: redirects,
  fields: z.object({ old_path: f.path(), new_path: f.sitePath() }),
  search: ['old_path', 'new_path'],
  sort: ['id', 'old_path', 'new_path', 'created_at'],
  defaultSort: ['old_path', 'ASC'],
};

/** Recomputes the paths of the page and its descendants (cms/content/pageTree.ts); a problem is a field error. */
async function updatePagePaths(tx: Tx, rootId: number): Promise<number[]> {
  const result = await updatePaths(tx, rootId);
  if ('touched' in result) return result.touched;
  if (result.problem.kind === 'cycle') throw new ValidationError({ parent_id: [adminMessages.parentCycle] });
  throw new ValidationError({ [result.problem.field]: [adminMessages.pathTaken] });
}

export const pageResource: AdminResource = {
  name: 'pages',
  table: pages,
  fields: z.object({
    parent_id: f.ref(),
    order: f.order(),
    page_type: z.enum(PAGE_TYPES).default('default'),
    ...f.localized('title', true, 500),
    slug_de: f.slug(),
    slug_en: f.slug(),
    ...f.localized('menu_name', false, 256),
    ...f.localized('headline', false, 500),
    ...f.localized('seo_headline', false, 500),
    ...f.localized('meta_title', false, 500),
    ...f.localized('meta_description', false, 1000),
    ...f.localized('og_title', false, 500),
    ...f.localized('og_description', false, 1000),
    og_image_id: f.ref(),
    og_type: z.string().max(64).default('website'),
    header_image_id: f.ref(),
    is_online: f.flag(false),
    is_clickable: f.flag(true),
    in_menu: f.flag(false),
    in_footer: f.flag(false),
    is_highlight: f.flag(false),
    in_burger_menu: f.flag(false),
    publish_at: f.optionalDateTime(),
    unpublish_at: f.optionalDateTime(),
  }),
  search: ['title_de', 'title_en', 'path_de', 'path_en'],
  prepare: (data, ctx) => adminGoLive('page')(scheduled(data), ctx),
  filters: {
    parent_id: { kind: 'eq', column: 'parent_id', value: z.coerce.number().int() },
    is_online: { kind: 'bool', column: 'is_online' },
    in_menu: { kind: 'bool', column: 'in_menu' },
    page_type: { kind: 'eq', column: 'page_type', value: z.enum(PAGE_TYPES) },
  },
  sort: ['id', 'path_de', 'title_de', 'order', 'updated_at'],
  defaultSort: ['path_de', 'ASC'],
  async beforeWrite({ tx, id, data }) {
    const parentId = data.parent_id as number | null;
    if (id !== null) {
      // the parent may not be the page itself or one of its descendants
      if (await isSelfOrDescendant(tx, id, parentId)) throw new ValidationError({ parent_id: [adminMessages.parentCycle] });
      // the one write path (cms/write/contentWrite.ts): lock, baseline
      await adminPageWrite.before(tx, id);
    }
    if (parentId !== null && !data.slug_de) throw new ValidationError({ slug_de: [adminMessages.required] });
  },
  async afterWrite({ tx, id, op, user }) {
    if (op === 'delete') return adminPageWrite.deleted(tx, id);
    const touched = await updatePagePaths(tx, id);
    await adminPageWrite.after(tx, id, user?.id ?? null, op === 'create' ? PAGE_NOTES.adminCreated : PAGE_NOTES.adminChanged, touched);
  },
};
