/**
 * A page's history as editors read it (issue 29: kept out of the endpoints): the list of its
 * versions with who made each and what its note says was done to what, the page as a version
 * stored it, the diff of two versions, and the stale check of a restore (the history the editor saw
 * must still be the newest).
 */
import type { Locale } from '../../shared/constants';
import type { Page, PageVersion, VersionChange, VersionDiff } from '../../shared/contract/pages';
import { moduleLabel, parseNote } from '../../shared/history/changes';
import { diffVersions, type DiffableSnapshot } from '../../shared/history/diff';
import type { DbOrTx, Tx } from '../db/client';
import type { SectionRow } from './tree';
import { NotFoundError, StaleError } from '../errors';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { loadPageRow, renderPage, type PageRow } from './pageState';
import { findPageVersion, listPageVersions, previousPageVersion, stateOfVersion } from './pageVersions';

/** The page, or 404. */
async function pageOrNotFound(db: DbOrTx, pageId: number): Promise<PageRow> {
  const page = await loadPageRow(db, pageId);
  if (!page) throw new NotFoundError();
  return page;
}

/** One of the page's versions, or 404 with "version not found" in the request's language. */
async function versionOrNotFound(db: DbOrTx, pageId: number, versionId: number, locale: Locale) {
  const version = await findPageVersion(db, pageId, versionId);
  if (!version) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
  return version;
}

/** The page's versions, newest first, each with its author and what it changed (404 for an unknown page). */
export async function pageHistory(db: DbOrTx, pageId: number): Promise<PageVersion[]> {
  await pageOrNotFound(db, pageId);
  const rows = await listPageVersions(db, pageId);
  return rows.map((r, index) => ({
    id: r.id,
    page: r.page,
    created_at: new Date(r.created_at).toISOString(),
    author: r.author ?? null,
    author_name: authorName(r),
    note: r.note,
    // a deleted thing is named by the version before (the next older one)
    change: changeOf(r.note, r.snapshot, rows[index + 1]?.snapshot),
  }));
}

/** The page as one of its versions stored it. */
export async function pageAtVersion(db: DbOrTx, pageId: number, versionId: number, locale: Locale): Promise<Page> {
  const page = await pageOrNotFound(db, pageId);
  const version = await versionOrNotFound(db, pageId, versionId, locale);
  return renderPage(db, stateOfVersion(page, version.snapshot), locale, version.id, true);
}

/** What changed from `against` (default: the version before) to the version, always older -> newer whichever way round they were asked for. */
export async function versionDiff(db: DbOrTx, pageId: number, versionId: number, against: number | undefined, locale: Locale): Promise<VersionDiff> {
  await pageOrNotFound(db, pageId);
  const to = await versionOrNotFound(db, pageId, versionId, locale);
  const from = against !== undefined ? await versionOrNotFound(db, pageId, against, locale) : await previousPageVersion(db, pageId, versionId);
  return storedVersionsDiff(pageId, to, from);
}

/**
 * What changed from stored version `from` (null: nothing before) to `to`, always older -> newer
 * whichever way round they were given: a page's diff, and a reusable section's
 * (./sharedVersions.ts), whose snapshots hold no page fields.
 */
export function storedVersionsDiff(ownerId: number, to: { id: number; snapshot: unknown }, from: { id: number; snapshot: unknown } | null): VersionDiff {
  const snap = (row: { id: number; snapshot: unknown }) => ({ id: row.id, snapshot: { page: {}, ...(row.snapshot as object) } as DiffableSnapshot });
  const [older, newer] = from && from.id > to.id ? [to, from] : [from, to];
  return diffVersions(ownerId, older ? snap(older) : null, snap(newer));
}

/** 409 'stale' when the page's newest version is not `newest`: someone saved since the editor looked, named as history names it. */
export async function assertNewestVersion(tx: Tx, pageId: number, newest: number, locale: Locale): Promise<void> {
  const [latest, previous] = await listPageVersions(tx, pageId, 2);
  if (!latest || latest.id === newest) return;
  const name = authorName(latest);
  throw new StaleError(PAGE_EDITOR_MESSAGES[locale].stalePage(name), {
    current: null,
    changed_by: name,
    changed_at: new Date(latest.created_at).toISOString(),
    change: changeOf(latest.note, latest.snapshot, previous?.snapshot),
  });
}

export const authorName = (r: { author: string | null; first_name: string | null; last_name: string | null }) =>
  r.author === null ? null : [r.first_name, r.last_name].filter(Boolean).join(' ') || r.author;

/** The readable form of a version's note: what was done to what, with a label from the snapshots. */
export function changeOf(note: string, snapshot: DiffableSnapshot | undefined, previous: DiffableSnapshot | undefined): VersionChange {
  const parsed = parseNote(note);
  const source = parsed.action === 'deleted' ? previous : snapshot;
  const change: VersionChange = { label: '', locale: null, ...parsed };
  if (!source || parsed.target_id === null) return change;
  const sectionLocale = (sectionId: number) => {
    const section = source.sections?.find((s) => s.id === sectionId);
    return section ? (section.locale === 'en' ? 'en' : 'de') : null;
  };
  if (parsed.target === 'module') {
    const module = source.modules?.find((m) => m.id === parsed.target_id);
    if (module) {
      change.label = moduleLabel(module.data);
      change.locale = sectionLocale(module.section_id);
    }
  } else if (parsed.target === 'section') {
    const section = source.sections?.find((s) => s.id === parsed.target_id);
    if (section) {
      change.label = section.slug;
      change.locale = section.locale === 'en' ? 'en' : 'de';
    }
  }
  return change;
}

/** How far back a stale section looks in its page's history for the change that made it stale. */
const SECTION_ENTRY_LOOKBACK = 20;

/**
 * The history entry of the newest change of a page's section by its last writer ('Text „…“
 * hinzugefügt'): a module of it added, changed, moved or deleted, or the section itself. What a write
 * based on an older version of the section names (cms/content/staleness.ts); null when the history
 * holds none (a concert's, story's or person's section has no history).
 */
export async function sectionEntry(tx: Tx, section: SectionRow): Promise<VersionChange | null> {
  if (section.content_type !== 'page' || section.object_id === null) return null;
  const rows = await listPageVersions(tx, section.object_id, SECTION_ENTRY_LOOKBACK + 1);
  for (const [index, row] of rows.slice(0, SECTION_ENTRY_LOOKBACK).entries()) {
    if (row.author_id !== section.updated_by) continue;
    const change = changeOf(row.note, row.snapshot, rows[index + 1]?.snapshot);
    if (change.target === 'section' && change.target_id === section.id) return change;
    if (change.target !== 'module') continue;
    // a deleted module is found in the version before
    const source = change.action === 'deleted' ? rows[index + 1]?.snapshot : row.snapshot;
    if (source?.modules?.some((m) => m.id === change.target_id && m.section_id === section.id)) return change;
  }
  return null;
}
