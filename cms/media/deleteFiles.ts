/**
 * Files of deleted rows (admin deletes of images and press downloads): removed from MEDIA_DIR
 * after the row's transaction committed, so a rolled-back delete never loses a file. Names are
 * content-addressed, so two rows may share a file (the same upload twice): a file another row still
 * names is kept.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { download_files, images, type ImageRenditions } from '../db/schema';
import type { MediaStore } from './store';

const renditionFiles = (renditions: ImageRenditions | null | undefined): string[] =>
  Object.values(renditions ?? {}).flatMap((r) => [r.webp, r.avif, r.jpeg]);

/** Removes a deleted image's original and renditions, unless another image (same bytes) uses them. */
export async function removeDeletedImageFiles(db: DbOrTx, store: MediaStore, row: { file: string; sha256: string; renditions: ImageRenditions | null }): Promise<void> {
  const siblings = await db.select({ file: images.file, renditions: images.renditions }).from(images).where(eq(images.sha256, row.sha256));
  const used = new Set(siblings.flatMap((s) => [s.file, ...renditionFiles(s.renditions)]));
  await store.remove(
    [row.file, ...renditionFiles(row.renditions)].filter((file) => file && !used.has(file)),
  );
}

/** Removes a deleted download's file, unless another download row names the same file. */
export async function removeDeletedDownloadFile(db: DbOrTx, store: MediaStore, row: { file: string }): Promise<void> {
  const [other] = await db.select({ id: download_files.id }).from(download_files).where(eq(download_files.file, row.file)).limit(1);
  if (!other) await store.remove([row.file]);
}
