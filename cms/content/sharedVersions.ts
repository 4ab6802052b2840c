/**
 * A reusable section's history (issue 43 item 2; docs/editor.md "Reusable sections"): as a page's
 * (./pageVersions.ts), a version is its content (its sections and modules, both languages: the
 * draft, as the editor works on it) AFTER each write of it (a module saved through any placement,
 * its publish, its discard, a restore), with the state before its first recorded change as
 * 'initial'. The requests of one user action make one version. Only the newest
 * SHARED_VERSIONS_KEPT are kept. Restoring one writes its content back as the reusable section's
 * draft (every page that shows it shows it to editors at once; visitors once it is published) and
 * is itself a new version ('restored version N'). The diff of two of its versions is a page's
 * (./versionHistory.ts storedVersionsDiff), without page fields.
 */
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { PAGE_NOTES } from '../../shared/history/changes';
import type { DiffableSnapshot } from '../../shared/history/diff';
import type { Locale } from '../../shared/constants';
import type { SharedVersion, SharedVersionDiff } from '../../shared/contract/pages';
import type { DbOrTx, Tx } from '../db/client';
import { container_sections, editors, shared_versions } from '../db/schema';
import { NotFoundError } from '../errors';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { sharedRow } from './sharedSections';
import { moduleContent, modulesOfSections, sectionsOfOwner, type ModuleData, type SectionData } from './tree';
import { authorName, changeOf, storedVersionsDiff } from './versionHistory';

export const SHARED_VERSIONS_KEPT = 100;

const ownerOf = (sharedId: number) => ({ content_type: 'shared' as const, object_id: sharedId });

/** What shared_versions.snapshot holds. */
export interface SharedSnapshot {
  format: 1;
  sections: SectionData[];
  modules: ModuleData[];
  /** the editor's user action that wrote it, when it took several requests */
  action?: string;
}

async function currentContent(db: DbOrTx, sharedId: number): Promise<SharedSnapshot> {
  const sections = await db.select().from(container_sections).where(sectionsOfOwner(ownerOf(sharedId))).orderBy(asc(container_sections.id));
  const modules = (await modulesOfSections(db, sections.map((s) => s.id))).map(moduleContent);
  return { format: 1, sections, modules };
}

/** Records the reusable section's content as a new version (one per user action, as a page's). */
export async function recordSharedVersion(db: DbOrTx, sharedId: number, authorId: number | null, note: string, action?: string): Promise<number> {
  const snapshot = { ...(await currentContent(db, sharedId)), ...(action ? { action } : {}) } as unknown as Record<string, unknown>;
  if (action) {
    const [newest] = await db
      .select({ id: shared_versions.id, author_id: shared_versions.author_id, snapshot: shared_versions.snapshot })
      .from(shared_versions)
      .where(eq(shared_versions.shared_id, sharedId))
      .orderBy(desc(shared_versions.id))
      .limit(1);
    if (newest && newest.author_id === authorId && newest.snapshot.action === action) {
      await db.update(shared_versions).set({ snapshot }).where(eq(shared_versions.id, newest.id));
      return newest.id;
    }
  }
  const [row] = await db.insert(shared_versions).values({ shared_id: sharedId, snapshot, author_id: authorId, note }).returning({ id: shared_versions.id });
  const keep = await db.select({ id: shared_versions.id }).from(shared_versions).where(eq(shared_versions.shared_id, sharedId)).orderBy(desc(shared_versions.id)).limit(SHARED_VERSIONS_KEPT);
  if (keep.length === SHARED_VERSIONS_KEPT) await db.delete(shared_versions).where(and(eq(shared_versions.shared_id, sharedId), lt(shared_versions.id, keep[keep.length - 1].id)));
  return row.id;
}

/** Records the current content as 'initial' when the reusable section has no version yet (before its first recorded change). */
export async function ensureSharedBaseline(db: DbOrTx, sharedId: number): Promise<void> {
  const [any] = await db.select({ id: shared_versions.id }).from(shared_versions).where(eq(shared_versions.shared_id, sharedId)).limit(1);
  if (!any) await recordSharedVersion(db, sharedId, null, PAGE_NOTES.initial);
}

/** Its versions, newest first, each with its author and what it changed. */
export async function sharedHistory(db: DbOrTx, sharedId: number): Promise<SharedVersion[]> {
  const rows = await db
    .select({
      id: shared_versions.id,
      created_at: shared_versions.created_at,
      note: shared_versions.note,
      snapshot: shared_versions.snapshot,
      author: editors.username,
      first_name: editors.first_name,
      last_name: editors.last_name,
    })
    .from(shared_versions)
    .leftJoin(editors, eq(editors.id, shared_versions.author_id))
    .where(eq(shared_versions.shared_id, sharedId))
    .orderBy(desc(shared_versions.id));
  return rows.map((r, index) => ({
    id: r.id,
    shared: sharedId,
    created_at: new Date(r.created_at).toISOString(),
    author: r.author ?? null,
    author_name: authorName({ author: r.author ?? null, first_name: r.first_name, last_name: r.last_name }),
    note: r.note,
    change: changeOf(r.note, r.snapshot as unknown as DiffableSnapshot, rows[index + 1]?.snapshot as unknown as DiffableSnapshot | undefined),
  }));
}

/** One of its versions' content, or null. */
export async function sharedVersionSnapshot(db: DbOrTx, sharedId: number, versionId: number): Promise<SharedSnapshot | null> {
  const [row] = await db.select({ snapshot: shared_versions.snapshot }).from(shared_versions).where(and(eq(shared_versions.shared_id, sharedId), eq(shared_versions.id, versionId)));
  return row ? (row.snapshot as unknown as SharedSnapshot) : null;
}

/** One of its versions, or 404 with "no such version" in the request's language. */
async function sharedVersionOrNotFound(db: DbOrTx, sharedId: number, versionId: number, locale: Locale): Promise<{ id: number; snapshot: unknown }> {
  const [row] = await db.select({ id: shared_versions.id, snapshot: shared_versions.snapshot }).from(shared_versions).where(and(eq(shared_versions.shared_id, sharedId), eq(shared_versions.id, versionId)));
  if (!row) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].sharedVersionNotFound);
  return row;
}

/**
 * What changed from `against` (default: the version before; none before the first) to the version,
 * always older -> newer, as a page's diff (GET …/shared-sections/{id}/versions/{version_id}/diff/).
 * 404 in the request's language for a reusable section that does not exist (or is in the trash) and
 * for a version that is not one of its own.
 */
export async function sharedVersionDiff(db: DbOrTx, sharedId: number, versionId: number, against: number | undefined, locale: Locale): Promise<SharedVersionDiff> {
  if (!(await sharedRow(db, sharedId))) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].sharedNotFound);
  const to = await sharedVersionOrNotFound(db, sharedId, versionId, locale);
  let from: { id: number; snapshot: unknown } | null;
  if (against !== undefined) from = await sharedVersionOrNotFound(db, sharedId, against, locale);
  else {
    const [previous] = await db
      .select({ id: shared_versions.id, snapshot: shared_versions.snapshot })
      .from(shared_versions)
      .where(and(eq(shared_versions.shared_id, sharedId), lt(shared_versions.id, versionId)))
      .orderBy(desc(shared_versions.id))
      .limit(1);
    from = previous ?? null;
  }
  const diff = storedVersionsDiff(sharedId, to, from);
  return { shared: sharedId, from: diff.from, to: diff.to, fields: diff.fields, sections: diff.sections, modules: diff.modules };
}

/** The newest version's id (the stale check of a restore), or null. */
export async function newestSharedVersion(tx: Tx, sharedId: number): Promise<number | null> {
  const [row] = await tx.select({ id: shared_versions.id }).from(shared_versions).where(eq(shared_versions.shared_id, sharedId)).orderBy(desc(shared_versions.id)).limit(1);
  return row?.id ?? null;
}
