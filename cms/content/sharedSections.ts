/**
 * Reusable sections (issue 43 item 2; docs/cms.md "Reusable sections").
 *
 * A reusable section is an OWNER like a page: a `shared_sections` row (its name) whose content is
 * container sections with content_type 'shared' and object_id its id, one per locale. So its
 * drafts, publishing, undo, translation copy and review are those of every owner (./drafts.ts,
 * ./publication.ts, ./translation.ts, ./reviews.ts), and its modules are edited with the module
 * endpoints as any other. A page shows it through a PLACEMENT: one of the page's own sections with
 * `shared_id` set and no modules of its own; the page keeps the placement's place and anchor in
 * its own draft, snapshot and history, and shows the reusable section's content of the same
 * locale there: published for visitors, the draft for editors working on the page.
 *
 * A page answer that shows a reusable section carries its content key `shared:{id}`; publishing
 * the reusable section touches that key (the owner's object key, cms/write/contentWrite.ts), so
 * every cached page that shows it is dropped.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { ContainerSection, SharedPlacement, SharedSectionUse } from '../../shared/contract/pages';
import type { DbOrTx, Tx } from '../db/client';
import { container_sections, content_publications, pages, shared_sections } from '../db/schema';
import { draftContent, publishedContent } from './drafts';
import { publicUrl } from './publicUrl';
import { lockSection } from './sections';
import { sectionsOfOwner, withoutMarks, type ModuleData, type SectionData, type SectionRow } from './tree';

export const sharedOwner = (id: number) => ({ content_type: 'shared' as const, object_id: id });

export interface ExpandedSections {
  sections: SectionData[];
  modules: ModuleData[];
  /** placement section id -> what it shows */
  placements: Map<number, SharedPlacement>;
  /** every reusable section placed, shown or gone (in the trash: its placement is left out of `sections`) */
  placed: number[];
}

/**
 * The sections of one locale with each placement filled in: the reusable section's layout and
 * modules (their `section_id` the placement's, so the page's tree holds them). `draft`: the
 * reusable sections' drafts (an editor working on the page), else what is published. A placement
 * of a reusable section in the trash is left out (a page's published snapshot or an old version
 * still holds it; its page's own rows cannot: the delete takes it out of them).
 */
export async function expandPlacements(db: DbOrTx, sections: readonly SectionData[], modules: readonly ModuleData[], locale: Locale, draft: boolean): Promise<ExpandedSections> {
  const placed = sections.filter((s) => typeof s.shared_id === 'number');
  const placements = new Map<number, SharedPlacement>();
  if (placed.length === 0) return { sections: [...sections], modules: [...modules], placements, placed: [] };
  const ids = [...new Set(placed.map((s) => s.shared_id!))];
  const names = new Map((await db.select({ id: shared_sections.id, name: shared_sections.name }).from(shared_sections).where(inArray(shared_sections.id, ids))).map((r) => [r.id, r.name]));
  const contents = new Map<number, { section: SectionData | null; modules: ModuleData[] }>();
  for (const id of ids) {
    if (!names.has(id)) continue;
    const content = draft ? await draftContent(db, sharedOwner(id)) : await publishedContent(db, sharedOwner(id));
    const section = content.sections.filter((s) => s.locale === locale).sort((a, b) => a.order - b.order || a.id - b.id)[0] ?? null;
    const own = section ? content.modules.filter((m) => m.section_id === section.id) : [];
    contents.set(id, { section, modules: draft ? own : withoutMarks(own) });
  }
  // a placement of a reusable section that is gone (in the trash, or purged from it) shows nothing
  // at all, not an empty section under its anchor; it stays in the page's stored state, so a restore
  // from the trash shows it again wherever that state places it
  const gone = new Set(placed.filter((s) => !names.has(s.shared_id!)).map((s) => s.id));
  const outSections: SectionData[] = [];
  const outModules = gone.size === 0 ? [...modules] : modules.filter((m) => !gone.has(m.section_id));
  for (const s of sections) {
    if (gone.has(s.id)) continue;
    const content = typeof s.shared_id === 'number' ? contents.get(s.shared_id) : undefined;
    if (!content) {
      outSections.push(s);
      continue;
    }
    placements.set(s.id, { id: s.shared_id!, name: names.get(s.shared_id!)!, section: content.section?.id ?? null });
    // the editor's writes through the placement are based on the reusable section's version
    outSections.push({ ...s, layout: content.section?.layout ?? s.layout, ...(content.section?.version === undefined ? {} : { version: content.section.version }) });
    for (const m of content.modules) outModules.push({ ...m, section_id: s.id });
  }
  return { sections: outSections, modules: outModules, placements, placed: ids };
}

/** Section JSON with each placement's `shared`. */
export const withPlacements = (json: ContainerSection[], placements: Map<number, SharedPlacement>): ContainerSection[] =>
  json.map((s) => {
    const shared = placements.get(s.id);
    return shared ? { ...s, shared } : s;
  });

/**
 * The reusable sections a page answer places, shown or gone, kept beside the answer (not in its
 * JSON): a page read while one of them is in the trash still carries its key, so the restore (which
 * touches `shared:{id}`) drops it from every cache, whichever of the page's states placed it.
 */
const placedByAnswer = new WeakMap<object, readonly number[]>();

/** Notes what `answer` places (./pageState.ts renderPage); returns the answer. */
export function notePlaced<T extends object>(answer: T, placed: readonly number[]): T {
  if (placed.length > 0) placedByAnswer.set(answer, placed);
  return answer;
}

/** The content keys of a page answer's reusable sections: those it shows, and those placed on it that are in the trash. */
export const sharedKeysOf = (answer: { modules: readonly ContainerSection[] }): string[] => [
  ...new Set([...answer.modules.flatMap((s) => (s.shared ? [s.shared.id] : [])), ...(placedByAnswer.get(answer) ?? [])].map((id) => `shared:${id}`)),
];

interface UseRow {
  section: number;
  locale: string;
  page: number;
  title_de: string;
  title_en: string;
  path_de: string | null;
  path_en: string | null;
}

/** One place as the editor names it: the page's title and address in the placement's language. */
function useOf(r: UseRow): SharedSectionUse {
  const locale = r.locale as Locale;
  return { section: r.section, locale, page: r.page, title: (locale === 'en' ? r.title_en : r.title_de) || r.title_de, url: publicUrl(locale === 'en' ? r.path_en : r.path_de) };
}

/** Where a reusable section is placed: each placement (in a page's draft), with its page. */
export async function usesOf(db: DbOrTx, sharedId: number): Promise<SharedSectionUse[]> {
  const rows = await db
    .select({ section: container_sections.id, locale: container_sections.locale, page: pages.id, title_de: pages.title_de, title_en: pages.title_en, path_de: pages.path_de, path_en: pages.path_en })
    .from(container_sections)
    .innerJoin(pages, and(eq(container_sections.content_type, 'page'), eq(pages.id, container_sections.object_id)))
    .where(eq(container_sections.shared_id, sharedId))
    .orderBy(asc(pages.id), asc(container_sections.id));
  return rows.map(useOf);
}

/**
 * The pages that may show one of the reusable sections `sharedIds` to visitors: those whose rows place
 * it (what is published while a page has no draft) and those whose published snapshot does (a page
 * with a draft). A change of what visitors see of a reusable section (a publish, its undo, the trash
 * and back) reindexes their search documents in one pass (cms/write/contentWrite.ts).
 */
export async function pagesShowingShared(db: DbOrTx, sharedIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(sharedIds)];
  if (ids.length === 0) return [];
  const placing = await db
    .selectDistinct({ page: container_sections.object_id })
    .from(container_sections)
    .where(and(eq(container_sections.content_type, 'page'), inArray(container_sections.shared_id, ids)));
  // JSON containment in the snapshot's sections, which PostgreSQL and PGlite answer alike
  const snapshots = await db
    .select({ page: content_publications.object_id })
    .from(content_publications)
    .where(
      and(
        eq(content_publications.content_type, 'page'),
        eq(content_publications.has_draft, true),
        or(...ids.map((id) => sql`${content_publications.sections} @> jsonb_build_array(jsonb_build_object('shared_id', ${id}::int))`)),
      ),
    );
  const pageIds = new Set([...placing, ...snapshots].flatMap((r) => (r.page === null ? [] : [r.page])));
  return [...pageIds].sort((a, b) => a - b);
}

/** The places of placements that are not rows now (a reusable section in the trash keeps them): those on pages that still exist, as `usesOf` orders them. */
export async function usesOfPlacements(db: DbOrTx, placements: readonly { section: number; locale: string; page: number }[]): Promise<SharedSectionUse[]> {
  if (placements.length === 0) return [];
  const rows = await db
    .select({ id: pages.id, title_de: pages.title_de, title_en: pages.title_en, path_de: pages.path_de, path_en: pages.path_en })
    .from(pages)
    .where(inArray(pages.id, [...new Set(placements.map((p) => p.page))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...placements]
    .sort((a, b) => a.page - b.page || a.section - b.section)
    .flatMap((p) => {
      const row = byId.get(p.page);
      return row ? [useOf({ ...row, ...p })] : [];
    });
}

/**
 * The section a module write of `section` goes to: a placement's writes go to the reusable section's
 * own section of its locale (locked; the editor works on the placement as shown), others stay.
 */
export async function throughPlacement(tx: Tx, section: SectionRow | null): Promise<SectionRow | null> {
  if (!section || section.shared_id === null) return section;
  const [own] = await tx.select({ id: container_sections.id }).from(container_sections).where(sectionsOfOwner(sharedOwner(section.shared_id), section.locale as Locale));
  return own ? lockSection(tx, own.id) : section;
}

/** Whether `sectionId` is the section itself or a placement of it (a module's `section` as the editor knows it). */
export async function sameOrPlacement(db: DbOrTx, sectionId: number, ownSectionId: number): Promise<boolean> {
  if (sectionId === ownSectionId) return true;
  const [row] = await db.select({ shared_id: container_sections.shared_id, locale: container_sections.locale }).from(container_sections).where(eq(container_sections.id, sectionId));
  if (!row || row.shared_id === null) return false;
  const [own] = await db.select({ id: container_sections.id }).from(container_sections).where(sectionsOfOwner(sharedOwner(row.shared_id), row.locale as Locale));
  return own?.id === ownSectionId;
}

export async function sharedRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(shared_sections).where(eq(shared_sections.id, id));
  return row ?? null;
}

/** Every reusable section's id, by name (the editor's list). */
export async function sharedSectionIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: shared_sections.id }).from(shared_sections).orderBy(asc(shared_sections.name), asc(shared_sections.id));
  return rows.map((row) => row.id);
}
