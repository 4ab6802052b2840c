/**
 * An image of the media library as a <picture>: AVIF and WebP sources and a JPEG <img> from the
 * renditions of one alias, with width and height set (no layout shift). Lazy unless it is the
 * first image of the page (eager, high fetch priority: it is usually the largest paint).
 */
import type { ImageRef } from '../../shared/contract/common';

export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface PictureModel {
  sources: PictureSource[];
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Fallback order when the requested alias has no rendition (an old image, a failed rendition). */
const FALLBACK_ALIASES = ['large', 'medium', 'horizontal', 'vertical', 'thumbnail'];

/** What to render for an image and alias: pure, so tests pin it. */
export function pictureModel(image: ImageRef, alias: string, alt?: string): PictureModel {
  const key = [alias, ...FALLBACK_ALIASES].find((candidate) => image.renditions?.[candidate]);
  const rendition = key ? image.renditions[key] : undefined;
  if (!rendition) return { sources: [], src: image.url, width: image.width, height: image.height, alt: alt ?? image.alt };
  const sources: PictureSource[] = [];
  if (rendition.avif) sources.push({ type: 'image/avif', srcSet: rendition.avif });
  if (rendition.webp) sources.push({ type: 'image/webp', srcSet: rendition.webp });
  return { sources, src: rendition.jpeg || image.url, width: rendition.width, height: rendition.height, alt: alt ?? image.alt };
}

export interface PictureProps {
  image: ImageRef;
  alias: string;
  /** the first image of the page: eager with high fetch priority */
  priority?: boolean;
  /** overrides the image's alt text ('' for decorative images) */
  alt?: string;
  sizes?: string;
  className?: string;
  imgClassName?: string;
}

export function Picture({ image, alias, priority = false, alt, sizes, className, imgClassName }: PictureProps) {
  const model = pictureModel(image, alias, alt);
  return (
    <picture className={className}>
      {model.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={imgClassName}
        src={model.src}
        width={model.width}
        height={model.height}
        alt={model.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        sizes={sizes}
      />
    </picture>
  );
}

/** An external image (image_url instead of a library image): no renditions, size unknown. */
export function ExternalImage({ src, alt, className, priority = false }: { src: string; alt: string; className?: string; priority?: boolean }) {
  return <img className={className} src={src} alt={alt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" />;
}
