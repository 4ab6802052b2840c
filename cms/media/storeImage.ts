/**
 * The media library's write side: check an upload by its CONTENT, store the original, make the
 * renditions (renditions.ts), record the row in `images`.
 *
 *   const row = await storeImage(db, config, buffer, { original_name: 'hall.jpg', alt_de: '…' });
 *   const changed = await updateImage(db, config, row.id, { focal_x: 0.3, focal_y: 0.4 }); // re-crops
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CmsConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { bumpContentVersion } from '../db/contentVersion';
import { images } from '../db/schema';
import { NotFoundError } from '../errors';
import { sha256 } from './files';
import { checkDecodes, detectImage, FOCAL_ALIASES, makeRenditions, RENDITIONS, type FocalPoint } from './renditions';
import { mediaStore } from './store';
import type { ImageRow } from './imageRef';

/** What the media functions need of the configuration: where files live. */
export type MediaConfig = Pick<CmsConfig, 'mediaDir' | 'mediaStorage' | 's3'>;

export interface ImageMeta {
  original_name?: string;
  alt_de?: string;
  alt_en?: string;
  caption_de?: string;
  caption_en?: string;
  copyright_de?: string;
  copyright_en?: string;
  focal_x?: number | null;
  focal_y?: number | null;
  uploaded_by_id?: number | null;
}

function focalOf(x: number | null | undefined, y: number | null | undefined): FocalPoint | null {
  return x === null || x === undefined || y === null || y === undefined ? null : { x, y };
}

/**
 * Stores an uploaded image: type checked by content (415 otherwise), original written to
 * originals/{aa}/{sha256}.{ext}, renditions made, row inserted. Answers the row.
 */
export interface StoreImageOptions {
  /**
   * Answer as soon as the original is stored and the row written (renditions `{}`: pages show the
   * original), and make the renditions afterwards, in this process; when they exist the row gets
   * them and the content version is bumped, so caches pick them up. `db` must not be a transaction.
   */
  background?: { onError?: (err: unknown) => void };
}

/** Rendition jobs still running (settleRenditions() waits for them: tests, shutdown). */
const pending = new Set<Promise<void>>();

/** Waits until every background rendition job has finished. */
export async function settleRenditions(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/** Makes the renditions of a freshly stored image and records them (keeping crops a focal-point change made meanwhile). */
function renditionsInBackground(db: DbOrTx, config: MediaConfig, row: ImageRow, buffer: Buffer, onError: (err: unknown) => void): void {
  const job = (async () => {
    const renditions = await makeRenditions(mediaStore(config), buffer, row.sha256, row, focalOf(row.focal_x, row.focal_y));
    // jsonb || : the right side wins, so renditions written meanwhile (a new focal point) are kept
    const updated = await db
      .update(images)
      .set({ renditions: sql`${JSON.stringify(renditions)}::jsonb || ${images.renditions}` })
      .where(eq(images.id, row.id))
      .returning({ id: images.id });
    if (updated.length) await bumpContentVersion(db);
  })()
    .catch(onError)
    .finally(() => pending.delete(job));
  pending.add(job);
}

export async function storeImage(db: DbOrTx, config: MediaConfig, buffer: Buffer, meta: ImageMeta = {}, options: StoreImageOptions = {}): Promise<ImageRow> {
  const detected = await detectImage(buffer);
  const hash = sha256(buffer);
  const file = `originals/${hash.slice(0, 2)}/${hash}.${detected.ext}`;
  const focal = focalOf(meta.focal_x, meta.focal_y);
  const store = mediaStore(config);
  if (options.background) {
    // the bytes must decode before the upload is accepted (the renditions come later)
    await checkDecodes(buffer);
  }
  const renditions = options.background ? {} : await makeRenditions(store, buffer, hash, detected, focal);
  await store.write(file, buffer);
  const [row] = await db
    .insert(images)
    .values({
      file,
      original_name: (meta.original_name ?? '').slice(0, 255),
      width: detected.width,
      height: detected.height,
      mime: detected.mime,
      size: buffer.length,
      sha256: hash,
      alt_de: meta.alt_de ?? '',
      alt_en: meta.alt_en ?? '',
      caption_de: meta.caption_de ?? '',
      caption_en: meta.caption_en ?? '',
      copyright_de: meta.copyright_de ?? '',
      copyright_en: meta.copyright_en ?? '',
      focal_x: focal?.x ?? null,
      focal_y: focal?.y ?? null,
      renditions,
      uploaded_by_id: meta.uploaded_by_id ?? null,
    })
    .returning();
  if (options.background) renditionsInBackground(db, config, row, buffer, options.background.onError ?? (() => {}));
  return row;
}

export interface ImageChanges {
  alt_de?: string;
  alt_en?: string;
  caption_de?: string;
  caption_en?: string;
  copyright_de?: string;
  copyright_en?: string;
  /** null = centre */
  focal_point?: FocalPoint | null;
}

/**
 * Changes an image's texts and focal point. A new focal point re-crops the focal renditions
 * (FOCAL_ALIASES) and makes any rendition the image lacks (stored before it existed); the old files are removed unless another image row with the
 * same original still uses them.
 */
export async function updateImage(db: DbOrTx, config: MediaConfig, id: number, changes: ImageChanges): Promise<ImageRow> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  if (!row) throw new NotFoundError();
  const set: Partial<typeof images.$inferInsert> = {};
  for (const key of ['alt_de', 'alt_en', 'caption_de', 'caption_en', 'copyright_de', 'copyright_en'] as const) {
    if (changes[key] !== undefined) set[key] = changes[key];
  }
  let obsolete: string[] = [];
  if (changes.focal_point !== undefined) {
    const before = focalOf(row.focal_x, row.focal_y);
    const after = changes.focal_point;
    const same = before === after || (before && after && before.x === after.x && before.y === after.y);
    if (!same) {
      const original = await mediaStore(config).read(row.file);
      // an image stored before a rendition existed gets it with the new crops: the original is decoded anyway
      const missing = RENDITIONS.map((r) => r.alias).filter((alias) => !row.renditions[alias] && !FOCAL_ALIASES.includes(alias));
      const recropped = await makeRenditions(mediaStore(config), original, row.sha256 || sha256(original), row, after, [...FOCAL_ALIASES, ...missing]);
      const renditions = { ...row.renditions, ...recropped };
      set.renditions = Object.fromEntries(RENDITIONS.filter((r) => renditions[r.alias]).map((r) => [r.alias, renditions[r.alias]]));
      set.focal_x = after?.x ?? null;
      set.focal_y = after?.y ?? null;
      const kept = new Set(Object.values(set.renditions).flatMap((r) => [r.webp, r.avif, r.jpeg]));
      obsolete = FOCAL_ALIASES.flatMap((alias) => {
        const r = row.renditions[alias];
        return r ? [r.webp, r.avif, r.jpeg] : [];
      }).filter((file) => !kept.has(file));
    }
  }
  if (Object.keys(set).length === 0) return row;
  const [updated] = await db.update(images).set(set).where(eq(images.id, id)).returning();
  if (obsolete.length) {
    const siblings = row.sha256
      ? await db.select({ renditions: images.renditions }).from(images).where(and(eq(images.sha256, row.sha256), ne(images.id, id)))
      : [];
    const used = new Set(siblings.flatMap((s) => Object.values(s.renditions).flatMap((r) => [r.webp, r.avif, r.jpeg])));
    await mediaStore(config).remove(
      obsolete.filter((file) => !used.has(file)),
    );
  }
  return updated;
}
