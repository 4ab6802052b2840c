/**
 * Press downloads (SPEC §7):
 *   GET /{locale}/api/download-categories/[?with=directories]  list [each with the first page of its directories]
 *   GET /{locale}/api/download-directories/?category={id}[&page]  directories with their files (all without category); paginated with `page`
 *   GET /{locale}/api/download-directories/{id}/             one directory
 */
import { z } from 'zod';
import { DOWNLOADS_PAGE_SIZE, type DownloadCategory, type DownloadCategoryWithDirectories, type DownloadDirectory } from '../../shared/contract/downloads';
import type { Paginated } from '../../shared/contract/common';
import { downloadCategoryExists, findDirectories, firstDirectoryPages, listDirectories, listDownloadCategories, loadDirectory } from '../content/downloads';
import { idParam, messages, pageOffset, paginated } from '../content/listing';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError, ValidationError } from '../errors';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'downloadCategories.browse',
    method: 'GET',
    api: 'api',
    path: '/download-categories/',
    permission: 'public',
    input: {
      query: z.object({
        /** each category with the first page of its directories (the press page in one answer) */
        with: z.literal('directories', { message: 'Unknown value: only "directories".' }).optional(),
      }),
    },
    async handler({ db, locale, query, req }): Promise<DownloadCategory[] | DownloadCategoryWithDirectories[]> {
      if (query.with === undefined) return listDownloadCategories(db, locale);
      const [categories, pages] = await Promise.all([listDownloadCategories(db, locale), firstDirectoryPages(db, DOWNLOADS_PAGE_SIZE, locale)]);
      // each page as the category's own list answers it: next is /download-directories/?category={id}&page=2
      const path = req.originalUrl.split('?')[0].replace(/download-categories\/$/, 'download-directories/');
      return categories.map((category) => {
        const { count, items } = pages.get(category.id) ?? { count: 0, items: [] };
        const params = { category: String(category.id) };
        return { ...category, directories: paginated(req, { page: 1, size: DOWNLOADS_PAGE_SIZE, count, params, path }, items) };
      });
    },
    keys: () => ['press'],
  }),

  defineEndpoint({
    name: 'downloadDirectories.browse',
    method: 'GET',
    api: 'api',
    path: '/download-directories/',
    permission: 'public',
    input: {
      query: z.object({
        category: idParam.optional(),
        /** paginated answer when given */
        page: z.coerce.number().int().positive().max(1_000_000).optional(),
      }),
    },
    async handler({ db, locale, query, req }): Promise<DownloadDirectory[] | Paginated<DownloadDirectory>> {
      // a category that has directories exists: asked only when none were found (one statement less per list)
      const unknownCategory = async (found: boolean) => query.category !== undefined && !found && !(await downloadCategoryExists(db, query.category));
      const unknown = () => new ValidationError({ category: [messages.unknownValue('download category', String(query.category))] });
      if (query.page === undefined) {
        const list = await listDirectories(db, query.category, locale);
        if (await unknownCategory(list.length > 0)) throw unknown();
        return list;
      }
      const { count, items } = await findDirectories(db, query.category, { limit: DOWNLOADS_PAGE_SIZE, offset: pageOffset(query.page, DOWNLOADS_PAGE_SIZE) }, locale);
      if (await unknownCategory(count > 0)) throw unknown();
      const params = { category: query.category === undefined ? undefined : String(query.category) };
      return paginated(req, { page: query.page, size: DOWNLOADS_PAGE_SIZE, count, params }, items);
    },
    keys: () => ['press'],
  }),

  defineEndpoint({
    name: 'downloadDirectories.read',
    method: 'GET',
    api: 'api',
    path: '/download-directories/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params }): Promise<DownloadDirectory> {
      const directory = await loadDirectory(db, params.id, locale);
      if (!directory) throw new NotFoundError();
      return directory;
    },
    keys: () => ['press'],
  }),
];
