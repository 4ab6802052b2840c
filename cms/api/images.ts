/**
 * The editor's media library (shared/contract/media.ts, docs/api/media.md):
 *   GET    /{locale}/pageeditor-api/images/?search=&page=   paginated EditorImage, newest first
 *   GET    /{locale}/pageeditor-api/images/{id}/
 *   POST   /{locale}/pageeditor-api/images/                 multipart `file` + alt/caption/copyright per language
 *   PATCH  /{locale}/pageeditor-api/images/{id}/            texts and focal point (re-crops)
 * All for logged-in editors. Uploads are checked by content (415), limited to MAX_UPLOAD_BYTES (413).
 */
import type { Request } from 'express';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EditorImage } from '../../shared/contract/media';
import { IMAGE_PAGE_SIZE } from '../../shared/contract/media';
import type { Locale } from '../../shared/constants';
import { images } from '../db/schema';
import { receiveUpload } from '../http/upload';
import { defineEndpoint, reply, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError, ValidationError } from '../errors';
import { zodToFieldErrors } from '../http/mount';
import { toImageRef, type ImageRow } from '../media/imageRef';
import { storeImage, updateImage } from '../media/storeImage';
import { filterParams, pageOffset, paginated } from '../content/listing';

export const messages = {
  fileMissing: 'Send the image as multipart/form-data in a part named "file".',
  focalBoth: 'Give both focal_x and focal_y, or neither.',
} as const;

export function toEditorImage(row: ImageRow, locale: Locale): EditorImage {
  return {
    ...toImageRef(row, locale),
    original_name: row.original_name,
    mime: row.mime,
    size: row.size,
    alt_de: row.alt_de,
    alt_en: row.alt_en,
    caption_de: row.caption_de,
    caption_en: row.caption_en,
    copyright_de: row.copyright_de,
    copyright_en: row.copyright_en,
    created_at: row.created_at.toISOString(),
  };
}

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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

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
      const where = query.search
        ? sql`cms_unaccent(concat_ws(' ', ${images.original_name}, ${images.alt_de}, ${images.alt_en}, ${images.caption_de}, ${images.caption_en}, ${images.copyright_de}, ${images.copyright_en})) ILIKE cms_unaccent(${`%${escapeLike(query.search)}%`})`
        : undefined;
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(images).where(where);
      const rows = await db
        .select()
        .from(images)
        .where(where)
        .orderBy(desc(images.created_at), desc(images.id))
        .limit(IMAGE_PAGE_SIZE)
        .offset(pageOffset(query.page, IMAGE_PAGE_SIZE));
      return paginated(
        req,
        { page: query.page, size: IMAGE_PAGE_SIZE, count, params: filterParams(req) },
        rows.map((row) => toEditorImage(row, locale)),
      );
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
      const [row] = await db.select().from(images).where(eq(images.id, params.id));
      if (!row) throw new NotFoundError();
      return toEditorImage(row, locale);
    },
  }),
  defineEndpoint({
    name: 'images.add',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/images/',
    permission: 'editor',
    async handler({ db, config, locale, user, req, res }) {
      await receiveUpload(req, res, { maxBytes: config.maxUploadBytes });
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!file) throw new ValidationError({ file: [messages.fileMissing] });
      const fields = uploadFields.safeParse({ ...(req.body ?? {}) });
      if (!fields.success) throw new ValidationError(zodToFieldErrors(fields.error));
      const row = await storeImage(db, config, file.buffer, {
        ...fields.data,
        original_name: file.originalname,
        uploaded_by_id: user?.id ?? null,
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
    async handler({ db, config, params, body, locale }) {
      const row = await updateImage(db, config, params.id, body);
      return toEditorImage(row, locale);
    },
  }),
];
