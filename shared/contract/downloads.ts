/**
 * Press downloads (SPEC §7): categories > directories > files. Answers of
 *   GET /{locale}/api/download-categories/[?with=directories], /download-directories/, /download-directories/{id}/
 */
import type { ImageRef, Paginated } from './common';
import type { ObjectUrls } from './events';

/** Directories per page of GET /{locale}/api/download-directories/?category={id}&page={n} (the press page's "load more"). */
export const DOWNLOADS_PAGE_SIZE = 6;

/** GET /{locale}/api/download-categories/ : list, ordered. */
export interface DownloadCategory {
  id: number;
  name: string;
  order: number;
}

/**
 * GET /{locale}/api/download-categories/?with=directories : each category with the first page of its
 * directories, as `/download-directories/?category={id}&page=1` answers it (the press page in one answer).
 */
export interface DownloadCategoryWithDirectories extends DownloadCategory {
  directories: Paginated<DownloadDirectory>;
}

export interface DownloadFile {
  id: number;
  title: string;
  /** public URL under /media/ */
  url: string;
  mime: string;
  /** bytes */
  size: number;
}

/** GET /{locale}/api/download-directories/?category={id} (list) and /download-directories/{id}/ */
export interface DownloadDirectory {
  id: number;
  /** category id */
  category: number;
  name: string;
  /** rich text (allowlisted HTML) */
  description: string;
  slug: string;
  /** 'YYYY-MM-DD' or null */
  date: string | null;
  image: ImageRef | null;
  files: DownloadFile[];
  /** '/de/presse/{slug}/{id}', '/en/press/{slug}/{id}' */
  url: ObjectUrls;
  /** '/admin/press/directory/{id}/change/' */
  admin_url: string;
}
