/**
 * The page editor's writes of modules (issue 29: the rules kept out of the endpoints, which only
 * validate the request's shape, call one of these and answer): add, change, remove a module and
 * reorder a section. Each runs inside the one content-write path (`editorWrite`, contentWrite.ts)
 * and applies, in this order:
 *   - locking: the section's row (the module is read again under it: lockModuleForWrite);
 *   - staleness: a change or removal based on an older `version` of the module, a move based on an
 *     older `section_version` and a reorder based on an older `version` of the section answer 409
 *     'stale' (cms/content/staleness.ts);
 *   - fields and placement (cms/content/moduleRules.ts): 400 with every message at once;
 *   - structure: an add, a move, a removal and a reorder bump the section's version once.
 * The messages are in the request's locale (cms/content/messages.ts).
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';
import type { ModuleSchema } from '../../shared/modules/types';
import type { Db } from '../db/client';
import { ValidationError } from '../errors';
import { PAGE_EDITOR_MESSAGES } from '../content/messages';
import { addError, checkFields, checkPlacement, columnProblem, fieldsOf, parentProblem, throwIfErrors, type ErrorMap } from '../content/moduleRules';
import { deleteModule, insertModule, modulesOfSection, nextModuleOrder, placeModule, updateModule } from '../content/modules';
import { lockSection, ownerOfSection } from '../content/sections';
import { sameOrPlacement, throughPlacement } from '../content/sharedSections';
import { assertSectionCurrent, lockModuleForWrite } from '../content/staleness';
import { moduleJson, sectionJson } from '../content/tree';
import { stillUntranslated } from '../content/translationMarks';
import { editorWrite } from './contentWrite';

/** Where a module goes; every other key of the input is a field (moduleRules.ts `fieldsOf`). */
interface PlaceInput {
  parent?: number | null;
  column?: number;
  order?: number;
}

export interface AddModuleInput extends PlaceInput, Record<string, unknown> {
  section: number;
  /** the section's version the add is based on (none: no check) */
  section_version?: number;
}

export interface ChangeModuleInput extends PlaceInput, Record<string, unknown> {
  /** the module's version the change is based on */
  version?: number;
  /** the section's version the change (a move, or any change that says it) is based on */
  section_version?: number;
  /** a module stays in its section: another one is refused */
  section?: number;
  /** the editor marks a module copied for translation as translated (its mark goes, whatever its text) */
  translation_done?: boolean;
}

export interface ReorderInput {
  section: number;
  /** the section's version the new order is based on */
  version?: number;
  items: { id: number; column: number; order: number; parent?: number | null }[];
}

/** A new module of `schema`'s model (appended after its siblings without an `order`). */
export async function addModule(db: Db, user: { id: number }, schema: ModuleSchema, input: AddModuleInput, locale: Locale): Promise<ModuleNode> {
  const t = PAGE_EDITOR_MESSAGES[locale];
  return editorWrite(
    db,
    user,
    (node: ModuleNode) => `${schema.model} ${node.id} added`,
    async (tx, steps) => {
      const errors: ErrorMap = {};
      const fields = checkFields(schema, fieldsOf(input), locale);
      Object.assign(errors, fields.errors);
      // a placement of a reusable section: the module goes into the reusable section
      const section = await throughPlacement(tx, await lockSection(tx, input.section));
      if (!section) {
        addError(errors, 'section', t.unknownSection);
        throw new ValidationError(errors);
      }
      const place = await checkPlacement(tx, schema, section, { parent: input.parent ?? null, column: input.column ?? 0 }, locale, errors);
      throwIfErrors(errors);
      await assertSectionCurrent(tx, section, input.section_version, locale, t.staleSection);
      await steps.before(ownerOfSection(section));
      // a new module changes the section's structure: a reorder based on the section before it is stale
      await steps.structural(section);
      const order = input.order ?? (await nextModuleOrder(tx, section.id, place.parent, place.column));
      const row = await insertModule(tx, { section_id: section.id, parent_id: place.parent, column: place.column, order, model: schema.model, data: fields.data, updated_by: user.id });
      return moduleJson(tx, row, locale);
    },
  );
}

/** A module's fields and place: the stored data merged with the input, validated whole. */
export async function changeModule(db: Db, user: { id: number }, schema: ModuleSchema, moduleId: number, input: ChangeModuleInput, locale: Locale): Promise<ModuleNode> {
  const t = PAGE_EDITOR_MESSAGES[locale];
  return editorWrite(db, user, `${schema.model} ${moduleId} changed`, async (tx, steps) => {
    const { module: current, section } = await lockModuleForWrite(tx, schema.model, moduleId, input.version, locale, t.staleModule);
    const errors: ErrorMap = {};
    if (input.section !== undefined && !(await sameOrPlacement(tx, input.section, current.section_id))) addError(errors, 'section', t.sectionFixed);
    const fields = checkFields(schema, { ...current.data, ...fieldsOf(input) }, locale);
    Object.assign(errors, fields.errors);
    const parent = input.parent === undefined ? current.parent_id : input.parent;
    if (parent === current.id) addError(errors, 'parent', t.unknownParent);
    const place = await checkPlacement(tx, schema, section, { parent, column: input.column ?? current.column }, locale, errors);
    const moves = place.parent !== current.parent_id || place.column !== current.column || (input.order !== undefined && input.order !== current.order);
    // based on an older section it is stale (a move changes the section's structure, and it bumps the section)
    await assertSectionCurrent(tx, section, input.section_version, locale, t.staleSection);
    throwIfErrors(errors);
    await steps.before(ownerOfSection(section));
    if (moves) await steps.structural(section);
    const row = await updateModule(tx, current, {
      parent_id: place.parent,
      column: place.column,
      order: input.order ?? current.order,
      data: fields.data,
      version: current.version + 1,
      // the mark stays until every text field is translated or the editor says it is done (issue 45);
      // its source stays known for the side-by-side view
      needs_translation: current.needs_translation && input.translation_done !== true && (await stillUntranslated(tx, current, fields.data)),
      updated_by: user.id,
    });
    return moduleJson(tx, row, locale);
  });
}

/** A module and its children, based on its version and its section's in `basedOn` (none given: no check). */
export async function removeModule(
  db: Db,
  user: { id: number },
  schema: ModuleSchema,
  moduleId: number,
  basedOn: { module?: number; section?: number },
  locale: Locale,
): Promise<void> {
  const t = PAGE_EDITOR_MESSAGES[locale];
  await editorWrite(db, user, `${schema.model} ${moduleId} deleted`, async (tx, steps) => {
    const { module: row, section } = await lockModuleForWrite(tx, schema.model, moduleId, basedOn.module, locale, t.staleModule);
    await assertSectionCurrent(tx, section, basedOn.section, locale, t.staleSection);
    await steps.before(ownerOfSection(section));
    // a module fewer changes the section's structure: a reorder based on the section before it is stale
    await steps.structural(section);
    await deleteModule(tx, row.id);
  });
}

/**
 * Drag and drop: every item is checked (belongs to the section, its parent holds its kind, its
 * column exists) before anything is written. Modules not listed keep their place; children take
 * their parent's (new) column.
 */
export async function reorderSection(db: Db, user: { id: number }, input: ReorderInput, locale: Locale): Promise<ContainerSection> {
  const t = PAGE_EDITOR_MESSAGES[locale];
  return editorWrite(db, user, `section ${input.section} reordered`, async (tx, { before, structural }) => {
    const section = await throughPlacement(tx, await lockSection(tx, input.section));
    if (!section) throw new ValidationError({ section: [t.unknownSection] });
    await assertSectionCurrent(tx, section, input.version, locale, t.staleSection);
    const rows = await modulesOfSection(tx, section.id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const errors: ErrorMap = {};

    const ids = input.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length) addError(errors, 'items', t.duplicateItems);
    const foreign = ids.filter((i) => !byId.has(i));
    if (foreign.length) addError(errors, 'items', t.unknownModules(foreign.join(', ')));
    throwIfErrors(errors);

    // the placement after the move, for every module of the section
    const next = new Map(rows.map((r) => [r.id, { parent: r.parent_id, column: r.column, order: r.order }]));
    for (const item of input.items) {
      const row = byId.get(item.id)!;
      next.set(item.id, { parent: item.parent === undefined ? row.parent_id : item.parent, column: item.column, order: item.order });
    }
    input.items.forEach((item, index) => {
      const row = byId.get(item.id)!;
      const place = next.get(item.id)!;
      const parent = place.parent === null ? null : place.parent === row.id ? undefined : byId.get(place.parent);
      const wrongParent = parentProblem(row.model, parent, locale);
      if (wrongParent) addError(errors, `items.${index}.parent`, wrongParent);
      const wrongColumn = columnProblem(item.column, section.layout, locale);
      if (wrongColumn) addError(errors, `items.${index}.column`, wrongColumn);
    });
    throwIfErrors(errors);

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
}
