/** The admin's resources of images (resource.ts declares the machinery, docs/admin.md). */
import type { Request } from 'express';
import { z } from 'zod';
import { receiveUpload } from '../../../http/upload';
import { images, type ImageRenditions } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { removeDeletedImageFiles } from '../../../media/deleteFiles';
import { mediaStore } from '../../../media/store';
import { storeImage, updateImage } from '../../../media/storeImage';
import * as f from '../fields';
import { adminMessages } from '../fields';
import type { AdminResource } from '../resource';

/** A focal coordinate: a number from 0 to 1 (any precision: the admin's click sends 0.81, an API client may send 0.808), or none. */
const focal = () =>
  z
    .preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number({ error: adminMessages.focalPointRange }).min(0, adminMessages.focalPointRange).max(1, adminMessages.focalPointRange).nullable())
    .default(null);

export const imageResource: AdminResource = {
  name: 'images',
  table: images,
  fields: z.object({
    ...f.localized('alt', false, 1000),
    ...f.localized('caption', false, 1000),
    ...f.localized('copyright', false, 256),
    focal_x: focal(),
    focal_y: focal(),
  }),
  search: ['original_name', 'alt_de', 'alt_en', 'caption_de', 'caption_en', 'copyright_de', 'copyright_en'],
  sort: ['id', 'created_at', 'original_name', 'size'],
  defaultSort: ['created_at', 'DESC'],
  hidden: ['sha256'],
  afterDelete: ({ db, config }, row) => removeDeletedImageFiles(db, mediaStore(config), row as { file: string; sha256: string; renditions: ImageRenditions | null }),
  /** multipart `file` (+ alt/caption/copyright), stored with renditions as the editor's library does */
  async create({ db, config, req, res, user, log }) {
    await receiveUpload(req, res, { maxBytes: config.maxUploadBytes, locale: 'en' });
    const file = (req as Request & { file?: Express.Multer.File }).file;
    if (!file) throw new ValidationError({ file: [adminMessages.required] });
    const body = (req.body ?? {}) as Record<string, string>;
    const text = (k: string) => (typeof body[k] === 'string' ? body[k].slice(0, 1000) : '');
    const row = await storeImage(db, config, file.buffer, {
      alt_de: text('alt_de'),
      alt_en: text('alt_en'),
      caption_de: text('caption_de'),
      caption_en: text('caption_en'),
      copyright_de: text('copyright_de').slice(0, 256),
      copyright_en: text('copyright_en').slice(0, 256),
      original_name: file.originalname,
      uploaded_by_id: user?.id ?? null,
    }, {
      // the answer comes as soon as the original is stored: no upload times out into a duplicate
      // while renditions are encoded (pages show the original until they exist)
      background: { onError: (err) => log.error({ err }, 'image renditions failed; the original is shown') },
    });
    return row.id;
  },
  /** texts, and the focal point through updateImage (saved at once; its crops follow in the background) */
  async update({ db, config, log }, id, body) {
    const fx = body.focal_x as number | null;
    const fy = body.focal_y as number | null;
    if ((fx === null) !== (fy === null)) throw new ValidationError({ focal_y: [adminMessages.focalPointPair] });
    await updateImage(db, config, id, {
      alt_de: body.alt_de as string,
      alt_en: body.alt_en as string,
      caption_de: body.caption_de as string,
      caption_en: body.caption_en as string,
      copyright_de: body.copyright_de as string,
      copyright_en: body.copyright_en as string,
      focal_point: fx === null || fy === null ? null : { x: fx, y: fy },
    }, { onError: (err) => log.error({ err }, 'focal crops failed; pages keep the crops they had') });
  },
};
