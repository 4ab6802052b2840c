/**
 * The rows of container sections as the page editor reads and writes them: by slug or id, the
 * section locked for a write, slugs in use, the next place among an owner's sections, and the
 * writes (only inside the content-write path, cms/write/contentWrite.ts). A layout with fewer columns folds the modules of the vanished columns into the last one.
 */
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { columnCount } from '../../shared/modules/container';
import type { Locale } from '../../shared/constants';
import type { DbOrTx, Tx } from '../db/client';
import { container_sections, modules } from '../db/schema';
import { nextModuleOrder } from './modules';
import { sectionsOfOwner, type SectionOwner, type SectionRow } from './tree';
import { assertInContentWrite } from './writeGuard';

export const ownerOfSection = (section: SectionRow): SectionOwner => ({ content_type: section.content_type, object_id: section.object_id });

export async function sectionById(db: DbOrTx, id: number): Promise<SectionRow | null> {
  const [section] = await db.select().from(container_sections).where(eq(container_sections.id, id));
  return section ?? null;
}

export async function sectionBySlug(db: DbOrTx, locale: string, slug: string): Promise<SectionRow | null> {
  const [section] = await db
    .select()
    .from(container_sections)
    .where(and(eq(container_sections.locale, locale), eq(container_sections.slug, slug)));
  return section ?? null;
}

/** The section, locked until the transaction ends (writes of one section take turns); null when there is none. */
export async function lockSection(tx: Tx, id: number): Promise<SectionRow | null> {
  const [row] = await tx.select().from(container_sections).where(eq(container_sections.id, id)).for('update');
  return row ?? null;
}

/** Whether another section of the locale has this slug. */
export async function slugTaken(db: DbOrTx, locale: string, slug: string, exceptId?: number): Promise<boolean> {
  const section = await sectionBySlug(db, locale, slug);
  return section !== null && section.id !== exceptId;
}

export async function sectionExistsIn(db: DbOrTx, id: number, locale: Locale): Promise<boolean> {
  const [row] = await db
    .select({ id: container_sections.id })
    .from(container_sections)
    .where(and(eq(container_sections.id, id), eq(container_sections.locale, locale)));
  return row !== undefined;
}

/** The order after the owner's last section in the locale. */
export async function nextSectionOrder(db: DbOrTx, owner: SectionOwner, locale: Locale): Promise<number> {
  const [last] = await db
    .select({ order: container_sections.order })
    .from(container_sections)
    .where(sectionsOfOwner(owner, locale))
    .orderBy(desc(container_sections.order))
    .limit(1);
  return last ? last.order + 1 : 0;
}

export type SectionValues = typeof container_sections.$inferInsert;

export async function insertSection(db: DbOrTx, values: SectionValues): Promise<SectionRow> {
  assertInContentWrite(db, 'insertSection');
  const [row] = await db.insert(container_sections).values(values).returning();
  return row;
}

/** Changes a section; a layout with fewer columns first folds the vanished columns (foldColumns). */
export async function updateSection(tx: Tx, section: SectionRow, values: Partial<SectionValues>): Promise<SectionRow> {
  assertInContentWrite(tx, 'updateSection');
  if (values.layout !== undefined && columnCount(values.layout) < columnCount(section.layout)) await foldColumns(tx, section.id, values.layout);
  const [row] = await tx.update(container_sections).set(values).where(eq(container_sections.id, section.id)).returning();
  return row;
}

/** Deletes a section; its modules go with it (ON DELETE CASCADE). */
export async function deleteSection(db: DbOrTx, id: number): Promise<void> {
  assertInContentWrite(db, 'deleteSection');
  await db.delete(container_sections).where(eq(container_sections.id, id));
}

/** Moves the top-level modules of columns >= the new column count to the end of the last column; their children follow. */
async function foldColumns(tx: Tx, sectionId: number, layout: number): Promise<void> {
  const last = columnCount(layout) - 1;
  const moving = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.section_id, sectionId), isNull(modules.parent_id), gte(modules.column, last + 1)))
    .orderBy(asc(modules.column), asc(modules.order), asc(modules.id));
  if (moving.length === 0) return;
  let order = await nextModuleOrder(tx, sectionId, null, last);
  for (const m of moving) await tx.update(modules).set({ column: last, order: order++ }).where(eq(modules.id, m.id));
  await tx.update(modules).set({ column: last }).where(and(eq(modules.section_id, sectionId), gte(modules.column, last + 1)));
}
