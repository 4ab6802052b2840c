/** Press downloads as the API answers them: categories, and directories with their files. */
import { asc, count, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { DownloadCategory, DownloadDirectory } from '../../shared/contract/downloads';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { tr } from '../db/i18n';
import { download_categories, download_directories, download_files } from '../db/schema';
import { loadImageRefs, mediaUrl } from '../media/imageRef';
import { sanitizeRichText } from '../sanitize/richText';
import { groupBy, objectUrls } from './common';

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

/** Every category, in the editors' order. */
export async function listDownloadCategories(db: DbOrTx, locale: Locale): Promise<DownloadCategory[]> {
  const rows = await prepared(db, 'download_categories_all', (on) => on.select().from(download_categories).orderBy(asc(download_categories.order), asc(download_categories.id))).execute();
  return rows.map((c) => ({ id: c.id, name: tr(c, 'name', locale), order: c.order }));
}

export async function downloadCategoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [category] = await db.select({ id: download_categories.id }).from(download_categories).where(eq(download_categories.id, id));
  return category !== undefined;
}

/** The directories' list order: the editors' order, then newest first (undated last). */
const directoryOrder = () => [asc(download_directories.order), sql`${download_directories.date} DESC NULLS LAST`, asc(download_directories.id)];

/**
 * The first `size` directories of every category, in the list order, with how many each category
 * has: one statement (a window per category) and the directories' files and images, however many
 * categories there are (the press page).
 */
export async function firstDirectoryPages(db: DbOrTx, size: number, locale: Locale): Promise<Map<number, { count: number; items: DownloadDirectory[] }>> {
  const ranked = db
    .select({
      ...getTableColumns(download_directories),
      position: sql<number>`row_number() OVER (PARTITION BY ${download_directories.category_id} ORDER BY ${sql.join(directoryOrder(), sql`, `)})`.as('position'),
      total: sql<number>`count(*) OVER (PARTITION BY ${download_directories.category_id})`.as('total'),
    })
    .from(download_directories)
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.position, size)).orderBy(asc(ranked.category_id), asc(ranked.position));
  const directories = await toDirectories(
    db,
    rows.map(({ position: _position, total: _total, ...row }) => row),
    locale,
  );
  const pages = new Map<number, { count: number; items: DownloadDirectory[] }>();
  rows.forEach((row, i) => {
    const page = pages.get(row.category_id) ?? { count: Number(row.total), items: [] };
    page.items.push(directories[i]);
    pages.set(row.category_id, page);
  });
  return pages;
}

/** The directories (of a category, or all), in the editors' order, then newest first. */
export async function listDirectories(db: DbOrTx, categoryId: number | undefined, locale: Locale): Promise<DownloadDirectory[]> {
  const rows = await db
    .select()
    .from(download_directories)
    .where(categoryId === undefined ? undefined : eq(download_directories.category_id, categoryId))
    .orderBy(...directoryOrder());
  return toDirectories(db, rows, locale);
}

/** One page of the directories (of a category, or all), in the order of listDirectories, with how many there are. */
export async function findDirectories(
  db: DbOrTx,
  categoryId: number | undefined,
  { limit, offset }: { limit: number; offset: number },
  locale: Locale,
): Promise<{ count: number; items: DownloadDirectory[] }> {
  const where = categoryId === undefined ? undefined : eq(download_directories.category_id, categoryId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(download_directories)
      .where(where)
      .orderBy(...directoryOrder())
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(download_directories).where(where),
  ]);
  return { count: total?.n ?? 0, items: await toDirectories(db, rows, locale) };
}

export async function loadDirectory(db: DbOrTx, id: number, locale: Locale): Promise<DownloadDirectory | null> {
  const rows = await db.select().from(download_directories).where(eq(download_directories.id, id));
  const [directory] = await toDirectories(db, rows, locale);
  return directory ?? null;
}

/** Stores a file's row in a directory; its id. */
export async function insertDownloadFile(db: DbOrTx, values: typeof download_files.$inferInsert): Promise<number> {
  const [row] = await db.insert(download_files).values(values).returning({ id: download_files.id });
  return row.id;
}
