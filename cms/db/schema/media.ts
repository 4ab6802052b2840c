/** Images with their renditions, and temporary uploads of form files. */
import { boolean, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from './_columns';
import { editors } from './auth';

/** alias (large, medium, small, vertical, vertical-small, horizontal, horizontal-small, thumbnail: RENDITIONS of cms/media/renditions.ts) -> { width, height, webp, avif, jpeg } (paths under MEDIA_DIR) */
export type ImageRenditions = Record<string, { width: number; height: number; webp: string; avif: string; jpeg: string }>;

export const images = pgTable('images', {
  id: id(),
  /** path of the original, relative to MEDIA_DIR */
  file: text().notNull(),
  original_name: text().notNull().default(''),
  width: integer().notNull(),
  height: integer().notNull(),
  mime: text().notNull(),
  size: integer().notNull().default(0),
  /** sha256 of the original bytes, to find duplicates */
  sha256: text().notNull().default(''),
  ...localized('alt'),
  ...localized('caption'),
  /** copyright line per language (`tr()` falls back to German) */
  ...localized('copyright'),
  /** focal point, 0..1 from the left/top; null = centre */
  focal_x: real(),
  focal_y: real(),
  renditions: jsonb().$type<ImageRenditions>().notNull().default({}),
  uploaded_by_id: integer().references(() => editors.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** A file uploaded by a visitor before a form entry is submitted (POST /api/temp-files/). */
export const temp_files = pgTable('temp_files', {
  token: uuid().primaryKey().defaultRandom(),
  original_name: text().notNull(),
  /** path relative to MEDIA_DIR ('' while pending) */
  path: text().notNull(),
  mime: text().notNull(),
  /** bytes: the file's, or while pending the bytes reserved for it (its Content-Length, else the upload limit) */
  size: integer().notNull(),
  /**
   * A reservation of quota taken before the body is read (cms/content/formEntries.ts
   * `reserveTempUpload`): counted by the quotas, never claimable by an entry; settled to the file
   * (false) or deleted when the upload fails.
   */
  pending: boolean().notNull().default(false),
  /** the uploader's address (req.ip): the per-address upload quota counts it */
  ip: text().notNull().default(''),
  created_at: createdAt(),
}, (t) => [index('temp_files_ip_created_at_idx').on(t.ip, t.created_at)]);
