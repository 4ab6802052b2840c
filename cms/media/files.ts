/**
 * Files under MEDIA_DIR. Every public file name is content-addressed (it contains a hash of the
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
import fs from 'node:fs/promises';
import path from 'node:path';

export const PUBLIC_MEDIA_FOLDERS = ['originals', 'renditions', 'downloads'] as const;

export function sha256(data: Buffer | string): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/** Absolute path of a stored relative path; refuses anything that would leave MEDIA_DIR. */
export function resolveMediaPath(mediaDir: string, relative: string): string {
  const absolute = path.resolve(mediaDir, relative);
  const root = path.resolve(mediaDir) + path.sep;
  if (!absolute.startsWith(root)) throw new Error(`media path outside MEDIA_DIR: ${relative}`);
  return absolute;
}

/**
 * Writes `data` to MEDIA_DIR/relative atomically (temp file + rename). Content-addressed names make
 * an existing file identical, so it is kept as it is.
 */
export async function writeMediaFile(mediaDir: string, relative: string, data: Buffer): Promise<void> {
  const target = resolveMediaPath(mediaDir, relative);
  try {
    await fs.access(target);
    return;
  } catch {
    // not there yet
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, target);
}

export async function mediaFileExists(mediaDir: string, relative: string): Promise<boolean> {
  try {
    await fs.access(resolveMediaPath(mediaDir, relative));
    return true;
  } catch {
    return false;
  }
}

export async function readMediaFile(mediaDir: string, relative: string): Promise<Buffer> {
  return fs.readFile(resolveMediaPath(mediaDir, relative));
}

/** Removes files (missing ones are ignored). */
export async function removeMediaFiles(mediaDir: string, relatives: Iterable<string>): Promise<void> {
  await Promise.all([...relatives].map((r) => fs.rm(resolveMediaPath(mediaDir, r), { force: true })));
}

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
export async function storeDownloadFile(mediaDir: string, data: Buffer, fileName: string): Promise<{ file: string; size: number; sha256: string }> {
  const hash = sha256(data);
  const file = `downloads/${hash.slice(0, 2)}/${hash.slice(0, 16)}/${safeFileName(fileName)}`;
  await writeMediaFile(mediaDir, file, data);
  return { file, size: data.length, sha256: hash };
}
