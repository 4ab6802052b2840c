/**
 * Media files (in MEDIA_DIR, or the bucket with MEDIA_STORAGE=s3: cms/media/store.ts). Every public file name is content-addressed (it contains a hash of the
 * bytes, or of the original's bytes and every parameter that shapes the rendition), so a URL never
 * changes meaning and /media/ can be cached for a year as immutable.
 *
 * Layout (paths relative to MEDIA_DIR, as stored in the database):
 *   originals/{aa}/{sha256}.{ext}                     uploaded images, as uploaded
 *   renditions/{aa}/{sha16}-{alias}-{hash10}.{ext}    webp / avif / jpeg renditions; hash10 is the hash
 *                                                     of the recipe (original, size, crop, format, version)
 *   downloads/{aa}/{sha16}/{file-name}                press downloads (PDF, JPEG...)
 * Only these folders are served at /media/ (PUBLIC_MEDIA_FOLDERS). Anything else under MEDIA_DIR
 * (form uploads, temp files) is never served.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { MediaStore } from './store';

export const PUBLIC_MEDIA_FOLDERS = ['originals', 'renditions', 'downloads'] as const;

export function sha256(data: Buffer | string): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

export { resolveMediaPath } from './store';

/**
 * A safe, readable file name for downloads: ASCII letters, digits, dot, dash, underscore; umlauts
 * transliterated; never empty, never a dotfile.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const cleaned = base
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120);
  return cleaned || fallback;
}

/**
 * Stores a download (press file) content-addressed: downloads/{aa}/{sha16}/{safe name}. Returns
 * the relative path and the size.
 */
export async function storeDownloadFile(store: MediaStore, data: Buffer, fileName: string): Promise<{ file: string; size: number; sha256: string }> {
  const hash = sha256(data);
  const file = `downloads/${hash.slice(0, 2)}/${hash.slice(0, 16)}/${safeFileName(fileName)}`;
  await store.write(file, data);
  return { file, size: data.length, sha256: hash };
}
