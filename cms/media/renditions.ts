/**
 * Image processing of the media library, without the database: what an upload is (by its
 * CONTENT), and its renditions (ImageRenditions of the images table), each in webp, avif (effort 2)
 * and jpeg:
 *   large       at most 1920 wide (never enlarged), proportional
 *   medium      at most 960 wide (never enlarged), proportional
 *   small       at most 800 wide (never enlarged), proportional: a full-width hero on a phone
 *               (412 CSS px at DPR 1.75 is 721 device px, 390 at 2x 780: 800w, not 960w)
 *   vertical          400x500 cover,  around the focal point
 *   vertical-small    320x400 cover,  the same crop smaller (never enlarged)
 *   horizontal        1240x700 cover, around the focal point
 *   horizontal-small  800x452 cover,  the same crop smaller (never enlarged)
 *   thumbnail         320x320 cover,  around the focal point
 * A `-small` crop is a srcset candidate of its full-size crop (client/media/Picture.tsx: same shape).
 * Their widths follow the layout (docs/performance.md): a teaser card is 320-400 CSS px wide on a
 * phone (800 device px at 2x) and 430-480 on a desktop; a portrait in the orchestra grid 230-290 on
 * a desktop. Images stored before they existed keep their one candidate per crop.
 * The compressed original is decoded ONCE (auto-oriented, sRGB, 8 bit, at most 1920 wide) into raw
 * pixels; every rendition is a clone() of that one raw image, encoded one after the other. Rendition files are named by their
 * recipe (original hash, alias, size, crop, format, RENDITION_VERSION): existing files are reused
 * without decoding (re-seeding, re-uploads, a focal point moved back). Proportional renditions of one
 * size (an original at most 960 wide: large and medium) share one set of files.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageRenditions } from '../db/schema';
import { BadRequestError, HttpError } from '../errors';
import { sha256 } from './files';
import type { MediaStore } from './store';

// The memory budget of a 512 MB dyno (docs/reliability.md, `npm run bench -- --pixels`): one libvips
// thread per operation (each thread holds its own tiles and encoder state), and no operation cache
// (libvips keeps up to 50 MB of recent results by default, useless to renditions made once).
sharp.concurrency(1);
sharp.cache(false);

let encodeAllAtOnce = false;

/**
 * For the demo seed's own short-lived process (cms/seed/cli.ts), where time matters and memory is
 * given back at exit: libvips on every core and an image's renditions encoded all at once, as
 * before the dyno budget (the seed's 60 pictures took twice as long one encode at a time).
 */
export function makeRenditionsForSpeed(): void {
  sharp.concurrency(0);
  encodeAllAtOnce = true;
}

/** The accepted upload types, by the format sharp reads from the bytes (never by name or header). */
export const IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  avif: { mime: 'image/avif', ext: 'avif' },
  gif: { mime: 'image/gif', ext: 'gif' },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/**
 * Inputs above this many pixels are refused from their header, before decoding (a decompression
 * bomb guard): 50 MP takes a 45 MP camera's photo (8256 x 5504). Measured with `npm run bench --
 * --pixels` (docs/reliability.md): a decode costs RSS in proportion to the pixels, so the limit and
 * MAX_CONCURRENT_DECODES together bound what uploads can take of a 512 MB dyno.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Images decoded (and their renditions encoded) at a time in this process; further uploads wait their turn. */
export const MAX_CONCURRENT_DECODES = 1;
/** The decoded base is never wider than the largest rendition. */
const BASE_MAX_WIDTH = 1920;

export interface RenditionSpec {
  alias: string;
  width: number;
  /** set for cover crops (fixed size, around the focal point); unset = proportional, never enlarged */
  height?: number;
  /**
   * A cover crop at most as large as its region of the original (same shape, fewer pixels when the
   * original is small): for the smaller sizes of a crop, where an enlargement would cost bytes and
   * encoding time and add no detail.
   */
  neverEnlarged?: boolean;
}

export const RENDITIONS: readonly RenditionSpec[] = [
  { alias: 'large', width: 1920 },
  { alias: 'medium', width: 960 },
  { alias: 'small', width: 800 },
  { alias: 'vertical', width: 400, height: 500 },
  { alias: 'vertical-small', width: 320, height: 400, neverEnlarged: true },
  { alias: 'horizontal', width: 1240, height: 700 },
  { alias: 'horizontal-small', width: 800, height: 452, neverEnlarged: true },
  { alias: 'thumbnail', width: 320, height: 320 },
];
/** The aliases whose pixels depend on the focal point (re-made when it changes). */
export const FOCAL_ALIASES = RENDITIONS.filter((r) => r.height !== undefined).map((r) => r.alias);

export const ENCODERS = {
  webp: (img: Sharp) => img.webp({ quality: 78 }),
  avif: (img: Sharp) => img.avif({ quality: 50, effort: 2 }),
  jpeg: (img: Sharp) => img.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }),
} as const;

export const messages = {
  unsupported: 'The file is not an image of a supported type (JPEG, PNG, WebP, AVIF or GIF).',
  unreadable: 'The image could not be read; the file may be damaged.',
  tooManyPixels: `The image has too many pixels (at most ${MAX_INPUT_PIXELS.toLocaleString('en')}).`,
} as const;

/** 415: the bytes are not an image of an accepted type. */
export class UnsupportedImageError extends HttpError {
  constructor(message: string = messages.unsupported) {
    super(415, 'unsupported_media_type', message);
  }
}

export interface DetectedImage {
  type: ImageType;
  mime: string;
  ext: string;
  /** after EXIF orientation */
  width: number;
  height: number;
}

/** What the bytes are. Throws UnsupportedImageError (415) for anything but the accepted types. */
export async function detectImage(buffer: Buffer): Promise<DetectedImage> {
  let meta: Metadata;
  try {
    // the header only (no decode), without sharp's own pixel limit: a huge image is too large, not of an unsupported type
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError();
  }
  let type: ImageType | null = null;
  if (meta.format === 'heif') type = meta.compression === 'av1' ? 'avif' : null; // HEIC (hevc) is not accepted
  else if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif') type = meta.format;
  if (!type || !meta.width || !meta.height) throw new UnsupportedImageError();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new BadRequestError(messages.tooManyPixels, 'image_too_large');
  const swap = (meta.orientation ?? 1) >= 5;
  return {
    type,
    ...IMAGE_TYPES[type],
    width: swap ? meta.height : meta.width,
    height: swap ? meta.width : meta.height,
  };
}

/** The region of a `width`x`height` image that a `targetW`x`targetH` cover crop keeps, centred on the focal point as far as the edges allow. */
export function coverRegion(
  width: number,
  height: number,
  targetW: number,
  targetH: number,
  focalX = 0.5,
  focalY = 0.5,
): { left: number; top: number; width: number; height: number } {
  const scale = Math.max(targetW / width, targetH / height);
  const cropW = Math.min(width, Math.max(1, Math.round(targetW / scale)));
  const cropH = Math.min(height, Math.max(1, Math.round(targetH / scale)));
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
  return {
    left: clamp(focalX * width - cropW / 2, width - cropW),
    top: clamp(focalY * height - cropH / 2, height - cropH),
    width: cropW,
    height: cropH,
  };
}

export interface FocalPoint {
  x: number;
  y: number;
}

/** One decode: the original, oriented, sRGB, 8 bit, at most BASE_MAX_WIDTH wide, as raw pixels (an opaque alpha channel dropped). */

/** A queue of at most `slots` tasks at a time. */
function limiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

const decodeSlots = limiter(MAX_CONCURRENT_DECODES);

async function decodeBase(buffer: Buffer, size: { width: number; height: number }): Promise<{ base: Sharp; width: number; height: number }> {
  try {
    // sequentialRead: libvips streams the rows (no whole-image cache); a resize straight after the
    // input lets JPEG and WebP decode at a reduced size (shrink-on-load)
    let pipeline = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true }).rotate();
    const meta = await pipeline.metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    const orientedWidth = swap ? meta.height : meta.width;
    if (orientedWidth !== size.width) pipeline = pipeline.resize({ width: size.width, height: size.height, fit: 'fill' });
    const { data, info } = await pipeline
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    let base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if ((info.channels === 4 || info.channels === 2) && isOpaque(data, info.channels)) base = base.removeAlpha();
    return { base, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new BadRequestError(messages.unreadable, 'image_unreadable');
  }
}

/** Throws when the bytes do not decode (400 image_unreadable): an upload whose renditions come later is checked at once. */
export async function checkDecodes(buffer: Buffer): Promise<void> {
  await decodeSlots.run(() => decodeBase(buffer, { width: 1, height: 1 }).catch((err: unknown) => {
    throw err instanceof HttpError ? err : new BadRequestError(messages.unreadable, 'image_unreadable');
  }));
}

/** Whether every alpha value is 255 (an alpha channel makes AVIF and WebP encoding slower and bigger). */
function isOpaque(data: Buffer, channels: number): boolean {
  for (let i = channels - 1; i < data.length; i += channels) if (data[i] !== 255) return false;
  return true;
}

/** Bumped when an encoder setting changes, so new renditions get new names (old URLs stay valid). */
export const RENDITION_VERSION = 1;

/** Size of the decoded base of an image: the oriented size, at most BASE_MAX_WIDTH wide. */
function baseSize(width: number, height: number): { width: number; height: number } {
  if (width <= BASE_MAX_WIDTH) return { width, height };
  return { width: BASE_MAX_WIDTH, height: Math.max(1, Math.round((height * BASE_MAX_WIDTH) / width)) };
}

interface RenditionPlan {
  spec: RenditionSpec;
  width: number;
  height: number;
  region: { left: number; top: number; width: number; height: number } | null;
  files: Record<keyof typeof ENCODERS, string>;
}

/**
 * The renditions of an original, named by what they are made of: the original's hash, the alias,
 * the output size, the crop region, the format and RENDITION_VERSION. The same inputs always give
 * the same name (so an existing file is reused without decoding), and a name never changes meaning,
 * so the files can be cached as immutable.
 */
function planRenditions(sha: string, oriented: { width: number; height: number }, focal: FocalPoint | null, aliases: readonly string[]): RenditionPlan[] {
  const { width: baseW, height: baseH } = baseSize(oriented.width, oriented.height);
  const plans: RenditionPlan[] = [];
  for (const spec of RENDITIONS.filter((candidate) => aliases.includes(candidate.alias))) {
    let width: number;
    let height: number;
    let region: RenditionPlan['region'] = null;
    if (spec.height === undefined) {
      width = Math.min(spec.width, baseW);
      height = Math.max(1, Math.round((baseH * width) / baseW));
    } else {
      width = spec.width;
      height = spec.height;
      region = coverRegion(baseW, baseH, width, height, focal?.x ?? 0.5, focal?.y ?? 0.5);
      if (spec.neverEnlarged && region.width < width) ({ width, height } = region);
    }
    // an original at most 800 wide makes large, medium and small the same picture: encoded once, shared
    const same = region === null ? plans.find((plan) => plan.region === null && plan.width === width) : undefined;
    const files = same ? same.files : ({} as Record<keyof typeof ENCODERS, string>);
    if (!same) {
      for (const format of Object.keys(ENCODERS) as (keyof typeof ENCODERS)[]) {
        const recipe = `${RENDITION_VERSION}|${sha}|${spec.alias}|${width}x${height}|${region ? `${region.left},${region.top},${region.width},${region.height}` : 'full'}|${format}`;
        const ext = format === 'jpeg' ? 'jpg' : format;
        files[format] = `renditions/${sha.slice(0, 2)}/${sha.slice(0, 16)}-${spec.alias}-${sha256(recipe).slice(0, 10)}.${ext}`;
      }
    }
    plans.push({ spec, width, height, region, files });
  }
  return plans;
}

/**
 * Makes the renditions `aliases` (default all) of an original whose bytes have hash `sha` and whose
 * oriented size is `oriented`, writes the missing ones under renditions/, and answers their entries.
 * The original is decoded only if a file is missing.
 */
export function makeRenditions(...args: Parameters<typeof makeRenditionsNow>): Promise<ImageRenditions> {
  return decodeSlots.run(() => makeRenditionsNow(...args));
}

async function makeRenditionsNow(
  store: MediaStore,
  buffer: Buffer,
  sha: string,
  oriented: { width: number; height: number },
  focal: FocalPoint | null,
  aliases: readonly string[] = RENDITIONS.map((r) => r.alias),
): Promise<ImageRenditions> {
  const plans = planRenditions(sha, oriented, focal, aliases);
  const jobs = new Map<string, { plan: RenditionPlan; format: keyof typeof ENCODERS }>(); // by file: a shared file is made once
  for (const plan of plans) for (const format of Object.keys(plan.files) as (keyof typeof ENCODERS)[]) jobs.set(plan.files[format], { plan, format });
  const missing = (await Promise.all([...jobs].map(async ([file, job]) => ((await store.exists(file)) ? null : job)))).filter(
    (job): job is { plan: RenditionPlan; format: keyof typeof ENCODERS } => job !== null,
  );
  if (missing.length) {
    const { base, width: baseW } = await decodeBase(buffer, baseSize(oriented.width, oriented.height));
    const encode = async ({ plan, format }: (typeof missing)[number]) => {
      let pipeline = base.clone();
      if (plan.region) pipeline = pipeline.extract(plan.region).resize({ width: plan.width, height: plan.height, fit: 'fill' });
      else if (plan.width !== baseW) pipeline = pipeline.resize({ width: plan.width, height: plan.height, fit: 'fill' });
      await store.write(plan.files[format], await ENCODERS[format](pipeline).toBuffer());
    };
    if (encodeAllAtOnce) await Promise.all(missing.map(encode));
    // one encode at a time: 21 encoders at once (AVIF's above all) cost hundreds of MB
    else for (const item of missing) await encode(item);
  }
  return Object.fromEntries(plans.map((p) => [p.spec.alias, { width: p.width, height: p.height, webp: p.files.webp, avif: p.files.avif, jpeg: p.files.jpeg }]));
}
