/**
 * The editor's media library (shared/contract/media.ts, docs/api/media.md):
 *   GET    /{locale}/pageeditor-api/images/?search=&page=   paginated EditorImage, newest first
 *   GET    /{locale}/pageeditor-api/images/{id}/
 *   POST   /{locale}/pageeditor-api/images/                 multipart `file` + alt/caption/copyright per language
 *   PATCH  /{locale}/pageeditor-api/images/{id}/            texts and focal point (re-crops)
 * All for logged-in editors. Uploads are checked by content (415), limited to MAX_UPLOAD_BYTES (413).
 */
import type { Request } from 'express';
import { z } from 'zod';
import { IMAGE_PAGE_SIZE } from '../../shared/contract/media';
import { findImages, loadEditorImage, toEditorImage } from '../content/images';
import { receiveUpload } from '../http/upload';
import { defineEndpoint, reply, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError, ValidationError } from '../errors';
import { zodToFieldErrors } from '../http/mount';
import { storeImage, updateImage } from '../media/storeImage';
import { filterParams, pageOffset, paginated } from '../content/listing';

export const messages = {
  fileMissing: 'Send the image as multipart/form-data in a part named "file".',
  focalBoth: 'Give both focal_x and focal_y, or neither.',
} as const;

const shortText = z.string().max(1000);
const copyrightText = z.string().max(256);
const idParams = z.object({ id: z.coerce.number().int().positive() });
const unit = z.coerce.number().min(0).max(1);

const uploadFields = z
  .object({
    alt_de: shortText.default(''),
    alt_en: shortText.default(''),
    caption_de: shortText.default(''),
    caption_en: shortText.default(''),
    copyright_de: copyrightText.default(''),
    copyright_en: copyrightText.default(''),
    focal_x: unit.optional(),
    focal_y: unit.optional(),
  })
  .refine((v) => (v.focal_x === undefined) === (v.focal_y === undefined), { message: messages.focalBoth, path: ['focal_x'] });

const patchBody = z.object({
  alt_de: shortText.optional(),
  alt_en: shortText.optional(),
  caption_de: shortText.optional(),
  caption_en: shortText.optional(),
  copyright_de: copyrightText.optional(),
  copyright_en: copyrightText.optional(),
  focal_point: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).nullable().optional(),
});

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'images.browse',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/images/',
    permission: 'editor',
    input: {
      query: z.object({
        search: z.string().trim().max(200).optional(),
        page: z.coerce.number().int().positive().default(1),
      }),
    },
    async handler({ db, query, locale, req }) {
      const { count, items } = await findImages(db, query.search, { limit: IMAGE_PAGE_SIZE, offset: pageOffset(query.page, IMAGE_PAGE_SIZE) }, locale);
      return paginated(req, { page: query.page, size: IMAGE_PAGE_SIZE, count, params: filterParams(req) }, items);
    },
  }),
  defineEndpoint({
    name: 'images.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/images/:id/',
    permission: 'editor',
    input: { params: idParams },
    async handler({ db, params, locale }) {
      const image = await loadEditorImage(db, params.id, locale);
      if (!image) throw new NotFoundError();
      return image;
    },
  }),
  defineEndpoint({
    name: 'images.add',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/images/',
    permission: 'editor',
    async handler({ db, config, locale, user, req, res, log }) {
      await receiveUpload(req, res, { maxBytes: config.maxUploadBytes, locale });
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!file) throw new ValidationError({ file: [messages.fileMissing] });
      const fields = uploadFields.safeParse({ ...(req.body ?? {}) });
      if (!fields.success) throw new ValidationError(zodToFieldErrors(fields.error));
      const row = await storeImage(db, config, file.buffer, {
        ...fields.data,
        original_name: file.originalname,
        uploaded_by_id: user?.id ?? null,
      }, {
        // answered once the original is stored, as the admin's upload: the renditions wait their turn
        // behind other images' (one at a time) and would outlast the SSR server's proxy timeout
        background: { onError: (err) => log.error({ err }, 'image renditions failed; the original is shown') },
      });
      return reply(201, toEditorImage(row, locale));
    },
  }),
  defineEndpoint({
    name: 'images.edit',
    method: 'PATCH',
    api: 'pageeditor-api',
    path: '/images/:id/',
    permission: 'editor',
    input: { params: idParams, body: patchBody },
    async handler({ db, config, params, body, locale, log }) {
      const row = await updateImage(db, config, params.id, body, { onError: (err) => log.error({ err }, 'focal crops failed; pages keep the crops they had') });
      return toEditorImage(row, locale);
    },
  }),
];
