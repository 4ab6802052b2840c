/**
 * Container sections and their modules as the page-editor API answers them (ContainerSection and
 * ModuleNode of shared/contract/pages.ts): top-level modules ordered by column, then order, then
 * id; children nested under their parent in the same order; image fields resolved to ImageRefs.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { ImageRef } from '../../shared/contract/common';
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';
import { getModuleSchema } from '../../shared/modules/registry';
import { prepared } from '../db/prepared';
import type { DbOrTx } from '../db/client';
import { container_sections, modules } from '../db/schema';
import { loadImageRefs } from '../media/imageRef';
import { groupBy } from './common';

/** The columns of a section row as SectionData holds them. */
export const sectionColumns = {
  id: container_sections.id,
  locale: container_sections.locale,
  slug: container_sections.slug,
  content_type: container_sections.content_type,
  object_id: container_sections.object_id,
  parent_id: container_sections.parent_id,
  shared_id: container_sections.shared_id,
  layout: container_sections.layout,
  order: container_sections.order,
  version: container_sections.version,
};

export type SectionRow = typeof container_sections.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

/** The fields of a section row that make up its content (snapshots keep these). */
export type SectionData = Pick<SectionRow, 'id' | 'locale' | 'slug' | 'content_type' | 'object_id' | 'parent_id' | 'layout' | 'order'> & {
  version?: number;
  /** a placement of a reusable section (snapshots from before issue 43 lack it: none) */
  shared_id?: number | null;
};
export type ModuleData = Pick<ModuleRow, 'id' | 'section_id' | 'parent_id' | 'column' | 'order' | 'model' | 'data'> & {
  version?: number;
  /** the draft's translation marks (rows only; snapshots do not keep them) */
  needs_translation?: boolean;
  translation_source?: number | null;
};

/** A module row as content (snapshots, page states): its translation marks only when it has them. */
export function moduleContent({ id, section_id, parent_id, column, order, model, data, version, needs_translation, translation_source }: ModuleRow): ModuleData {
  return {
    id,
    section_id,
    parent_id,
    column,
    order,
    model,
    data,
    version,
    ...(needs_translation ? { needs_translation } : {}),
    ...(translation_source !== null ? { translation_source } : {}),
  };
}

/** Modules as visitors get them (published content): without the editor's translation marks. */
export const withoutMarks = (rows: readonly ModuleData[]): ModuleData[] => rows.map(({ needs_translation: _marked, translation_source: _source, ...row }) => row);

const byPosition = (a: ModuleData, b: ModuleData) => a.column - b.column || a.order - b.order || a.id - b.id;

function imageFieldsOf(model: string): string[] {
  return getModuleSchema(model)?.fields.filter((f) => f.kind === 'image').map((f) => f.name) ?? [];
}

/** Every image id named by the modules' image fields. */
export function imageIdsOf(rows: readonly ModuleData[]): number[] {
  const ids: number[] = [];
  for (const row of rows) {
    for (const name of imageFieldsOf(row.model)) {
      const value = row.data[name];
      if (typeof value === 'number') ids.push(value);
    }
  }
  return ids;
}

function toNode(row: ModuleData, images: Map<number, ImageRef>, children: ModuleNode[]): ModuleNode {
  const resolved: Record<string, ImageRef | null> = {};
  for (const name of imageFieldsOf(row.model)) {
    const value = row.data[name];
    resolved[name] = typeof value === 'number' ? (images.get(value) ?? null) : null;
  }
  return {
    id: row.id,
    model: row.model,
    section: row.section_id,
    parent: row.parent_id,
    column: row.column,
    order: row.order,
    data: row.data,
    images: resolved,
    children,
    ...(row.version === undefined ? {} : { version: row.version }),
    ...(row.needs_translation ? { needs_translation: true as const } : {}),
    ...(typeof row.translation_source === 'number' ? { translation_source: row.translation_source } : {}),
  };
}

/**
 * The module trees of `rows` (all of one section, or any set): nodes whose parent is not among the
 * rows are roots. Children are nested, each level ordered by column, order, id.
 */
export function buildModuleTree(rows: readonly ModuleData[], images: Map<number, ImageRef>): ModuleNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = groupBy(
    rows.filter((row) => row.parent_id !== null && ids.has(row.parent_id)),
    (row) => row.parent_id,
  );
  const build = (row: ModuleData, depth: number): ModuleNode =>
    toNode(
      row,
      images,
      depth > 10 ? [] : (childrenOf.get(row.id) ?? []).sort(byPosition).map((child) => build(child, depth + 1)),
    );
  return rows
    .filter((r) => r.parent_id === null || !ids.has(r.parent_id))
    .sort(byPosition)
    .map((row) => build(row, 0));
}

export function toSection(section: SectionData, moduleRows: readonly ModuleData[], images: Map<number, ImageRef>): ContainerSection {
  return {
    id: section.id,
    slug: section.slug,
    locale: section.locale,
    content_type: section.content_type,
    object_id: section.object_id,
    parent: section.parent_id,
    layout: section.layout,
    order: section.order,
    ...(section.version === undefined ? {} : { version: section.version }),
    modules: buildModuleTree(
      moduleRows.filter((m) => m.section_id === section.id),
      images,
    ),
  };
}

/** Sections (already loaded, any order) with their modules, in section order. Images are loaded once. */
export async function sectionsJson(
  db: DbOrTx,
  sections: readonly SectionData[],
  moduleRows: readonly ModuleData[],
  locale: Locale,
): Promise<ContainerSection[]> {
  return sectionsWithImages(sections, moduleRows, await loadImageRefs(db, imageIdsOf(moduleRows), locale));
}

/** sectionsJson with the modules' images already loaded (with other images of the same answer, in one query). */
export function sectionsWithImages(sections: readonly SectionData[], moduleRows: readonly ModuleData[], images: Map<number, ImageRef>): ContainerSection[] {
  return [...sections].sort((a, b) => a.order - b.order || a.id - b.id).map((s) => toSection(s, moduleRows, images));
}

export async function modulesOfSections(db: DbOrTx, sectionIds: number[]): Promise<ModuleRow[]> {
  if (sectionIds.length === 0) return [];
  // every page's modules: built once (cms/db/prepared.ts)
  return prepared(db, 'modules_of_sections', (on) =>
    on
      .select()
      .from(modules)
      .where(sql`${modules.section_id} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(modules.id)),
  ).execute({ ids: sectionIds });
}

/** Sections matching `where`, with their module trees. */
export async function loadSectionsJson(db: DbOrTx, where: SQL | undefined, locale: Locale): Promise<ContainerSection[]> {
  const sections = await db.select().from(container_sections).where(where);
  return sectionsJson(db, sections, await modulesOfSections(db, sections.map((s) => s.id)), locale);
}

export async function sectionJson(db: DbOrTx, section: SectionData, locale: Locale): Promise<ContainerSection> {
  const [json] = await sectionsJson(db, [section], await modulesOfSections(db, [section.id]), locale);
  return json;
}

/** One module with its children, as the module endpoints answer it. */
export async function moduleJson(db: DbOrTx, row: ModuleData, locale: Locale): Promise<ModuleNode> {
  const children = await db.select().from(modules).where(eq(modules.parent_id, row.id));
  const rows = [row, ...children];
  const images = await loadImageRefs(db, imageIdsOf(rows), locale);
  return buildModuleTree(rows, images).find((n) => n.id === row.id)!;
}

/** The owner of a section's content: what to version and reindex after a write. */
export interface SectionOwner {
  content_type: string;
  object_id: number | null;
}

export const sectionsOfOwner = (owner: SectionOwner, locale?: Locale): SQL | undefined =>
  and(
    eq(container_sections.content_type, owner.content_type as SectionRow['content_type']),
    owner.object_id === null ? isNull(container_sections.object_id) : eq(container_sections.object_id, owner.object_id),
    locale ? eq(container_sections.locale, locale) : undefined,
  );
