/**
 * The editor's media library (image finder and image edit pop-ups of SPEC §2):
 *   GET    /{locale}/pageeditor-api/images/?search=&page=   -> Paginated<EditorImage>
 *   GET    /{locale}/pageeditor-api/images/{id}/            -> EditorImage
 *   POST   /{locale}/pageeditor-api/images/                 multipart: file + ImageUploadFields -> 201 EditorImage
 *   PATCH  /{locale}/pageeditor-api/images/{id}/            JSON ImagePatch -> EditorImage
 * Visitors meet images only as ImageRef inside other answers; files are served at /media/.
 */
import type { ImageRef, Paginated } from './common';

/** An image as the editor sees it: the ImageRef (texts in the request's locale) plus both locales' texts. */
export interface EditorImage extends ImageRef {
  original_name: string;
  mime: string;
  /** bytes of the original */
  size: number;
  alt_de: string;
  alt_en: string;
  caption_de: string;
  caption_en: string;
  copyright_de: string;
  copyright_en: string;
  /** ISO 8601 */
  created_at: string;
}

export type EditorImageList = Paginated<EditorImage>;

/** Text fields of the multipart upload (all optional); the image itself is the part named `file`. */
export interface ImageUploadFields {
  alt_de?: string;
  alt_en?: string;
  caption_de?: string;
  caption_en?: string;
  copyright_de?: string;
  copyright_en?: string;
  /** 0..1 from the left / top, both or neither */
  focal_x?: string;
  focal_y?: string;
}

/** PATCH body: every field optional; a changed focal point re-crops the cover crops (vertical, horizontal, their -small sizes, thumbnail). */
export interface ImagePatch {
  alt_de?: string;
  alt_en?: string;
  caption_de?: string;
  caption_en?: string;
  copyright_de?: string;
  copyright_en?: string;
  /** null = centre */
  focal_point?: { x: number; y: number } | null;
}

/** Page size of the image list. */
export const IMAGE_PAGE_SIZE = 24;
