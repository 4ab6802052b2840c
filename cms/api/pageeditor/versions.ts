/**
 * Page versions (editors only):
 *   GET  /{locale}/pageeditor-api/page/{id}/versions/                       -> PageVersion[], newest first
 *   GET  /{locale}/pageeditor-api/page/{id}/versions/{version_id}/          -> Page (version_id set)
 *   GET  /{locale}/pageeditor-api/page/{id}/versions/{version_id}/diff/     -> VersionDiff (against the previous version, or ?against=)
 *   POST /{locale}/pageeditor-api/page/{id}/versions/{version_id}/restore/[?newest=]  -> Page (live, after restoring)
 *        (`newest`: the newest version the editor saw; a newer one answers 409 'stale', cms/content/staleness.ts)
 * A restore writes back the versioned page fields and the page's sections and modules (every
 * locale) and is itself recorded as a new version ('restored version N').
 */
import { z } from 'zod';
import type { Page, PageVersion, VersionChange, VersionDiff } from '../../../shared/contract/pages';
import { moduleLabel, parseNote } from '../../../shared/history/changes';
import { diffVersions, type DiffableSnapshot } from '../../../shared/history/diff';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint } from '../../http/endpoint';
import type { Locale } from '../../../shared/constants';
import type { Tx } from '../../db/client';
import { NotFoundError, StaleError } from '../../errors';
import { findPageVersion, listPageVersions, previousPageVersion, restoreSnapshot, stateOfVersion } from '../../content/pageVersions';
import { editorWrite } from '../../write/contentWrite';
import { PAGE_EDITOR_MESSAGES } from '../../content/messages';
import { loadPageRow, loadPageState, renderPage } from '../../content/pageState';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const pageParams = z.object({ id });
const versionParams = z.object({ id, version_id: id });
/** `?newest=`: the page's newest version the editor saw; a newer one answers 409 'stale' */
const restoreQuery = z.object({ newest: id.optional() });

/** 409 'stale' when the page's newest version is not `newest`: someone saved since the editor looked, named as history names it. */
async function assertNewestVersion(tx: Tx, pageId: number, newest: number, locale: Locale): Promise<void> {
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

const authorName = (r: { author: string | null; first_name: string | null; last_name: string | null }) =>
  r.author === null ? null : [r.first_name, r.last_name].filter(Boolean).join(' ') || r.author;

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'versions.browse',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/:id/versions/',
    permission: 'editor',
    input: { params: pageParams },
    async handler({ db, params, res }): Promise<PageVersion[]> {
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      if (!(await loadPageRow(db, params.id))) throw new NotFoundError();
      const rows = await listPageVersions(db, params.id);
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
    },
  }),
  defineEndpoint({
    name: 'versions.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/:id/versions/:version_id/',
    permission: 'editor',
    input: { params: versionParams },
    async handler({ db, params, locale, res }): Promise<Page> {
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      const page = await loadPageRow(db, params.id);
      if (!page) throw new NotFoundError();
      const version = await findPageVersion(db, params.id, params.version_id);
      if (!version) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
      return renderPage(db, stateOfVersion(page, version.snapshot), locale, version.id);
    },
  }),
  defineEndpoint({
    name: 'versions.diff',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/:id/versions/:version_id/diff/',
    permission: 'editor',
    input: { params: versionParams, query: z.object({ against: id.optional() }) },
    async handler({ db, params, query, locale, res }): Promise<VersionDiff> {
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      if (!(await loadPageRow(db, params.id))) throw new NotFoundError();
      const to = await findPageVersion(db, params.id, params.version_id);
      if (!to) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
      const from = query.against !== undefined ? await findPageVersion(db, params.id, query.against) : await previousPageVersion(db, params.id, params.version_id);
      if (query.against !== undefined && !from) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
      const snap = (row: { id: number; snapshot: unknown }) => ({ id: row.id, snapshot: row.snapshot as DiffableSnapshot });
      // always older -> newer, whichever way round they were asked for
      const [older, newer] = from && from.id > to.id ? [to, from] : [from, to];
      return diffVersions(params.id, older ? snap(older) : null, snap(newer));
    },
  }),
  defineEndpoint({
    name: 'versions.restore',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/page/:id/versions/:version_id/restore/',
    permission: 'editor',
    input: { params: versionParams, query: restoreQuery },
    async handler({ db, params, query, locale, user }): Promise<Page> {
      return editorWrite(db, user, `restored version ${params.version_id}`, async (tx, { before }) => {
        if (!(await loadPageRow(tx, params.id))) throw new NotFoundError();
        const version = await findPageVersion(tx, params.id, params.version_id);
        if (!version) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
        await before({ content_type: 'page', object_id: params.id });
        // under the page's lock (taken by `before`): the history the editor saw is still the newest
        if (query.newest !== undefined) await assertNewestVersion(tx, params.id, query.newest, locale);
        await restoreSnapshot(tx, params.id, version.snapshot);
        const state = await loadPageState(tx, params.id);
        return renderPage(tx, state!, locale);
      });
    },
  }),
];

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
