/**
 * The JSON of an image in API answers (ImageRef of shared/contract/common.ts), in the request's
 * locale, with public URLs under /media/. Every endpoint that answers images uses these.
 */
import { inArray } from 'drizzle-orm';
import type { ImageRef } from '../../shared/contract/common';
import type { Locale } from '../../shared/constants';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { images } from '../db/schema';

export const MEDIA_URL_PREFIX = '/media/';

export type ImageRow = typeof images.$inferSelect;

export function mediaUrl(path: string): string {
  return MEDIA_URL_PREFIX + path.split('/').map(encodeURIComponent).join('/');
}

export function toImageRef(row: ImageRow, locale: Locale): ImageRef {
  const renditions: ImageRef['renditions'] = {};
  for (const [alias, r] of Object.entries(row.renditions)) {
    renditions[alias] = { width: r.width, height: r.height, webp: mediaUrl(r.webp), avif: mediaUrl(r.avif), jpeg: mediaUrl(r.jpeg) };
  }
  return {
    id: row.id,
    url: mediaUrl(row.file),
    width: row.width,
    height: row.height,
    alt: tr(row, 'alt', locale),
    caption: tr(row, 'caption', locale),
    copyright: tr(row, 'copyright', locale),
    focal_point: row.focal_x === null || row.focal_y === null ? null : { x: row.focal_x, y: row.focal_y },
    renditions,
  };
}

/** Loads many images at once: id -> ImageRef. Unknown ids are left out. */
export async function loadImageRefs(db: DbOrTx, ids: (number | null | undefined)[], locale: Locale): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const result = new Map<number, ImageRef>();
  if (wanted.length === 0) return result;
  const rows = await db.select().from(images).where(inArray(images.id, wanted));
  for (const row of rows) result.set(row.id, toImageRef(row, locale));
  return result;
}
