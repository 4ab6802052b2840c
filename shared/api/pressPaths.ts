/** Paths of the back-end API (SPEC §7) of the press area; see ./paths.ts. */
import type { Locale } from '../constants';

export const downloadCategories = (locale: Locale) => `/${locale}/api/download-categories/`;
/** every category with the first page of its directories (the press page in one answer) */
export const downloadCategoriesWithDirectories = (locale: Locale) => `/${locale}/api/download-categories/?with=directories`;
export const downloadDirectories = (locale: Locale, category: number) => `/${locale}/api/download-directories/?category=${category}`;
export const downloadDirectory = (locale: Locale, id: number) => `/${locale}/api/download-directories/${id}/`;
