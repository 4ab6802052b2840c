/**
 * Page versions (editors only):
 *   GET  /{locale}/pageeditor-api/page/{id}/versions/                       -> PageVersion[], newest first
 *   GET  /{locale}/pageeditor-api/page/{id}/versions/{version_id}/          -> Page (version_id set)
 *   POST /{locale}/pageeditor-api/page/{id}/versions/{version_id}/restore/  -> Page (live, after restoring)
 * A restore writes back the versioned page fields and the page's sections and modules (every
 * locale) and is itself recorded as a new version ('restored version N').
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, PageVersion } from '../../../shared/contract/pages';
import { editors, page_versions } from '../../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';
import { PRIVATE_NO_STORE } from '../user';
import { contentWrite, restoreSnapshot, stateOfVersion, type PageSnapshot } from './history';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { loadPageRow, loadPageState, renderPage } from './pageState';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const pageParams = z.object({ id });
const versionParams = z.object({ id, version_id: id });

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
      const rows = await db
        .select({
          id: page_versions.id,
          page: page_versions.page_id,
          created_at: page_versions.created_at,
          author: editors.username,
          note: page_versions.note,
        })
        .from(page_versions)
        .leftJoin(editors, eq(editors.id, page_versions.author_id))
        .where(eq(page_versions.page_id, params.id))
        .orderBy(desc(page_versions.created_at), desc(page_versions.id));
      return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString(), author: r.author ?? null }));
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
      const [version] = await db
        .select()
        .from(page_versions)
        .where(and(eq(page_versions.id, params.version_id), eq(page_versions.page_id, params.id)));
      if (!version) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
      return renderPage(db, stateOfVersion(page, version.snapshot as unknown as PageSnapshot), locale, version.id);
    },
  }),
  defineEndpoint({
    name: 'versions.restore',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/page/:id/versions/:version_id/restore/',
    permission: 'editor',
    input: { params: versionParams },
    async handler({ db, params, locale, user }): Promise<Page> {
      return contentWrite(db, user, `restored version ${params.version_id}`, async (tx, { before }) => {
        if (!(await loadPageRow(tx, params.id))) throw new NotFoundError();
        const [version] = await tx
          .select()
          .from(page_versions)
          .where(and(eq(page_versions.id, params.version_id), eq(page_versions.page_id, params.id)));
        if (!version) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
        await before({ content_type: 'page', object_id: params.id });
        await restoreSnapshot(tx, params.id, version.snapshot as unknown as PageSnapshot);
        const state = await loadPageState(tx, params.id);
        return renderPage(tx, state!, locale);
      });
    },
  }),
];
