/** Which rendition of an image the finders show. */
import type { ImageRef } from '../../../shared/contract/common';

export function thumbnailUrl(image: ImageRef): string {
  const rendition = image.renditions.thumbnail ?? image.renditions.medium ?? image.renditions.large;
  return rendition ? rendition.webp : image.url;
}

/** The ImageRef part of an EditorImage (what the module's `images` holds). */
export function toImageRef(image: ImageRef): ImageRef {
  const { id, url, width, height, alt, caption, copyright, focal_point, renditions } = image;
  return { id, url, width, height, alt, caption, copyright, focal_point, renditions };
}
