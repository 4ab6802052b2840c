/**
 * The media library's write side: check an upload by its CONTENT, store the original, make the
 * renditions (renditions.ts), record the row in `images`.
 *
 *   const row = await storeImage(db, config, buffer, { original_name: 'hall.jpg', alt_de: '…' });
 *   const changed = await updateImage(db, config, row.id, { focal_point: { x: 0.3, y: 0.4 } }); // saved; re-cropped in the background
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CmsConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { bumpContentVersion } from '../db/contentVersion';
import { images } from '../db/schema';
import { NotFoundError } from '../errors';
import { removeUnusedImageFiles, renditionFiles } from './deleteFiles';
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
/**
 * The last rendition job of each original (by sha256), which the next one waits for. Files are
 * named by the original and the crop, so one job at a time per original: none removes a file another
 * is about to record, and a focal point's crops are recorded in the order the points were saved.
 */
const lastJobOf = new Map<string, Promise<void>>();

/** Waits until every background rendition job has finished. */
export async function settleRenditions(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/** The key of an image's original among the jobs (rows stored before the hash was kept have none). */
const originalOf = (row: ImageRow) => row.sha256 || `image ${row.id}`;

/** Runs `work` after the original's earlier jobs, in this process; its failure goes to `onError`. */
function inBackground(original: string, work: () => Promise<void>, onError: (err: unknown) => void): void {
  const job: Promise<void> = (lastJobOf.get(original) ?? Promise.resolve())
    .then(work)
    .catch(onError)
    .finally(() => {
      pending.delete(job);
      if (lastJobOf.get(original) === job) lastJobOf.delete(original);
    });
  lastJobOf.set(original, job);
  pending.add(job);
}

/** Makes the renditions of a freshly stored image and records them (keeping crops a focal-point change made meanwhile). */
function renditionsInBackground(db: DbOrTx, config: MediaConfig, row: ImageRow, buffer: Buffer, onError: (err: unknown) => void): void {
  inBackground(
    originalOf(row),
    async () => {
      const renditions = await makeRenditions(mediaStore(config), buffer, row.sha256, row, focalOf(row.focal_x, row.focal_y));
      // jsonb || : the right side wins, so crops a new focal point's job recorded meanwhile are kept (the
      // jobs of one original run in turn in this process; another instance's job does not wait for it)
      const updated = await db
        .update(images)
        .set({ renditions: sql`${JSON.stringify(renditions)}::jsonb || ${images.renditions}` })
        .where(eq(images.id, row.id))
        .returning({ id: images.id });
      if (updated.length) await bumpContentVersion(db);
    },
    onError,
  );
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

/** What updateImage needs besides the change. */
export interface UpdateImageOptions {
  /** a background re-crop that failed (the focal point stays saved; pages keep the crops they had) */
  onError?: (err: unknown) => void;
}

/**
 * Changes an image's texts and focal point, and answers the row as saved. A new focal point is saved
 * at once; its crops (FOCAL_ALIASES), and any rendition the image lacks (stored before it existed),
 * are made afterwards in this process (`recropInBackground`): encoding them takes seconds for a
 * camera's photo (3–7 s for 12 MP on an idle core of this project's machines), more behind another
 * image's turn, which would outlast the SSR server's proxy timeout (10 s) and answer 504 for a saved
 * change. Until they exist, pages show
 * the crops of the point before. `db` must not be a transaction.
 */
export async function updateImage(db: DbOrTx, config: MediaConfig, id: number, changes: ImageChanges, options: UpdateImageOptions = {}): Promise<ImageRow> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  if (!row) throw new NotFoundError();
  const set: Partial<typeof images.$inferInsert> = {};
  for (const key of ['alt_de', 'alt_en', 'caption_de', 'caption_en', 'copyright_de', 'copyright_en'] as const) {
    if (changes[key] !== undefined) set[key] = changes[key];
  }
  const focal = changes.focal_point;
  const moved = focal !== undefined && !sameFocal(focalOf(row.focal_x, row.focal_y), focal);
  if (moved) {
    set.focal_x = focal?.x ?? null;
    set.focal_y = focal?.y ?? null;
  }
  if (Object.keys(set).length === 0) return row;
  const [updated] = await db.update(images).set(set).where(eq(images.id, id)).returning();
  if (moved) recropInBackground(db, config, updated, options.onError ?? (() => {}));
  return updated;
}

const sameFocal = (a: FocalPoint | null, b: FocalPoint | null) => a === b || (!!a && !!b && a.x === b.x && a.y === b.y);

/**
 * Makes the crops of the focal point `row` was saved with, and records them while the image still
 * has that point (a later point's own job follows this one); then removes the crops of the point
 * before, unless an image of the same original still records them.
 */
function recropInBackground(db: DbOrTx, config: MediaConfig, row: ImageRow, onError: (err: unknown) => void): void {
  const focal = focalOf(row.focal_x, row.focal_y);
  const samePoint = and(
    eq(images.id, row.id),
    focal ? and(eq(images.focal_x, focal.x), eq(images.focal_y, focal.y)) : and(isNull(images.focal_x), isNull(images.focal_y)),
  );
  inBackground(
    originalOf(row),
    async () => {
      const store = mediaStore(config);
      const [current] = await db.select().from(images).where(samePoint);
      if (!current) return; // moved again (or deleted) meanwhile: the later job makes what is needed
      const missing = RENDITIONS.map((r) => r.alias).filter((alias) => !current.renditions[alias] && !FOCAL_ALIASES.includes(alias));
      const original = await store.read(current.file);
      const recropped = await makeRenditions(store, original, current.sha256 || sha256(original), current, focal, [...FOCAL_ALIASES, ...missing]);
      const merged = { ...current.renditions, ...recropped };
      const renditions = Object.fromEntries(RENDITIONS.filter((r) => merged[r.alias]).map((r) => [r.alias, merged[r.alias]]));
      const [recorded] = await db.update(images).set({ renditions }).where(samePoint).returning({ id: images.id });
      // moved again while these were made: what this job made and no image records goes
      if (!recorded) return removeUnusedImageFiles(db, store, current, renditionFiles(recropped));
      await bumpContentVersion(db);
      const before = renditionFiles(Object.fromEntries(Object.entries(current.renditions).filter(([alias]) => FOCAL_ALIASES.includes(alias))));
      await removeUnusedImageFiles(db, store, current, before);
    },
    onError,
  );
}
