/**
 * Site navigation built from the page tree (SPEC §3 Navigation):
 *   GET /{locale}/pageeditor-api/nav?news -> Navigation {menu, footer, news?}
 * The rules (what the menu and the footer hold, in which order): cms/content/navigation.ts.
 * `news=N` adds the site frame's news: the N stories the articles teaser lists first, with only what
 * the footer shows, so a page view reads its frame in one call, not two (docs/performance.md,
 * "The frame in one read").
 */
import { z } from 'zod';
import type { Navigation } from '../../shared/contract/navigation';
import { listKey } from '../../shared/contentKeys';
import { loadNavigation } from '../content/navigation';
import { newsStories } from '../content/stories';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { ARTICLES_TEASER_MAX } from './stories';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'navigation.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/nav',
    permission: 'public',
    input: { query: z.object({ news: z.coerce.number().int().positive().max(ARTICLES_TEASER_MAX).optional() }) },
    async handler({ db, locale, query }): Promise<Navigation> {
      const navigation = await loadNavigation(db, locale);
      return query.news === undefined ? navigation : { ...navigation, news: await newsStories(db, query.news, locale) };
    },
    keys: ({ query }) => (query.news === undefined ? ['nav'] : ['nav', listKey('stories')]),
  }),
];
