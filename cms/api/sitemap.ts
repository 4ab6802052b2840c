/**
 * The sitemap listing (docs/seo.md):
 *   GET /{locale}/api/sitemap/   every online page, concert, story, person, press directory and
 *                                subscription with its URLs per language and its last change
 * The same answer in every locale (URLs name both languages). Offline objects are never listed, not
 * even for a logged-in editor: the sitemap is for search engines.
 */
import { z } from 'zod';
import type { Sitemap } from '../../shared/contract/sitemap';
import { sitemapEntries } from '../content/sitemap';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'sitemap.read',
    method: 'GET',
    api: 'api',
    path: '/sitemap/',
    permission: 'public',
    input: { query: z.object({}) },
    async handler({ db }): Promise<Sitemap> {
      return { entries: await sitemapEntries(db) };
    },
  }),
];
