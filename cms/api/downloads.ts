/**
 * Press downloads (SPEC §7):
 *   GET /{locale}/api/download-categories/                   list
 *   GET /{locale}/api/download-directories/?category={id}    directories with their files (all without category)
 *   GET /{locale}/api/download-directories/{id}/             one directory
 */
import { z } from 'zod';
import type { DownloadCategory, DownloadDirectory } from '../../shared/contract/downloads';
import { downloadCategoryExists, listDirectories, listDownloadCategories, loadDirectory } from '../content/downloads';
import { idParam, messages } from '../content/listing';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError, ValidationError } from '../errors';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'downloadCategories.browse',
    method: 'GET',
    api: 'api',
    path: '/download-categories/',
    permission: 'public',
    async handler({ db, locale }): Promise<DownloadCategory[]> {
      return listDownloadCategories(db, locale);
    },
  }),

  defineEndpoint({
    name: 'downloadDirectories.browse',
    method: 'GET',
    api: 'api',
    path: '/download-directories/',
    permission: 'public',
    input: { query: z.object({ category: idParam.optional() }) },
    async handler({ db, locale, query }): Promise<DownloadDirectory[]> {
      if (query.category !== undefined && !(await downloadCategoryExists(db, query.category))) {
        throw new ValidationError({ category: [messages.unknownValue('download category', String(query.category))] });
      }
      return listDirectories(db, query.category, locale);
    },
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
  }),
];
