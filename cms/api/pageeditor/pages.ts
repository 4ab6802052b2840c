/**
 * Pages (SPEC §7):
 *   GET /{locale}/pageeditor-api/page/                 the home page
 *   GET /{locale}/pageeditor-api/page/{slug...}        the page at /{locale}/{slug...}
 *       ?version_id={v}   editors: the page as stored in version v (visitors: ignored)
 *       ?published=1      editors: the published content. Without it editors get the draft (what
 *                         they work on and what publishing will show); visitors always the published
 * -> Page. Offline pages answer 404 to visitors; editors see them (is_online tells the front end).
 */
import { sharedKeysOf } from '../../content/sharedSections';
import { z } from 'zod';
import type { Page } from '../../../shared/contract/pages';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint, type Frame } from '../../http/endpoint';
import { pageAsSeen } from '../../content/pageAnswer';
import { findHomePage, findPageByPath, type PageRow } from '../../content/pageState';
import { listKey, objectKey } from '../../../shared/contentKeys';

const query = z.object({
  version_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  published: z.enum(['1', 'true', '']).optional(),
});

/** The page as this reader may see it (cms/content/pageAnswer.ts); an editor's answer is never cached. */
async function answerPage(db: Db, row: PageRow | null, frame: Pick<Frame, 'locale' | 'res'> & { user: SessionUser | null }, versionId?: number, published = false): Promise<Page> {
  // what an editor sees (offline pages, versions, and their 404s) must never land in a shared cache
  if (row && frame.user) frame.res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  return pageAsSeen(db, row, { locale: frame.locale, editor: frame.user !== null, versionId, published });
}

/**
 * A page's key, and the keys of the reusable sections placed on it (a publish of one drops the page;
 * so does a restore of one from the trash, whose placement showed nothing meanwhile).
 */
const pageKeys = (_frame: unknown, page: unknown): string[] => (page ? [objectKey('page', (page as Page).id), ...sharedKeysOf(page as Page)] : [listKey('pages')]);

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
    keys: pageKeys,
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
    keys: pageKeys,
  }),
];
