/**
 * Pages (SPEC §7):
 *   GET /{locale}/pageeditor-api/page/                 the home page
 *   GET /{locale}/pageeditor-api/page/{slug...}        the page at /{locale}/{slug...}
 *       ?version_id={v}   editors: the page as stored in version v (visitors: ignored)
 *       ?published=1      editors: the published content. Without it editors get the draft (what
 *                         they work on and what publishing will show); visitors always the published
 *       ?with=events      the events its event lists name, as `events` (../listedEvents.ts)
 * -> Page. Offline pages answer 404 to visitors; editors see them (is_online tells the front end).
 */
import { sharedKeysOf } from '../../content/sharedSections';
import { z } from 'zod';
import type { Page, WithListedEvents } from '../../../shared/contract/pages';
import type { SessionUser } from '../../auth/session';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint, type Frame } from '../../http/endpoint';
import { pageAsSeen } from '../../content/pageAnswer';
import { findHomePage, findPageByPath, type PageRow } from '../../content/pageState';
import { listKey, objectKey } from '../../../shared/contentKeys';
import { listedEventKeys, withEventsParam, withListedEvents } from '../listedEvents';

const query = z.object({
  version_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  published: z.enum(['1', 'true', '']).optional(),
  /** the events its event lists name, in the answer (../listedEvents.ts) */
  with: withEventsParam,
});

/** The page as this reader may see it (cms/content/pageAnswer.ts); an editor's answer is never cached. */
async function answerPage(row: PageRow | null, frame: Pick<Frame, 'db' | 'locale' | 'res'> & { user: SessionUser | null; query: z.output<typeof query> }): Promise<WithListedEvents<Page>> {
  // what an editor sees (offline pages, versions, and their 404s) must never land in a shared cache
  if (row && frame.user) frame.res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  const { version_id: versionId, published } = frame.query;
  const page = await pageAsSeen(frame.db, row, { locale: frame.locale, editor: frame.user !== null, versionId, published: published !== undefined });
  return withListedEvents(frame, page);
}

/**
 * A page's key, and the keys of the reusable sections placed on it (a publish of one drops the page;
 * so does a restore of one from the trash, whose placement showed nothing meanwhile).
 */
const pageKeys = (frame: { query: z.output<typeof query> }, page: unknown): string[] =>
  page ? [objectKey('page', (page as Page).id), ...sharedKeysOf(page as Page), ...listedEventKeys(frame.query, page as Page)] : [listKey('pages')];

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'pages.home',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/page/',
    permission: 'public',
    input: { query },
    async handler(frame): Promise<Page> {
      return answerPage(await findHomePage(frame.db), frame);
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
      return answerPage(row, frame);
    },
    keys: pageKeys,
  }),
];
