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
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { pageAtVersion, pageHistory, versionDiff } from '../../content/versionHistory';
import { restoreVersion } from '../../write/versionRestore';

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
    handler: ({ db, params }): Promise<PageVersion[]> => pageHistory(db, params.id),
  }),
  defineEndpoint({
    name: 'versions.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/:id/versions/:version_id/',
    permission: 'editor',
    input: { params: versionParams },
    handler: ({ db, params, locale }): Promise<Page> => pageAtVersion(db, params.id, params.version_id, locale),
  }),
  defineEndpoint({
    name: 'versions.diff',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/:id/versions/:version_id/diff/',
    permission: 'editor',
    input: { params: versionParams, query: z.object({ against: id.optional() }) },
    handler: ({ db, params, query, locale }): Promise<VersionDiff> => versionDiff(db, params.id, params.version_id, query.against, locale),
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
