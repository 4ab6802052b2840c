/**
 * Page versions (page_versions): what a version holds, recording one, and writing one back.
 *
 * WHEN a version is taken (the decision): AFTER each write, so every version is a state the page
 * really had and "restore version N" means "back to how it looked after that save". Before the
 * first write of a page that has no version yet, its state is recorded too (note 'initial'), so
 * the content that existed before the editor touched it can always be restored. Only the newest
 * PAGE_VERSIONS_KEPT versions of a page are kept.
 *
 * Used through the one content-write path (cms/write/contentWrite.ts) by the page editor's writes,
 * its publishing, the admin and the scheduler (cms/jobs/schedule.ts).
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import { PAGE_NOTES } from '../../shared/history/changes';
import type { DbOrTx, Tx } from '../db/client';
import { container_sections, editors, images, modules, page_versions, pages, shared_sections } from '../db/schema';
import { NotFoundError } from '../errors';
import { loadPageState, VERSIONED_PAGE_FIELDS, type PageRow, type PageState } from './pageState';
import { sectionsOfOwner, type ModuleData, type SectionData, type SectionOwner } from './tree';
import { insertParentsFirst } from './parentsFirst';
import { assertInContentWrite } from './writeGuard';

export const PAGE_VERSIONS_KEPT = 100;

/** What page_versions.snapshot holds. */
export interface PageSnapshot {
  format: 1;
  page: Partial<PageRow>;
  sections: SectionData[];
  modules: ModuleData[];
  /** the editor's user action that wrote it (EDIT_ACTION_HEADER), when it took several requests */
  action?: string;
}

export function toSnapshot(state: PageState): PageSnapshot {
  const page: Record<string, unknown> = {};
  for (const field of VERSIONED_PAGE_FIELDS) page[field] = state.page[field];
  return { format: 1, page: page as Partial<PageRow>, sections: state.sections, modules: state.modules };
}

/** The state a version shows: the live page's tree and switches with the version's content. */
export function stateOfVersion(live: PageRow, snapshot: PageSnapshot): PageState {
  return { page: { ...live, ...snapshot.page }, sections: snapshot.sections ?? [], modules: snapshot.modules ?? [] };
}

/**
 * Records the page's state as a new version. The requests of one user action (`action`, e.g. an undo
 * that deletes, saves and reorders) make one version: a later request of the same action by the same
 * author brings that version up to date instead of adding another; its note stays the first one's.
 */
export async function recordVersion(db: DbOrTx, pageId: number, authorId: number | null, note: string, action?: string): Promise<number> {
  const state = await loadPageState(db, pageId);
  if (!state) throw new NotFoundError();
  const snapshot = { ...toSnapshot(state), ...(action ? { action } : {}) } as unknown as Record<string, unknown>;
  if (action) {
    const [newest] = await db
      .select({ id: page_versions.id, author_id: page_versions.author_id, snapshot: page_versions.snapshot })
      .from(page_versions)
      .where(eq(page_versions.page_id, pageId))
      .orderBy(desc(page_versions.id))
      .limit(1);
    if (newest && newest.author_id === authorId && newest.snapshot.action === action) {
      await db.update(page_versions).set({ snapshot }).where(eq(page_versions.id, newest.id));
      return newest.id;
    }
  }
  const [row] = await db
    .insert(page_versions)
    .values({ page_id: pageId, snapshot, author_id: authorId, note })
    .returning({ id: page_versions.id });
  // keep the newest PAGE_VERSIONS_KEPT
  const keep = await db
    .select({ id: page_versions.id })
    .from(page_versions)
    .where(eq(page_versions.page_id, pageId))
    .orderBy(desc(page_versions.id))
    .limit(PAGE_VERSIONS_KEPT);
  if (keep.length === PAGE_VERSIONS_KEPT) {
    await db
      .delete(page_versions)
      .where(and(eq(page_versions.page_id, pageId), lt(page_versions.id, keep[keep.length - 1].id)));
  }
  return row.id;
}

/** Record the current state as 'initial' when the page has no version yet. */
export async function ensureBaseline(db: DbOrTx, pageId: number): Promise<void> {
  const [any] = await db.select({ id: page_versions.id }).from(page_versions).where(eq(page_versions.page_id, pageId)).limit(1);
  if (!any) await recordVersion(db, pageId, null, PAGE_NOTES.initial);
}

/** Ids of `ids` that exist in a table with an `id` column (after the page's own rows were deleted). */
async function takenIds(tx: Tx, table: typeof container_sections | typeof modules, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Write a snapshot back: the versioned page fields, and the page's sections and modules replaced
 * by the snapshot's (their ids kept when free, so the editor's references stay valid). Image ids
 * that no longer exist become null. Runs inside the caller's transaction.
 */
export async function restoreSnapshot(tx: Tx, pageId: number, snapshot: PageSnapshot): Promise<void> {
  const fields: Record<string, unknown> = {};
  for (const field of VERSIONED_PAGE_FIELDS) if (field in snapshot.page) fields[field] = snapshot.page[field as keyof PageRow];
  for (const key of ['og_image_id', 'header_image_id'] as const) {
    const id = fields[key];
    if (typeof id === 'number') {
      const [exists] = await tx.select({ id: images.id }).from(images).where(eq(images.id, id));
      if (!exists) fields[key] = null;
    }
  }
  if (Object.keys(fields).length) await tx.update(pages).set(fields).where(eq(pages.id, pageId));
  await replaceSections(tx, { content_type: 'page', object_id: pageId }, snapshot.sections, snapshot.modules);
}

/**
 * Replace an owner's sections and modules by the given ones (a version's, or the published content
 * when a draft is discarded), keeping their ids when free; with `locale`, only that language's (what
 * a translation copy replaced). Modules keep their translation marks. Runs inside the caller's transaction.
 * A placement of a reusable section that is in the trash stays out (its restore puts it back, with
 * its own id; an empty section of the page under its anchor would show visitors nothing and take
 * that id): answers how many were left out.
 */
export async function replaceSections(tx: Tx, owner: SectionOwner, snapshotSections: SectionData[], snapshotModules: ModuleData[], locale?: Locale): Promise<number> {
  assertInContentWrite(tx, 'replaceSections');
  const snapshot = { sections: snapshotSections, modules: snapshotModules };
  await tx.delete(container_sections).where(sectionsOfOwner(owner, locale));

  const sectionIds = new Map<number, number>();
  const takenSections = await takenIds(tx, container_sections, snapshot.sections.map((s) => s.id));
  const ownIds = new Set(snapshot.sections.map((s) => s.id));
  // placements of reusable sections (issue 43 item 2) come back as placements while the reusable section exists
  const placedIds = [...new Set(snapshot.sections.flatMap((s) => (typeof s.shared_id === 'number' ? [s.shared_id] : [])))];
  const sharedLeft = new Set(placedIds.length ? (await tx.select({ id: shared_sections.id }).from(shared_sections).where(inArray(shared_sections.id, placedIds))).map((r) => r.id) : []);
  const gone = (s: SectionData) => typeof s.shared_id === 'number' && !sharedLeft.has(s.shared_id);
  // parents first
  const sections = [...snapshot.sections].filter((s) => !gone(s)).sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null));
  for (const s of sections) {
    const parent = s.parent_id === null ? null : ownIds.has(s.parent_id) ? (sectionIds.get(s.parent_id) ?? null) : null;
    const [row] = await tx
      .insert(container_sections)
      .values({
        ...(takenSections.has(s.id) ? {} : { id: s.id }),
        locale: s.locale,
        slug: s.slug,
        content_type: owner.content_type as SectionData['content_type'],
        object_id: owner.object_id,
        parent_id: parent,
        shared_id: typeof s.shared_id === 'number' ? s.shared_id : null,
        layout: s.layout,
        order: s.order,
        version: s.version ?? 1,
      })
      .returning({ id: container_sections.id });
    sectionIds.set(s.id, row.id);
  }

  const takenModules = await takenIds(tx, modules, snapshot.modules.map((m) => m.id));
  await insertParentsFirst(
    snapshot.modules.filter((m) => sectionIds.has(m.section_id)),
    async (m, parentId) => {
      const [row] = await tx
        .insert(modules)
        .values({
          ...(takenModules.has(m.id) ? {} : { id: m.id }),
          section_id: sectionIds.get(m.section_id)!,
          parent_id: parentId,
          column: m.column,
          order: m.order,
          model: m.model,
          data: m.data,
          version: m.version ?? 1,
          needs_translation: m.needs_translation ?? false,
          translation_source: m.translation_source ?? null,
        })
        .returning({ id: modules.id });
      return row.id;
    },
  );
  return snapshot.sections.length - sections.length;
}

/** Version `versionId` of page `pageId` (null when it is not one of that page's). */
export async function findPageVersion(db: DbOrTx, pageId: number, versionId: number): Promise<{ id: number; snapshot: PageSnapshot } | null> {
  const [version] = await db
    .select({ id: page_versions.id, snapshot: page_versions.snapshot })
    .from(page_versions)
    .where(and(eq(page_versions.id, versionId), eq(page_versions.page_id, pageId)));
  return version ? { id: version.id, snapshot: version.snapshot as unknown as PageSnapshot } : null;
}

/** The version before `versionId` of the page, or null for the first. */
export async function previousPageVersion(db: DbOrTx, pageId: number, versionId: number): Promise<{ id: number; snapshot: PageSnapshot } | null> {
  const [version] = await db
    .select({ id: page_versions.id, snapshot: page_versions.snapshot })
    .from(page_versions)
    .where(and(eq(page_versions.page_id, pageId), lt(page_versions.id, versionId)))
    .orderBy(desc(page_versions.id))
    .limit(1);
  return version ? { id: version.id, snapshot: version.snapshot as unknown as PageSnapshot } : null;
}

export interface PageVersionRow {
  id: number;
  page: number;
  created_at: Date;
  /** the author's id, username, first and last name (null when the author is gone) */
  author_id: number | null;
  author: string | null;
  first_name: string | null;
  last_name: string | null;
  note: string;
  snapshot: PageSnapshot;
}

/** Every version of the page with its author, newest first. */
export async function listPageVersions(db: DbOrTx, pageId: number, limit?: number): Promise<PageVersionRow[]> {
  const rows = await db
    .select({
      id: page_versions.id,
      page: page_versions.page_id,
      created_at: page_versions.created_at,
      author_id: page_versions.author_id,
      author: editors.username,
      first_name: editors.first_name,
      last_name: editors.last_name,
      note: page_versions.note,
      snapshot: page_versions.snapshot,
    })
    .from(page_versions)
    .leftJoin(editors, eq(editors.id, page_versions.author_id))
    .where(eq(page_versions.page_id, pageId))
    .orderBy(desc(page_versions.created_at), desc(page_versions.id))
    .limit(limit ?? PAGE_VERSIONS_KEPT);
  return rows.map((r) => ({ ...r, snapshot: r.snapshot as unknown as PageSnapshot }));
}
