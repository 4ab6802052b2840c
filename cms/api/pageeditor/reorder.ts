/**
 * Drag and drop (SPEC §4: the editor's reorder request):
 *   POST /{locale}/pageeditor-api/reorder/ {section, version?, items: [{id, column, order, parent}]} -> ContainerSection
 * Based on an older `version` of the section: 409 'stale' (cms/content/staleness.ts); a reorder
 * bumps the version.
 * Atomic: every item is checked (belongs to the section, its parent holds its kind, its column
 * exists) before anything is written, all in one transaction. Modules not listed keep their place.
 * Children take their parent's (new) column.
 */
import { z } from 'zod';
import type { ContainerSection } from '../../../shared/contract/pages';
import { columnCount } from '../../../shared/modules/container';
import { getModuleSchema } from '../../../shared/modules/registry';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { ValidationError } from '../../errors';
import { editorWrite } from '../../write/contentWrite';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { addError, type ErrorMap } from './moduleRules';
import { modulesOfSection, placeModule } from '../../content/modules';
import { lockSection, ownerOfSection } from '../../content/sections';
import { assertSectionCurrent } from '../../content/staleness';
import { sectionJson } from '../../content/tree';

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
      const t = PAGE_EDITOR_MESSAGES[locale];
      return editorWrite(db, user, `section ${body.section} reordered`, async (tx, { before, structural }) => {
        const section = await lockSection(tx, body.section);
        if (!section) throw new ValidationError({ section: [t.unknownSection] });
        await assertSectionCurrent(tx, section, body.version, locale, t.staleSection);
        const rows = await modulesOfSection(tx, section.id);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const errors: ErrorMap = {};

        const ids = body.items.map((i) => i.id);
        if (new Set(ids).size !== ids.length) addError(errors, 'items', t.duplicateItems);
        const foreign = ids.filter((i) => !byId.has(i));
        if (foreign.length) addError(errors, 'items', t.unknownModules(foreign.join(', ')));
        if (Object.keys(errors).length) throw new ValidationError(errors);

        // the placement after the move, for every module of the section
        const next = new Map(rows.map((r) => [r.id, { parent: r.parent_id, column: r.column, order: r.order }]));
        for (const item of body.items) {
          const row = byId.get(item.id)!;
          next.set(item.id, { parent: item.parent === undefined ? row.parent_id : item.parent, column: item.column, order: item.order });
        }
        const count = columnCount(section.layout);
        body.items.forEach((item, index) => {
          const row = byId.get(item.id)!;
          const place = next.get(item.id)!;
          const schema = getModuleSchema(row.model);
          const field = `items.${index}`;
          if (place.parent !== null) {
            const parent = byId.get(place.parent);
            if (!parent || parent.id === row.id) addError(errors, `${field}.parent`, t.unknownParent);
            else if (getModuleSchema(parent.model)?.childModel !== row.model) addError(errors, `${field}.parent`, t.wrongParent(row.model));
          } else if (schema?.isChild) {
            addError(errors, `${field}.parent`, t.parentRequired);
          }
          if (item.column >= count) addError(errors, `${field}.column`, t.columnOutOfRange(count));
        });
        if (Object.keys(errors).length) throw new ValidationError(errors);

        await before(ownerOfSection(section));
        for (const row of rows) {
          const place = next.get(row.id)!;
          // children live in their parent's column
          const column = place.parent !== null ? (next.get(place.parent)?.column ?? place.column) : place.column;
          if (place.parent !== row.parent_id || column !== row.column || place.order !== row.order) {
            await placeModule(tx, row.id, { parent_id: place.parent, column, order: place.order });
          }
        }
        return sectionJson(tx, await structural(section), locale);
      });
    },
  }),
];
