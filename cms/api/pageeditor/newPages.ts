/**
 * New pages and language versions from the page editor (issue 45 items 3 and 7, docs/api/pageeditor.md
 * "New pages and language versions"):
 *   GET  /{locale}/pageeditor-api/pages/parents/  -> {pages: ParentOption[]}   every page by title, in tree order
 *   GET  /{locale}/pageeditor-api/pages/slug/?title=…[&parent_id=|&page_id=][&to=en] -> {slug, parent_url}
 *        a free slug for the title below the parent (`page_id`: below that page's parent, the page
 *        itself not counting) in `to` (default {locale}); `parent_url` the parent's address there
 *        ('/de' at the top, null when the parent has none)
 *   POST /{locale}/pageeditor-api/pages/  {title, slug, parent_id} -> {id, url}
 *        a new page in {locale} (offline until it is switched online or its go-live comes)
 *   POST /{locale}/pageeditor-api/pages/{id}/version/  {to, title, slug, copy} -> {url, copied}
 *        the page's version in `to`, a draft visitors do not see until it is published in `to`
 *        (409 when it has one); `copy`: the other language's modules copied into it
 * Editors only (CSRF on the writes). Messages in {locale}: 400 at the field (`title`, `slug`, `parent_id`).
 */
import { z } from 'zod';
import { LOCALES } from '../../../shared/constants';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { parentOptions, suggestSlug, type ParentOption } from '../../content/languageVersions';
import { loadPageRow, publicUrl } from '../../content/pageState';
import { createLanguageVersion, createPage } from '../../write/pageCreateWrite';

const id = z.coerce.number().int().positive().max(2_147_483_647);

const slugQuery = z.object({
  title: z.string().max(500),
  parent_id: id.optional(),
  page_id: id.optional(),
  to: z.enum(LOCALES).optional(),
});

const newPageBody = z.object({
  title: z.string().max(500),
  slug: z.string().max(200),
  parent_id: z.number().int().positive().max(2_147_483_647).nullable(),
});

const versionBody = z.object({
  to: z.enum(LOCALES),
  title: z.string().max(500),
  slug: z.string().max(200),
  copy: z.boolean().default(false),
});

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'pages.parents',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/pages/parents/',
    permission: 'editor',
    async handler({ db, locale }): Promise<{ pages: ParentOption[] }> {
      return { pages: await parentOptions(db, locale) };
    },
  }),
  defineEndpoint({
    name: 'pages.slug',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/pages/slug/',
    permission: 'editor',
    input: { query: slugQuery },
    async handler({ db, locale, query }): Promise<{ slug: string; parent_url: string | null }> {
      const page = query.page_id === undefined ? null : await loadPageRow(db, query.page_id);
      if (query.page_id !== undefined && !page) throw new NotFoundError();
      const parentId = page ? page.parent_id : (query.parent_id ?? null);
      const parent = parentId === null ? null : await loadPageRow(db, parentId);
      if (parentId !== null && !parent) throw new NotFoundError();
      const to = query.to ?? locale;
      // where the page will be: below its parent's address in `to` (none: the parent has no version there)
      const parentUrl = parent ? publicUrl(parent[`path_${to}`]) : `/${to}`;
      return { slug: await suggestSlug(db, query.title, parent, to, page?.id ?? null), parent_url: parentUrl };
    },
  }),
  defineEndpoint({
    name: 'pages.create',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/pages/',
    permission: 'editor',
    input: { body: newPageBody },
    async handler({ db, user, body, locale }): Promise<{ id: number; url: string }> {
      return createPage(db, user, body, locale);
    },
  }),
  defineEndpoint({
    name: 'pages.createVersion',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/pages/:id/version/',
    permission: 'editor',
    input: { params: z.object({ id }), body: versionBody },
    async handler({ db, user, body, locale, params }): Promise<{ url: string; copied: number }> {
      return createLanguageVersion(db, user, params.id, body, locale);
    },
  }),
];
