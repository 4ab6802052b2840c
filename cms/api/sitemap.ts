/**
 * The sitemap listing (docs/seo.md, contract shared/contract/sitemap.ts):
 *   GET /{locale}/api/sitemap/                 how many public objects of each kind, their newest change
 *   GET /{locale}/api/sitemap/{kind}/?page={n} chunk n (at most 50,000) of one kind's objects with
 *                                              their URLs per language and last change; 404 after the last
 * The same answer in every locale (URLs name both languages). Offline objects are never listed, not
 * even for a logged-in editor: the sitemap is for search engines.
 */
import { z } from 'zod';
import { SITEMAP_KINDS, type Sitemap, type SitemapIndex } from '../../shared/contract/sitemap';
import { sitemapChunk, sitemapSections } from '../content/sitemap';
import { pageParam } from '../content/listing';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'sitemap.index',
    method: 'GET',
    api: 'api',
    path: '/sitemap/',
    permission: 'public',
    input: { query: z.object({}) },
    async handler({ db }): Promise<SitemapIndex> {
      return { sections: await sitemapSections(db) };
    },
  }),

  defineEndpoint({
    name: 'sitemap.read',
    method: 'GET',
    api: 'api',
    path: '/sitemap/:kind/',
    permission: 'public',
    input: { params: z.object({ kind: z.string().max(40) }), query: z.object({ page: pageParam }) },
    async handler({ db, params, query }): Promise<Sitemap> {
      const kind = SITEMAP_KINDS.find((known) => known === params.kind);
      if (!kind) throw new NotFoundError();
      const entries = await sitemapChunk(db, kind, query.page);
      // an empty first chunk is an empty kind; an empty later one does not exist
      if (entries.length === 0 && query.page > 1) throw new NotFoundError();
      return { entries };
    },
  }),
];
