/** The editor's media library: images as EditorImage, newest first, found by their names and texts. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { EditorImage } from '../../shared/contract/media';
import type { DbOrTx } from '../db/client';
import { containsText } from '../db/containsText';
import { images } from '../db/schema';
import { toImageRef, type ImageRow } from '../media/imageRef';

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

/** One page of the images whose file name, alt text, caption or copyright (either language) contains `search`, newest first. */
export async function findImages(
  db: DbOrTx,
  search: string | undefined,
  page: { limit: number; offset: number },
  locale: Locale,
): Promise<{ count: number; items: EditorImage[] }> {
  const where = containsText(search, [images.original_name, images.alt_de, images.alt_en, images.caption_de, images.caption_en, images.copyright_de, images.copyright_en]);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(images).where(where);
  const rows = await db.select().from(images).where(where).orderBy(desc(images.created_at), desc(images.id)).limit(page.limit).offset(page.offset);
  return { count, items: rows.map((row) => toEditorImage(row, locale)) };
}

export async function loadEditorImage(db: DbOrTx, id: number, locale: Locale): Promise<EditorImage | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row ? toEditorImage(row, locale) : null;
}
