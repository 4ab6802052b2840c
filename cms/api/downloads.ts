/**
 * Press downloads (SPEC §7):
 *   GET /{locale}/api/download-categories/                   list
 *   GET /{locale}/api/download-directories/?category={id}    directories with their files (all without category)
 *   GET /{locale}/api/download-directories/{id}/             one directory
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { DownloadCategory, DownloadDirectory } from '../../shared/contract/downloads';
import { groupBy, objectUrls } from '../content/common';
import { idParam, messages } from '../content/listing';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { download_categories, download_directories, download_files } from '../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError, ValidationError } from '../errors';
import { loadImageRefs, mediaUrl } from '../media/imageRef';
import { sanitizeRichText } from '../sanitize/richText';

type DirectoryRow = typeof download_directories.$inferSelect;

async function toDirectories(db: DbOrTx, rows: DirectoryRow[], locale: Locale): Promise<DownloadDirectory[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((d) => d.id);
  const [files, images] = await Promise.all([
    db
      .select()
      .from(download_files)
      .where(inArray(download_files.directory_id, ids))
      .orderBy(asc(download_files.order), asc(download_files.id)),
    loadImageRefs(
      db,
      rows.map((d) => d.image_id),
      locale,
    ),
  ]);
  const filesOf = groupBy(files, (f) => f.directory_id);
  return rows.map((d) => ({
    id: d.id,
    category: d.category_id,
    name: tr(d, 'name', locale),
    // sanitized on every write since the admin treats it as rich text; again here for rows stored before
    description: sanitizeRichText(tr(d, 'description', locale)),
    slug: d.slug,
    date: d.date,
    image: (d.image_id !== null && images.get(d.image_id)) || null,
    files: (filesOf.get(d.id) ?? []).map((f) => ({ id: f.id, title: tr(f, 'title', locale), url: mediaUrl(f.file), mime: f.mime, size: f.size })),
    url: objectUrls('press-slug-id', d.slug, d.id),
    admin_url: adminChangeUrl('pressDirectory', d.id),
  }));
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'downloadCategories.browse',
    method: 'GET',
    api: 'api',
    path: '/download-categories/',
    permission: 'public',
    async handler({ db, locale }): Promise<DownloadCategory[]> {
      const rows = await db.select().from(download_categories).orderBy(asc(download_categories.order), asc(download_categories.id));
      return rows.map((c) => ({ id: c.id, name: tr(c, 'name', locale), order: c.order }));
    },
  }),

  defineEndpoint({
    name: 'downloadDirectories.browse',
    method: 'GET',
    api: 'api',
    path: '/download-directories/',
    permission: 'public',
    input: { query: z.object({ category: idParam.optional() }) },
    async handler({ db, locale, query }): Promise<DownloadDirectory[]> {
      if (query.category !== undefined) {
        const [category] = await db.select({ id: download_categories.id }).from(download_categories).where(eq(download_categories.id, query.category));
        if (!category) throw new ValidationError({ category: [messages.unknownValue('download category', String(query.category))] });
      }
      const rows = await db
        .select()
        .from(download_directories)
        .where(query.category === undefined ? undefined : eq(download_directories.category_id, query.category))
        .orderBy(asc(download_directories.order), sql`${download_directories.date} DESC NULLS LAST`, asc(download_directories.id));
      return toDirectories(db, rows, locale);
    },
  }),

  defineEndpoint({
    name: 'downloadDirectories.read',
    method: 'GET',
    api: 'api',
    path: '/download-directories/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params }): Promise<DownloadDirectory> {
      const rows = await db.select().from(download_directories).where(eq(download_directories.id, params.id));
      if (rows.length === 0) throw new NotFoundError();
      const [directory] = await toDirectories(db, rows, locale);
      return directory;
    },
  }),
];
