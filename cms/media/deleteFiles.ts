/**
 * Files of deleted rows (admin deletes of images and press downloads) and an image's crops replaced
 * by a new focal point's (storeImage.ts): removed from MEDIA_DIR after the row's transaction committed, so a rolled-back delete never loses a file. Names are
 * content-addressed, so two rows may share a file (the same upload twice): a file another row still
 * names is kept.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { download_files, images, type ImageRenditions } from '../db/schema';
import type { MediaStore } from './store';

/** Every file of an image's renditions. */
export const renditionFiles = (renditions: ImageRenditions | null | undefined): string[] =>
  Object.values(renditions ?? {}).flatMap((r) => [r.webp, r.avif, r.jpeg]);

/**
 * Removes those of `files` that no image of the same original names (its file or a rendition): the
 * images with `original.sha256`, or, for a row stored before the hash was kept, the row `original.id`.
 */
export async function removeUnusedImageFiles(db: DbOrTx, store: MediaStore, original: { sha256: string; id?: number }, files: string[]): Promise<void> {
  if (!files.length) return;
  const byOriginal = !original.sha256 && original.id !== undefined ? eq(images.id, original.id) : eq(images.sha256, original.sha256);
  const siblings = await db.select({ file: images.file, renditions: images.renditions }).from(images).where(byOriginal);
  const used = new Set(siblings.flatMap((s) => [s.file, ...renditionFiles(s.renditions)]));
  await store.remove([...new Set(files)].filter((file) => file && !used.has(file)));
}

/** Removes a deleted image's original and renditions, unless another image (same bytes) uses them. */
export async function removeDeletedImageFiles(db: DbOrTx, store: MediaStore, row: { file: string; sha256: string; renditions: ImageRenditions | null }): Promise<void> {
  await removeUnusedImageFiles(db, store, { sha256: row.sha256 }, [row.file, ...renditionFiles(row.renditions)]);
}

/** Removes a deleted download's file, unless another download row names the same file. */
export async function removeDeletedDownloadFile(db: DbOrTx, store: MediaStore, row: { file: string }): Promise<void> {
  const [other] = await db.select({ id: download_files.id }).from(download_files).where(eq(download_files.file, row.file)).limit(1);
  if (!other) await store.remove([row.file]);
}
