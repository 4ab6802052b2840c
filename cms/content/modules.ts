/**
 * The rows of content modules as the page editor reads and writes them: one module of a model, the
 * modules of a model with their children, the next free place among siblings, and the writes.
 * The rules of a write (fields, placement) are in moduleRules.ts, applied by cms/write/moduleWrite.ts;
 * the writes run only inside the content-write path (cms/write/contentWrite.ts).
 */
import { and, eq, inArray, isNull, max, type SQL } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { ModuleNode } from '../../shared/contract/pages';
import type { DbOrTx } from '../db/client';
import { modules } from '../db/schema';
import { loadImageRefs } from '../media/imageRef';
import { buildModuleTree, imageIdsOf, type ModuleRow } from './tree';
import { assertInContentWrite } from './writeGuard';

/** The module of this model with this id, or null. */
export async function findModule(db: DbOrTx, model: string, moduleId: number): Promise<ModuleRow | null> {
  const [row] = await db.select().from(modules).where(and(eq(modules.id, moduleId), eq(modules.model, model)));
  return row ?? null;
}

/** The module's parent when it is in this section, or null. */
export async function parentInSection(db: DbOrTx, parentId: number, sectionId: number): Promise<Pick<ModuleRow, 'model' | 'column'> | null> {
  const [parent] = await db
    .select({ model: modules.model, column: modules.column })
    .from(modules)
    .where(and(eq(modules.id, parentId), eq(modules.section_id, sectionId)));
  return parent ?? null;
}

/** Every module of a section. */
export async function modulesOfSection(db: DbOrTx, sectionId: number): Promise<ModuleRow[]> {
  return db.select().from(modules).where(eq(modules.section_id, sectionId));
}

/** The modules of a model (in a section, below a parent), each with its children, in section and place order. */
export async function listModules(db: DbOrTx, model: string, filter: { section?: number; parent?: number }, locale: Locale): Promise<ModuleNode[]> {
  const conditions: (SQL | undefined)[] = [eq(modules.model, model)];
  if (filter.section) conditions.push(eq(modules.section_id, filter.section));
  if (filter.parent) conditions.push(eq(modules.parent_id, filter.parent));
  const rows = await db.select().from(modules).where(and(...conditions));
  const ids = rows.map((r) => r.id);
  const children = ids.length ? await db.select().from(modules).where(inArray(modules.parent_id, ids)) : [];
  const images = await loadImageRefs(db, imageIdsOf([...rows, ...children]), locale);
  return rows
    .sort((a, b) => a.section_id - b.section_id || a.column - b.column || a.order - b.order || a.id - b.id)
    .map((row) => buildModuleTree([row, ...children.filter((c) => c.parent_id === row.id)], images)[0]);
}

/** The next free order among siblings (same section, parent, column). */
export async function nextModuleOrder(db: DbOrTx, sectionId: number, parent: number | null, column: number): Promise<number> {
  const [row] = await db
    .select({ value: max(modules.order) })
    .from(modules)
    .where(and(eq(modules.section_id, sectionId), parent === null ? isNull(modules.parent_id) : eq(modules.parent_id, parent), eq(modules.column, column)));
  return row?.value === null || row?.value === undefined ? 0 : Number(row.value) + 1;
}

export type ModuleValues = typeof modules.$inferInsert;

export async function insertModule(db: DbOrTx, values: ModuleValues): Promise<ModuleRow> {
  assertInContentWrite(db, 'insertModule');
  const [row] = await db.insert(modules).values(values).returning();
  return row;
}

/** Changes a module; its children follow it into its column (children live in their parent's column). */
export async function updateModule(db: DbOrTx, current: ModuleRow, values: Partial<ModuleValues>): Promise<ModuleRow> {
  assertInContentWrite(db, 'updateModule');
  const [row] = await db.update(modules).set(values).where(eq(modules.id, current.id)).returning();
  if (row.column !== current.column) await db.update(modules).set({ column: row.column }).where(eq(modules.parent_id, current.id));
  return row;
}

/** Moves a module (its place only; the caller keeps children in their parent's column). */
export async function placeModule(db: DbOrTx, moduleId: number, place: { parent_id: number | null; column: number; order: number }): Promise<void> {
  assertInContentWrite(db, 'placeModule');
  await db.update(modules).set(place).where(eq(modules.id, moduleId));
}

/** Deletes a module; its children go with it (ON DELETE CASCADE). */
export async function deleteModule(db: DbOrTx, moduleId: number): Promise<void> {
  assertInContentWrite(db, 'deleteModule');
  await db.delete(modules).where(eq(modules.id, moduleId));
}
