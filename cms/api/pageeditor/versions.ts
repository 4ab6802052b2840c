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
import type { Page, PageVersion, VersionDiff } from '../../../shared/contract/pages';
import { diffVersions, type DiffableSnapshot } from '../../../shared/history/diff';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { findPageVersion, listPageVersions, previousPageVersion, stateOfVersion } from '../../content/pageVersions';
import { authorName, changeOf } from '../../content/versionHistory';
import { restoreVersion } from '../../write/versionRestore';
import { PAGE_EDITOR_MESSAGES } from '../../content/messages';
import { loadPageRow, renderPage } from '../../content/pageState';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const pageParams = z.object({ id });
const versionParams = z.object({ id, version_id: id });
/** `?newest=`: the page's newest version the editor saw; a newer one answers 409 'stale' */
const restoreQuery = z.object({ newest: id.optional() });

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
      return restoreVersion(db, user, { pageId: params.id, versionId: params.version_id, newest: query.newest, locale });
    },
  }),
];
