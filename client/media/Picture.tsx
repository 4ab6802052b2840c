/**
 * An image of the media library as a <picture>: AVIF and WebP sources and a JPEG <img> from the
 * renditions of one alias, with width and height set (no layout shift). Lazy unless it is the
 * first image of the page (eager, high fetch priority: it is usually the largest paint).
 */
import type { ImageRef } from '../../shared/contract/common';
import { useImageNote } from '../stores/context';

export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface PictureModel {
  sources: PictureSource[];
  src: string;
  /** the JPEG candidates with width descriptors ('' when there are no renditions) */
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** Fallback order when the requested alias has no rendition (an old image, a failed rendition). */
const FALLBACK_ALIASES = ['large', 'medium', 'horizontal', 'vertical', 'thumbnail'];

/** Renditions of the same shape count as candidates of one another (large and medium; crops of one size). */
const SAME_SHAPE = 0.02;

type Rendition = ImageRef['renditions'][string];

/** The alias whose rendition is shown for `alias`: itself, or the first fallback the image has. */
const chosenAlias = (image: ImageRef, alias: string): string | undefined => [alias, ...FALLBACK_ALIASES].find((candidate) => image.renditions?.[candidate]);

const sameShape = (r: Rendition, ratio: number) => !!r.width && !!r.height && Math.abs(r.width / r.height - ratio) / ratio <= SAME_SHAPE;

/** The renditions of the same aspect ratio as `chosen` (itself included), narrowest first, one per width. */
function candidates(image: ImageRef, chosen: Rendition): Rendition[] {
  const ratio = chosen.width / chosen.height;
  const byWidth = new Map<number, Rendition>();
  for (const r of Object.values(image.renditions ?? {})) {
    if (!sameShape(r, ratio)) continue;
    if (!byWidth.has(r.width) || r === chosen) byWidth.set(r.width, r);
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/**
 * The aliases whose renditions pictureModel(image, alias) reads: the chosen one and every one of
 * its shape. A snapshot that keeps these (and `large`, the page's og:image) renders the same
 * picture in the browser (server/render/shownImages.ts).
 */
export function renditionsRead(image: ImageRef, alias: string): string[] {
  const key = chosenAlias(image, alias);
  if (!key) return [];
  const chosen = image.renditions[key];
  const ratio = chosen.width / chosen.height;
  return Object.keys(image.renditions).filter((name) => name === key || sameShape(image.renditions[name], ratio));
}

const srcSetOf = (list: Rendition[], format: 'avif' | 'webp' | 'jpeg') =>
  list.every((r) => r[format]) ? list.map((r) => `${r[format]} ${r.width}w`).join(', ') : '';

/**
 * What to render for an image and alias: pure, so tests pin it. Every source lists the renditions
 * of the alias's shape with width descriptors (the browser picks by `sizes` and pixel density: a
 * phone gets the 960-px medium instead of the 1920-px large).
 */
export function pictureModel(image: ImageRef, alias: string, alt?: string): PictureModel {
  const key = chosenAlias(image, alias);
  const rendition = key ? image.renditions[key] : undefined;
  if (!rendition) return { sources: [], src: image.url, srcSet: '', width: image.width, height: image.height, alt: alt ?? image.alt };
  const list = candidates(image, rendition);
  const sources: PictureSource[] = [];
  const avif = srcSetOf(list, 'avif');
  const webp = srcSetOf(list, 'webp');
  if (avif) sources.push({ type: 'image/avif', srcSet: avif });
  if (webp) sources.push({ type: 'image/webp', srcSet: webp });
  return { sources, src: rendition.jpeg || image.url, srcSet: srcSetOf(list, 'jpeg'), width: rendition.width, height: rendition.height, alt: alt ?? image.alt };
}

export interface PictureProps {
  image: ImageRef;
  alias: string;
  /** the first image of the page: eager with high fetch priority */
  priority?: boolean;
  /** overrides the image's alt text ('' for decorative images) */
  alt?: string;
  /** the width the image takes in the layout, as media conditions (default: the whole viewport) */
  sizes?: string;
  className?: string;
  imgClassName?: string;
}

export function Picture({ image, alias, priority = false, alt, sizes = '100vw', className, imgClassName }: PictureProps) {
  useImageNote()?.(image, alias);
  const model = pictureModel(image, alias, alt);
  return (
    <picture className={className}>
      {model.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={imgClassName}
        src={model.src}
        srcSet={model.srcSet || undefined}
        sizes={model.srcSet ? sizes : undefined}
        width={model.width}
        height={model.height}
        alt={model.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}

/** An external image (image_url instead of a library image): no renditions, size unknown. */
export function ExternalImage({ src, alt, className, priority = false }: { src: string; alt: string; className?: string; priority?: boolean }) {
  return <img className={className} src={src} alt={alt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" />;
}
