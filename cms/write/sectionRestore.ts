/**
 * A section brought back to a state it had, in ONE write (issue 44 item 3: the editor's undo, redo
 * and what restores a section): its anchor and layout, the modules it had with their data and
 * places (a module that is gone is created again, with its children), and the modules added since
 * removed. Inside the one content-write path (`editorWrite`, contentWrite.ts): one transaction, one
 * page version, all or nothing.
 *
 * Stale rule (cms/content/staleness.ts): the restore says the section's version it is based on and
 * the version of every module it saw (`seen`); when the section or any one module is another now
 * (another editor changed it since), or a module was added or removed since, the whole restore is
 * refused with 409 'stale' naming that change, and nothing changes.
 *
 * A module of the state keeps its id when the section still has a module of that id and model; else
 * it is created (new id). Every module's fields are checked by the module schemas and every place by
 * the placement rules (400 with `errors['modules.N…']`) before anything is written.
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection, SectionRestore, SectionRestoreModule } from '../../shared/contract/pages';
import { getModuleSchema } from '../../shared/modules/registry';
import type { Db, Tx } from '../db/client';
import { ConflictError, NotFoundError, StaleError } from '../errors';
import { editorNameOf } from '../content/drafts';
import { PAGE_EDITOR_MESSAGES } from '../content/messages';
import { addError, checkFields, columnProblem, parentProblem, throwIfErrors, type ErrorMap } from '../content/moduleRules';
import { deleteModule, insertModule, modulesOfSection, placeModule, updateModule } from '../content/modules';
import { lockSection, ownerOfSection, slugTaken } from '../content/sections';
import { assertModuleCurrent, assertSectionCurrent } from '../content/staleness';
import { sectionJson, type ModuleRow, type SectionRow } from '../content/tree';
import { editorWrite } from './contentWrite';
import { checkSlugAndLayout, createSection } from './sectionWrite';

/** One module of the state with its checked fields, where it goes, and the row it keeps (none: created). */
interface Planned {
  node: SectionRestoreModule;
  data: Record<string, unknown>;
  keeps: ModuleRow | undefined;
  parent: Planned | null;
  column: number;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 409 'stale' unless the modules now are exactly those the editor saw, each at the version it saw
 * (none given: no check). The first difference is named, as a single module write names it.
 */
async function assertModulesSeen(tx: Tx, section: SectionRow, rows: ModuleRow[], seen: Record<string, number> | undefined, locale: Locale): Promise<void> {
  if (!seen) return;
  const t = PAGE_EDITOR_MESSAGES[locale];
  for (const row of rows) {
    const version = seen[String(row.id)];
    // added since: the section's structure changed
    if (version === undefined) await assertSectionCurrent(tx, section, -1, locale, t.staleSection);
    else await assertModuleCurrent(tx, row, section, version, locale, t.staleModule);
  }
  const present = new Set(rows.map((r) => String(r.id)));
  if (Object.keys(seen).some((id) => !present.has(id))) {
    // removed since
    const name = await editorNameOf(tx, section.updated_by);
    throw new StaleError(t.staleSection(name), { current: await sectionJson(tx, section, locale), changed_by: name, changed_at: section.updated_at.toISOString() });
  }
}

/** The state's modules checked (fields, models, parents, columns) against `layout`; 400 with every message at once. */
function plan(state: SectionRestore, rows: ModuleRow[], layout: number, locale: Locale): Planned[] {
  const t = PAGE_EDITOR_MESSAGES[locale];
  const errors: ErrorMap = {};
  const byId = new Map(rows.map((r) => [r.id, r]));
  const claimed = new Set<number>();
  const planned: Planned[] = [];
  const add = (node: SectionRestoreModule, parent: Planned | null, key: string): Planned | null => {
    const schema = getModuleSchema(node.model);
    if (!schema) {
      addError(errors, `${key}.model`, t.unknownModel(node.model));
      return null;
    }
    const fields = checkFields(schema, node.data, locale);
    for (const [field, messages] of Object.entries(fields.errors)) for (const message of messages) addError(errors, `${key}.${field}`, message);
    const wrongParent = parentProblem(node.model, parent ? { model: parent.node.model } : null, locale);
    if (wrongParent) addError(errors, `${key}.parent`, wrongParent);
    const column = parent ? parent.column : node.column;
    const wrongColumn = parent ? null : columnProblem(column, layout, locale);
    if (wrongColumn) addError(errors, `${key}.column`, wrongColumn);
    const row = node.id === undefined ? undefined : byId.get(node.id);
    const keeps = row && row.model === node.model && !claimed.has(row.id) ? row : undefined;
    if (keeps) claimed.add(keeps.id);
    const entry: Planned = { node, data: fields.data, keeps, parent, column };
    planned.push(entry);
    return entry;
  };
  state.modules.forEach((node, i) => {
    const parent = add(node, null, `modules.${i}`);
    (node.children ?? []).forEach((child, j) => {
      if (parent) add(child, parent, `modules.${i}.children.${j}`);
    });
  });
  throwIfErrors(errors);
  return planned;
}

export function restoreSectionState(db: Db, user: { id: number }, state: SectionRestore, locale: Locale): Promise<ContainerSection> {
  const t = PAGE_EDITOR_MESSAGES[locale];
  return editorWrite(
    db,
    user,
    (restored: ContainerSection) => `section ${restored.id} ${state.id === null ? 'added' : 'changed'}`,
    async (tx, steps) => {
      let section: SectionRow;
      let rows: ModuleRow[] = [];
      if (state.id === null) {
        section = await createSection(tx, steps, { slug: state.slug, parent: null, content_type: state.content_type, object_id: state.object_id, layout: state.layout, order: state.order }, locale);
      } else {
        const locked = await lockSection(tx, state.id);
        if (!locked) throw new NotFoundError();
        section = locked;
        // based on what the editor saw: the section and every module, or nothing changes
        await assertSectionCurrent(tx, section, state.version, locale, t.staleSection);
        rows = await modulesOfSection(tx, section.id);
        await assertModulesSeen(tx, section, rows, state.seen, locale);
        const errors: ErrorMap = {};
        checkSlugAndLayout(state, locale, errors);
        throwIfErrors(errors);
        if (state.slug !== section.slug && (await slugTaken(tx, section.locale, state.slug, section.id))) throw new ConflictError(undefined, { slug: [t.slugTaken] });
        await steps.before(ownerOfSection(section));
      }
      const planned = plan(state, rows, state.layout, locale);

      // the anchor and layout (a layout with fewer columns folds modules: the places are set below), the section's next version
      if (state.id !== null) section = await steps.structural(section, { slug: state.slug, layout: state.layout });
      const now = new Map((state.id === null ? [] : await modulesOfSection(tx, section.id)).map((r) => [r.id, r]));

      // every module of the state in its place (parents first: `planned` is in that order) ...
      const ids = new Map<Planned, number>();
      for (const entry of planned) {
        const parentId = entry.parent ? ids.get(entry.parent)! : null;
        const place = { parent_id: parentId, column: entry.column, order: entry.node.order };
        const marks = { needs_translation: entry.node.needs_translation === true, translation_source: entry.node.translation_source ?? null };
        const row = entry.keeps && now.get(entry.keeps.id);
        if (!row) {
          const created = await insertModule(tx, { section_id: section.id, model: entry.node.model, data: entry.data, updated_by: user.id, ...place, ...marks });
          ids.set(entry, created.id);
          continue;
        }
        ids.set(entry, row.id);
        const markChanged = row.needs_translation !== marks.needs_translation || (row.translation_source ?? null) !== marks.translation_source;
        if (!sameJson(row.data, entry.data) || markChanged) {
          await updateModule(tx, row, { ...place, data: entry.data, version: row.version + 1, updated_by: user.id, ...marks });
        } else if (row.parent_id !== place.parent_id || row.column !== place.column || row.order !== place.order) {
          await placeModule(tx, row.id, place);
        }
      }
      // ... then the modules the state does not have go (their children with them, unless kept above)
      const kept = new Set(planned.flatMap((p) => (p.keeps ? [p.keeps.id] : [])));
      for (const row of rows) if (!kept.has(row.id)) await deleteModule(tx, row.id);
      return sectionJson(tx, section, locale);
    },
  );
}
