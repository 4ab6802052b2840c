/**
 * Pages (SPEC §7):
 *   GET /{locale}/pageeditor-api/page/                 the home page
 *   GET /{locale}/pageeditor-api/page/{slug...}        the page at /{locale}/{slug...}
 *       ?version_id={v}   editors: the page as stored in version v (visitors: ignored)
 *       ?published=1      editors: the published content. Without it editors get the draft (what
 *                         they work on and what publishing will show); visitors always the published
 * -> Page. Offline pages answer 404 to visitors; editors see them (is_online tells the front end).
 */
import { z } from 'zod';
import type { Page } from '../../../shared/contract/pages';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint, type Frame } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { publishedSnapshot } from '../../content/drafts';
import { findPageVersion, stateOfVersion } from '../../content/pageVersions';
import { findHomePage, findPageByPath, loadPageState, renderPage, type PageRow } from '../../content/pageState';

const query = z.object({
  version_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  published: z.enum(['1', 'true', '']).optional(),
});

export async function answerPage(
  db: Db,
  row: PageRow | null,
  frame: Pick<Frame, 'locale' | 'res'> & { user: SessionUser | null },
  versionId?: number,
  published = false,
): Promise<Page> {
  if (!row || (!row.is_online && !frame.user)) throw new NotFoundError();
  // what an editor sees (offline pages, versions) must never land in a shared cache
  if (frame.user) frame.res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  if (versionId !== undefined && frame.user) {
    const version = await findPageVersion(db, row.id, versionId);
    if (!version) throw new NotFoundError();
    return renderPage(db, stateOfVersion(row, version.snapshot), frame.locale, version.id);
  }
  // visitors (and editors outside the editor) see what is published: a page with unpublished
  // changes has its published snapshot, and its live sections are not read at all
  if (!frame.user || published) {
    const snapshot = await publishedSnapshot(db, { content_type: 'page', object_id: row.id });
    if (snapshot) return renderPage(db, { page: row, ...snapshot }, frame.locale);
  }
  const state = await loadPageState(db, row);
  if (!state) throw new NotFoundError();
  return renderPage(db, state, frame.locale);
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'pages.home',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/',
    permission: 'public',
    input: { query },
    async handler(frame): Promise<Page> {
      return answerPage(frame.db, await findHomePage(frame.db), frame, frame.query.version_id, frame.query.published !== undefined);
    },
  }),
  defineEndpoint({
    name: 'pages.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/*slug',
    permission: 'public',
    input: { params: z.object({ slug: z.string().max(2000) }), query },
    async handler(frame): Promise<Page> {
      const row = await findPageByPath(frame.db, frame.locale, frame.params.slug);
      return answerPage(frame.db, row, frame, frame.query.version_id, frame.query.published !== undefined);
    },
  }),
];
