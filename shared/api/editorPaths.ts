/** Paths of the back-end API (SPEC §7) of the page editor's writes (docs/api/pageeditor.md); see ./paths.ts. */
import type { Locale } from '../constants';

/** the page editor's writes (docs/api/pageeditor.md) */
export const container = (locale: Locale, id?: number) => `/${locale}/pageeditor-api/container/${id ? `${id}/` : ''}`;
export const moduleItem = (locale: Locale, model: string, id?: number) => `/${locale}/pageeditor-api/${encodeURIComponent(model)}/${id ? `${id}/` : ''}`;
/** a section brought back to a state in one write (undo, redo): docs/api/pageeditor.md */
export const restoreSection = (locale: Locale) => `/${locale}/pageeditor-api/container/restore/`;
export const reorder = (locale: Locale) => `/${locale}/pageeditor-api/reorder/`;
export const versions = (locale: Locale, pageId: number) => `/${locale}/pageeditor-api/page/${pageId}/versions/`;
export const versionDiff = (locale: Locale, pageId: number, versionId: number, against: number | null = null) =>
  `/${locale}/pageeditor-api/page/${pageId}/versions/${versionId}/diff/${against === null ? '' : `?against=${against}`}`;
/** `newest`: the newest version the editor saw (a newer one answers 409 'stale') */
export const restoreVersion = (locale: Locale, pageId: number, versionId: number, newest?: number) =>
  `/${locale}/pageeditor-api/page/${pageId}/versions/${versionId}/restore/${newest === undefined ? '' : `?newest=${newest}`}`;
/** what an editor does to an owner's draft as a whole, and the undo of it (docs/api/pageeditor.md) */
export type PublicationAction = 'publish' | 'discard' | 'undo-publish' | 'undo-discard';
/** drafts, publishing, schedule and presence of an owner (docs/api/pageeditor.md) */
export const publication = (locale: Locale, contentType: string, objectId: number, action: '' | 'heartbeat' | PublicationAction | 'schedule' = '') =>
  `/${locale}/pageeditor-api/publication/${contentType}/${objectId}/${action ? `${action}/` : ''}`;
/** the sections deleted from an owner, in the trash, and the restore of one (docs/api/pageeditor.md "Trash") */
export const trashSections = (locale: Locale, contentType: string, objectId: number | null) => `/${locale}/pageeditor-api/trash/sections/${contentType}/${objectId ?? 'hub'}/`;
export const trashRestore = (locale: Locale, entryId: number) => `/${locale}/pageeditor-api/trash/${entryId}/restore/`;
/** the content calendar between two Berlin days, both included (docs/api/pageeditor.md "Content calendar") */
export const contentCalendar = (locale: Locale, from: string, to: string) => `/${locale}/pageeditor-api/calendar/?from=${from}&to=${to}`;
