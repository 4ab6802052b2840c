/**
 * The trash (issue 43 item 1; docs/admin.md "Trash"): deleting a page, concert, story, person, press
 * directory or file, subscription, form, image or section moves it here with everything that belongs
 * to it (cms/content/trashGraph.ts), and restoring puts all of it back with its ids, history, slug
 * and relations, in one transaction:
 *
 *   moveToTrash(tx, kind, id, editorId)        inside the caller's write (the admin's delete, the editor's section delete)
 *   restoreFromTrash(db, entryId, editor, {slugs, locale})   409 'slug_taken' with a suggested address when its own is taken meanwhile
 *   listTrash(db, query, days) / trashEntry(db, id, days)    what the admin and the editor show
 *   purgeTrash(db, now, days)                  entries older than TRASH_DAYS go for good (cms/jobs/trashPurge.ts)
 *
 * A restore is one entry in the history: a page version ('restored from the trash') for a page and
 * for a section's page, an `admin_history` row for everything else. Search documents follow at once.
 */
import { and, asc, count, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import { PAGE_NOTES } from '../../shared/history/changes';
import { queryRows, type Db, type DbOrTx, type Tx } from '../db/client';
import { admin_history, editors, trash } from '../db/schema';
import type { SearchKind } from '../db/schema/search';
import { ConflictError, NotFoundError, SlugTakenError } from '../errors';
import { ownerExists } from '../content/owners';
import { updatePaths } from '../content/pageTree';
import { recordVersion } from '../content/pageVersions';
import { deleteSection } from '../content/sections';
import type { SectionOwner } from '../content/tree';
import { blockingRows, captureGraph, deleteGraph, insertGraph, rowsOf, type Snapshot } from '../content/trashGraph';
import { trashMessages, trashMessagesDe } from '../content/trashMessages';
import { openContentWrite } from '../content/writeGuard';
import { reindexObject, reindexObjects } from '../search/indexer';
import { editorWrite } from './contentWrite';
import { TRASH_KINDS, type TrashKind } from './trashKinds';
import { currentEditAction, reportKeys, reportWrite } from '../http/writeScope';
import { pagesShowingShared, usesOfPlacements } from '../content/sharedSections';
import { recordSharedVersion } from '../content/sharedVersions';
import type { SharedSectionUse } from '../../shared/contract/pages';
import { objectKey, SECTIONS_KEY } from '../../shared/contentKeys';

export { TRASH_KINDS, type TrashKind } from './trashKinds';
export { DEFAULT_TRASH_DAYS } from '../trashDays';

type Row = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface KindDef {
  table: string;
  /** its in-place content (sections, publication, reviews) is named by this content type */
  owner?: 'page' | 'event' | 'story' | 'person' | 'shared';
  search?: SearchKind;
  title(row: Row): string;
  /** how its address is unique: table-wide `slug`, among a page's siblings, per locale for a section */
  slug?: 'unique' | 'page' | 'section';
}

const titled = (row: Row) => text(row.title_de) || text(row.title_en);
const named = (row: Row) => text(row.name_de) || text(row.name_en);

const KINDS: Record<TrashKind, KindDef> = {
  page: { table: 'pages', owner: 'page', search: 'page', title: titled, slug: 'page' },
  event: { table: 'events', owner: 'event', search: 'event', title: titled },
  story: { table: 'stories', owner: 'story', search: 'story', title: titled },
  person: { table: 'persons', owner: 'person', search: 'person', title: (r) => `${text(r.first_name)} ${text(r.last_name)}`.trim(), slug: 'unique' },
  directory: { table: 'download_directories', search: 'download', title: named },
  file: { table: 'download_files', title: (r) => titled(r) || text(r.original_name) || text(r.file) },
  subscription: { table: 'subscriptions', search: 'subscription', title: named, slug: 'unique' },
  form: { table: 'forms', title: titled, slug: 'unique' },
  image: { table: 'images', title: (r) => text(r.original_name) || text(r.alt_de) || text(r.file) },
  section: { table: 'container_sections', title: (r) => text(r.slug), slug: 'section' },
  // a reusable section (issue 43 item 2): its own sections, drafts and review, and its placements on pages
  shared: { table: 'shared_sections', owner: 'shared', title: (r) => text(r.name) },
};

export const isTrashKind = (kind: string): kind is TrashKind => (TRASH_KINDS as readonly string[]).includes(kind);

const messagesIn = (locale: Locale) => (locale === 'de' ? trashMessagesDe : trashMessages);

export interface TrashEntry {
  id: number;
  kind: TrashKind;
  object_id: number;
  title: string;
  /** a section's owner, `page:12` */
  owner: string | null;
  deleted_at: string;
  deleted_by: number | null;
  deleted_by_name: string;
  /** when the purge takes it (deleted_at + TRASH_DAYS) */
  purge_at: string;
  /** a reusable section (kind `shared`) in the editor's list: the pages it comes back on (its placements on pages that still exist) */
  uses?: SharedSectionUse[];
}

/** One entry of the admin's history of an object (admin_history): trashed, restored, a bulk change. */
export async function recordAdminChange(tx: DbOrTx, resource: string, objectId: number, action: 'trashed' | 'restored' | 'bulk', editorId: number | null, changes: Row = {}): Promise<void> {
  await tx.insert(admin_history).values({ resource, object_id: objectId, action, editor_id: editorId, changes });
}

/** The search documents of what was trashed or restored (a press file's are its directory's). */
async function reindexOf(tx: Tx, def: KindDef, root: Row): Promise<void> {
  if (def.search) await reindexObject(tx, def.search, Number(root.id));
  else if (def === KINDS.file && typeof root.directory_id === 'number') await reindexObject(tx, 'download', root.directory_id);
}

/**
 * Moves one object into the trash inside the caller's transaction; null when there is no such row.
 * A page with sub-pages is refused (409): they would lose their parent.
 */
export async function moveToTrash(tx: Tx, kind: TrashKind, id: number, editorId: number | null): Promise<{ id: number; title: string } | null> {
  openContentWrite(tx);
  const def = KINDS[kind];
  const root = { table: def.table, ids: [id] };
  if (kind === 'page' && (await blockingRows(tx, 'pages', [id])).length) throw new ConflictError(trashMessages.hasSubpages);
  const owner = def.owner ? { content_type: def.owner, object_id: id } : undefined;
  const snapshot = await captureGraph(tx, root, owner);
  const [row] = rowsOf(snapshot, def.table);
  if (!row) return null;
  if (kind === 'shared') await keepPlacements(tx, snapshot, id);
  if (kind === 'section') await deleteSection(tx, id);
  else await deleteGraph(tx, root, owner);
  await reindexOf(tx, def, row);
  const sectionOwner = kind === 'section' ? `${text(row.content_type)}:${row.object_id === null ? '' : String(row.object_id)}` : null;
  const [entry] = await tx
    .insert(trash)
    .values({ kind, object_id: id, title: def.title(row).slice(0, 500), owner: sectionOwner, snapshot: snapshot as unknown as Row, deleted_by: editorId })
    .returning({ id: trash.id, title: trash.title });
  await recordAdminChange(tx, kind, id, 'trashed', editorId);
  return entry;
}

/**
 * A reusable section's placements (sections of pages that show it) go with it: kept in the snapshot
 * as rows of their own (not as pointers to empty again) and taken off their pages; a restore puts back
 * those whose page still exists.
 */
async function keepPlacements(tx: Tx, snapshot: Snapshot, sharedId: number): Promise<void> {
  const placed = await queryRows<{ row: Row & { id: number } }>(tx, sql`SELECT to_jsonb(t) AS row FROM container_sections t WHERE shared_id = ${sharedId} ORDER BY id`);
  if (!placed.length) return;
  const ids = new Set(placed.map((p) => p.row.id));
  const sections = snapshot.tables.find((t) => t.table === 'container_sections');
  if (sections) sections.rows.push(...placed.map((p) => p.row));
  else snapshot.tables.push({ table: 'container_sections', rows: placed.map((p) => p.row) });
  snapshot.pointers = snapshot.pointers.filter((p) => p.table !== 'container_sections' || p.column !== 'shared_id' || (p.pairs = p.pairs.filter(([id]) => !ids.has(id))).length > 0);
  await tx.execute(sql`DELETE FROM container_sections WHERE shared_id = ${sharedId}`);
}

/** The pages a trashed reusable section was placed on that still exist (a restore puts it back only there). */
export async function placementPages(tx: DbOrTx, snapshot: Snapshot): Promise<number[]> {
  const wanted = [...new Set(rowsOf(snapshot, 'container_sections').flatMap((r) => (r.content_type === 'page' && typeof r.object_id === 'number' ? [r.object_id] : [])))];
  const found: number[] = [];
  for (const pageId of wanted) if (await ownerExists(tx, { content_type: 'page', object_id: pageId })) found.push(pageId);
  return found;
}

/**
 * The trash entries of reusable sections that were placed on page `pageId` when they were deleted (a
 * placement of that page among the rows their snapshot keeps; JSON containment, which PostgreSQL and
 * PGlite answer alike).
 */
function placedOnPage(pageId: number): SQL {
  const placement = sql`jsonb_build_object('content_type', 'page', 'object_id', ${pageId}::int, 'shared_id', ${trash.object_id})`;
  return and(eq(trash.kind, 'shared'), sql`${trash.snapshot} @> jsonb_build_object('tables', jsonb_build_array(jsonb_build_object('table', 'container_sections', 'rows', jsonb_build_array(${placement}))))`)!;
}

/** Where a trashed reusable section would come back: its placements on the pages that still exist (title and address per language). */
export async function trashedSharedUses(db: DbOrTx, entryId: number): Promise<SharedSectionUse[]> {
  const [entry] = await db.select({ snapshot: trash.snapshot }).from(trash).where(and(eq(trash.id, entryId), eq(trash.kind, 'shared')));
  if (!entry) return [];
  const placements = rowsOf(entry.snapshot as unknown as Snapshot, 'container_sections').flatMap((r) =>
    r.content_type === 'page' && typeof r.object_id === 'number' && typeof r.id === 'number' ? [{ section: r.id, locale: text(r.locale), page: r.object_id }] : [],
  );
  return usesOfPlacements(db, placements);
}

/** `base-2`, `base-3`… : the first that `taken` says is free. */
async function freeSlug(slug: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  const base = slug.replace(/-\d+$/, '') || 'item';
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${Date.now()}`;
}

const exists = async (tx: Tx, query: SQL): Promise<boolean> => (await queryRows(tx, query)).length > 0;

/** The columns of the root row whose address is taken now, each with a free suggestion. */
async function takenAddresses(tx: Tx, def: KindDef, row: Row): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const check = async (column: string, taken: (candidate: string) => Promise<boolean>) => {
    const value = text(row[column]);
    if (value && (await taken(value))) out[column] = await freeSlug(value, taken);
  };
  if (def.slug === 'unique') await check('slug', (s) => exists(tx, sql`SELECT 1 FROM ${sql.raw(def.table)} WHERE slug = ${s}`));
  if (def.slug === 'section') await check('slug', (s) => exists(tx, sql`SELECT 1 FROM container_sections WHERE locale = ${text(row.locale)} AND slug = ${s}`));
  if (def.slug === 'page') {
    for (const column of ['slug_de', 'slug_en']) {
      await check(column, (s) => exists(tx, sql`SELECT 1 FROM pages WHERE parent_id IS NOT DISTINCT FROM ${row.parent_id ?? null}::int AND ${sql.raw(column)} = ${s}`));
    }
  }
  return out;
}

/** Sections that come back with their owner get a free anchor when theirs is taken meanwhile (anchors are the editor's, not addresses). */
async function freeSectionSlugs(tx: Tx, snapshot: Snapshot, except: Row | null): Promise<void> {
  for (const section of rowsOf(snapshot, 'container_sections')) {
    if (section === except) continue;
    const taken = (s: string) => exists(tx, sql`SELECT 1 FROM container_sections WHERE locale = ${text(section.locale)} AND slug = ${s}`);
    if (await taken(text(section.slug))) section.slug = await freeSlug(text(section.slug), taken);
  }
}

const pgCode = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

export interface RestoreOptions {
  /** new addresses for the columns a 409 'slug_taken' named (its `suggestion`, or the editor's own) */
  slugs?: Record<string, string>;
  /** the language of the messages */
  locale?: Locale;
}

export interface Restored {
  kind: TrashKind;
  object_id: number;
  title: string;
  /** the addresses it came back with when they differ from its old ones */
  slugs: Record<string, string>;
}

/** Puts the entry's rows back inside `tx` (see the file's comment). */
async function restoreIn(tx: Tx, entry: typeof trash.$inferSelect, editorId: number | null, options: RestoreOptions): Promise<Restored> {
  openContentWrite(tx);
  const kind = entry.kind as TrashKind;
  const def = KINDS[kind];
  const t = messagesIn(options.locale ?? 'en');
  const snapshot = entry.snapshot as unknown as Snapshot;
  const row = rowsOf(snapshot, def.table)[0];
  const slugs: Record<string, string> = {};
  for (const [column, value] of Object.entries(options.slugs ?? {})) {
    if (typeof row[column] === 'string' && value && value !== row[column]) row[column] = slugs[column] = value;
  }
  const taken = await takenAddresses(tx, def, row);
  if (Object.keys(taken).length) throw new SlugTakenError(t.slugTaken, taken);
  if (kind === 'shared') {
    // placements on pages deleted meanwhile stay out
    const pagesLeft = new Set(await placementPages(tx, snapshot));
    const sections = snapshot.tables.find((t) => t.table === 'container_sections');
    if (sections) sections.rows = sections.rows.filter((r) => r.content_type !== 'page' || pagesLeft.has(r.object_id as number));
  }
  await freeSectionSlugs(tx, snapshot, kind === 'section' ? row : null);
  // a page's paths follow from its slugs and its parent's path as they are now (updatePaths below)
  if (kind === 'page') row.path_de = row.path_en = null;
  if (kind === 'section' && !(await ownerExists(tx, { content_type: text(row.content_type), object_id: row.object_id as number | null } as SectionOwner))) {
    throw new ConflictError(t.ownerGone);
  }
  try {
    await insertGraph(tx, snapshot);
  } catch (error) {
    const code = pgCode(error);
    // a parent page, a press directory, a section's parent that is gone
    if (code === '23503' || code === '23001') throw new ConflictError(t.ownerGone);
    throw error;
  }
  const id = entry.object_id;
  if (kind === 'page') {
    const result = await updatePaths(tx, id);
    if (!('touched' in result)) throw new SlugTakenError(t.slugTaken, await takenAddresses(tx, def, row));
    await recordVersion(tx, id, editorId, PAGE_NOTES.trashRestored);
    await reindexObjects(tx, 'page', result.touched);
  }
  await reindexOf(tx, def, row);
  await tx.delete(trash).where(eq(trash.id, entry.id));
  await recordAdminChange(tx, kind, id, 'restored', editorId, Object.keys(slugs).length ? { slugs } : {});
  return { kind, object_id: id, title: entry.title, slugs };
}

async function entryOrNotFound(db: DbOrTx, entryId: number, locale: Locale): Promise<typeof trash.$inferSelect> {
  const [entry] = await db.select().from(trash).where(eq(trash.id, entryId));
  if (!entry) throw new NotFoundError(messagesIn(locale).notInTrash);
  return entry;
}

/**
 * Restores a trash entry, all or nothing. A section goes back into its owner's draft through the
 * page editor's write path (its page's history records it); anything else in one transaction.
 */
export async function restoreFromTrash(db: Db, entryId: number, editor: { id: number } | null, options: RestoreOptions = {}): Promise<Restored> {
  const locale = options.locale ?? 'en';
  const peek = await entryOrNotFound(db, entryId, locale);
  if (peek.kind === 'shared' && editor) {
    // its placements go back into their pages' drafts (each page's history records it); cached pages that showed it drop
    return editorWrite(db, editor, PAGE_NOTES.trashRestored, async (tx, { before, reindexPages }) => {
      const entry = await lockedEntry(tx, entryId, locale);
      const pagesLeft = await placementPages(tx, entry.snapshot as unknown as Snapshot);
      for (const pageId of pagesLeft) await before({ content_type: 'page', object_id: pageId });
      const restored = await restoreIn(tx, entry, editor.id, options);
      // its text is found again on every page whose published version shows it
      reindexPages(await pagesShowingShared(tx, [restored.object_id]));
      // its own history (back with it) records the restore: one entry, as the pages' do
      await recordSharedVersion(tx, restored.object_id, editor.id, PAGE_NOTES.trashRestored, currentEditAction());
      // visitors see it again at once on every page whose published version shows it: pages read while
      // it was gone carry its key too (their placement of it, cms/content/sharedSections.ts sharedKeysOf),
      // and the pages it comes back on are named as well; its placements' anchors answer again (SECTIONS_KEY)
      reportWrite(false);
      reportKeys([objectKey('shared', restored.object_id), SECTIONS_KEY, ...pagesLeft.map((pageId) => objectKey('page', pageId))]);
      return restored;
    });
  }
  if (peek.kind === 'section' && editor) {
    const row = rowsOf(peek.snapshot as unknown as Snapshot, 'container_sections')[0];
    const owner = { content_type: text(row.content_type), object_id: row.object_id as number | null } as SectionOwner;
    return editorWrite(db, editor, PAGE_NOTES.trashRestored, async (tx, { before }) => {
      const entry = await lockedEntry(tx, entryId, locale);
      if (await ownerExists(tx, owner)) await before(owner);
      return restoreIn(tx, entry, editor.id, options);
    });
  }
  return db.transaction(async (tx) => {
    const restored = await restoreIn(tx, await lockedEntry(tx, entryId, locale), editor?.id ?? null, options);
    if (restored.kind === 'shared') await reindexObjects(tx, 'page', await pagesShowingShared(tx, [restored.object_id]));
    return restored;
  });
}

/** The entry, locked: two restores of one entry take turns, the second finds it gone (404). */
async function lockedEntry(tx: Tx, entryId: number, locale: Locale): Promise<typeof trash.$inferSelect> {
  const [entry] = await tx.select().from(trash).where(eq(trash.id, entryId)).for('update');
  if (!entry) throw new NotFoundError(messagesIn(locale).notInTrash);
  return entry;
}

export interface TrashQuery {
  page: number;
  per_page: number;
  sort: 'deleted_at' | 'kind' | 'title';
  order: 'ASC' | 'DESC';
  kind?: TrashKind;
  q?: string;
  /** a section's owner (`page:12`): the editor's list of a page's deleted sections */
  owner?: string;
  /** reusable sections (kind `shared`) that were placed on this page when they were deleted */
  placedOn?: number;
}

const purgeAt = (deletedAt: Date, days: number) => new Date(deletedAt.getTime() + days * 86_400_000).toISOString();

const entryColumns = {
  id: trash.id,
  kind: trash.kind,
  object_id: trash.object_id,
  title: trash.title,
  owner: trash.owner,
  deleted_at: trash.deleted_at,
  deleted_by: trash.deleted_by,
  first_name: editors.first_name,
  last_name: editors.last_name,
  username: editors.username,
};

interface EntryRow {
  id: number;
  kind: string;
  object_id: number;
  title: string;
  owner: string | null;
  deleted_at: Date;
  deleted_by: number | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

function toEntry(r: EntryRow, days: number): TrashEntry {
  return {
    id: r.id,
    kind: r.kind as TrashKind,
    object_id: r.object_id,
    title: r.title,
    owner: r.owner,
    deleted_at: r.deleted_at.toISOString(),
    deleted_by: r.deleted_by,
    deleted_by_name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.username ?? ''),
    purge_at: purgeAt(r.deleted_at, days),
  };
}

/** The trash, newest first by default, with who deleted each entry and when it goes for good. */
export async function listTrash(db: DbOrTx, query: TrashQuery, days: number): Promise<{ data: TrashEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(trash.kind, query.kind));
  if (query.owner) conditions.push(eq(trash.owner, query.owner));
  if (query.placedOn !== undefined) conditions.push(placedOnPage(query.placedOn));
  if (query.q) conditions.push(ilike(trash.title, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(trash).where(where);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await db
    .select(entryColumns)
    .from(trash)
    .leftJoin(editors, eq(editors.id, trash.deleted_by))
    .where(where)
    .orderBy(direction(trash[query.sort]), direction(trash.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { total, data: rows.map((r) => toEntry(r, days)) };
}

/** One entry as the list shows it, or 404. */
export async function trashEntry(db: DbOrTx, entryId: number, days: number, locale: Locale = 'en'): Promise<TrashEntry> {
  const [row] = await db.select(entryColumns).from(trash).leftJoin(editors, eq(editors.id, trash.deleted_by)).where(eq(trash.id, entryId));
  if (!row) throw new NotFoundError(messagesIn(locale).notInTrash);
  return toEntry(row, days);
}

/** What a purged entry held that has files (images, press files, a directory's files): for cms/jobs/trashPurge.ts. */
export interface Purged {
  id: number;
  kind: TrashKind;
  images: Row[];
  files: Row[];
}

/** Removes the entries deleted more than `days` before `now` for good; returns them (their files go after the commit). */
export async function purgeTrash(db: Db, now: Date, days: number): Promise<Purged[]> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const gone = await db.delete(trash).where(lt(trash.deleted_at, cutoff)).returning({ id: trash.id, kind: trash.kind, snapshot: trash.snapshot });
  return gone.map((entry) => {
    const snapshot = entry.snapshot as unknown as Snapshot;
    return { id: entry.id, kind: entry.kind as TrashKind, images: rowsOf(snapshot, 'images'), files: rowsOf(snapshot, 'download_files') };
  });
}
