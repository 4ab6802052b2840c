/** The admin's resources of press downloads (resource.ts declares the machinery, docs/admin.md). */
import type { Request } from 'express';
import { z } from 'zod';
import { receiveUpload } from '../../../http/upload';
import { download_categories, download_directories, download_files } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { removeDeletedDownloadFile } from '../../../media/deleteFiles';
import { storeDownloadFile } from '../../../media/files';
import { mediaStore } from '../../../media/store';
import { reindexRecord } from '../../../write/contentWrite';
import { insertDownloadFile } from '../../../content/downloads';
import * as f from '../fields';
import { adminMessages } from '../fields';
import type { AdminResource } from '../resource';
import { reindex, sanitized, withSlug, type Row } from './hooks';

export const downloadCategoryResource: AdminResource = {
  name: 'download-categories',
  table: download_categories,
  fields: z.object({ ...f.localized('name', true, 256), order: f.order() }),
  search: ['name_de', 'name_en'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
};

export const directoryResource: AdminResource = {
  name: 'directories',
  table: download_directories,
  fields: z.object({
    category_id: f.requiredRef(),
    ...f.localized('name', true, 256),
    // rich text (the press page shows it as HTML; docs/api/content.md), at most 5000 characters
    ...f.localized('description', false, 5000),
    slug: f.slug(),
    date: f.dateOnly(),
    image_id: f.ref(),
    order: f.order(),
  }),
  search: ['name_de', 'name_en', 'slug'],
  filters: { category_id: { kind: 'eq', column: 'category_id', value: z.coerce.number().int() } },
  sort: ['id', 'name_de', 'date', 'order'],
  defaultSort: ['order', 'ASC'],
  prepare: (data) => withSlug('name_de', sanitized('description_de', 'description_en')(data)),
  afterWrite: reindex('download'),
};

const fileUploadFields = z.object({
  directory_id: z.coerce.number({ error: adminMessages.required }).int().positive(),
  title_de: f.text(500),
  title_en: f.text(500),
  order: f.order(),
});

export const fileResource: AdminResource = {
  name: 'files',
  table: download_files,
  fields: z.object({ directory_id: f.requiredRef(), ...f.localized('title', false, 500), order: f.order() }),
  search: ['title_de', 'title_en', 'file'],
  filters: { directory_id: { kind: 'eq', column: 'directory_id', value: z.coerce.number().int() } },
  sort: ['id', 'title_de', 'size', 'order'],
  defaultSort: ['order', 'ASC'],
  /** multipart: `file` + directory_id, title_de, title_en, order */
  async create({ db, config, req, res }) {
    await receiveUpload(req, res, { maxBytes: config.maxUploadBytes, locale: 'en' });
    const file = (req as Request & { file?: Express.Multer.File }).file;
    const parsed = fileUploadFields.safeParse({ ...(req.body ?? {}) });
    const errors: Record<string, string[]> = {};
    if (!file) errors.file = [adminMessages.required];
    if (!parsed.success) for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    if (!file || !parsed.success) throw new ValidationError(errors);
    const stored = await storeDownloadFile(mediaStore(config), file.buffer, file.originalname);
    return db.transaction(async (tx) => {
      const id = await insertDownloadFile(tx, {
        ...parsed.data,
        title_de: parsed.data.title_de || file.originalname,
        file: stored.file,
        size: stored.size,
        mime: file.mimetype || 'application/octet-stream',
      });
      await reindexRecord(tx, 'download', parsed.data.directory_id);
      return id;
    });
  },
  afterWrite: async ({ tx, frame }) => {
    const directory = (frame.body as Row | undefined)?.directory_id;
    if (typeof directory === 'number') await reindexRecord(tx, 'download', directory);
  },
  afterDelete: ({ db, config }, row) => removeDeletedDownloadFile(db, mediaStore(config), row as { file: string }),
};
