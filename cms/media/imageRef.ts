/**
 * The JSON of an image in API answers (ImageRef of shared/contract/common.ts), in the request's
 * locale, with public URLs under /media/. Every endpoint that answers images uses these.
 */
import { sql } from 'drizzle-orm';
import type { ImageRef } from '../../shared/contract/common';
import type { Locale } from '../../shared/constants';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { prepared } from '../db/prepared';
import { images } from '../db/schema';

export const MEDIA_URL_PREFIX = '/media/';

export type ImageRow = typeof images.$inferSelect;

/** What encodeURIComponent leaves as it is, and the slashes between segments: every rendition's path. */
const URL_SAFE_PATH = /^[A-Za-z0-9\-_.!~*'()/]*$/;

export function mediaUrl(path: string): string {
  // each image answers about 25 paths (its file and every rendition), all of them already safe
  if (URL_SAFE_PATH.test(path)) return MEDIA_URL_PREFIX + path;
  return MEDIA_URL_PREFIX + path.split('/').map(encodeURIComponent).join('/');
}

/** The columns an ImageRef is made of. */
const REF_COLUMNS = {
  id: images.id,
  file: images.file,
  width: images.width,
  height: images.height,
  alt_de: images.alt_de,
  alt_en: images.alt_en,
  caption_de: images.caption_de,
  caption_en: images.caption_en,
  copyright_de: images.copyright_de,
  copyright_en: images.copyright_en,
  focal_x: images.focal_x,
  focal_y: images.focal_y,
  renditions: images.renditions,
};

export type ImageRefRow = Pick<ImageRow, keyof typeof REF_COLUMNS>;

export function toImageRef(row: ImageRefRow, locale: Locale): ImageRef {
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
  // built once: the statement of every page's images (cms/db/prepared.ts)
  const rows = await prepared(db, 'images_refs', (on) =>
    on
      .select(REF_COLUMNS)
      .from(images)
      .where(sql`${images.id} = any(${sql.placeholder('ids')})`),
  ).execute({ ids: wanted });
  for (const row of rows) result.set(row.id, toImageRef(row, locale));
  return result;
}
