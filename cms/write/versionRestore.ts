/**
 * Restoring a page version (issue 29: the rule kept out of the endpoint): inside the one content-write
 * path, under the page's lock, refused with 409 'stale' when a version newer than the one the editor
 * saw exists; the restore is itself recorded as a new version ('restored version N').
 */
import type { Locale } from '../../shared/constants';
import type { Page } from '../../shared/contract/pages';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { PAGE_EDITOR_MESSAGES } from '../content/messages';
import { loadPageRow, loadPageState, renderPage } from '../content/pageState';
import { findPageVersion, restoreSnapshot } from '../content/pageVersions';
import { assertNewestVersion } from '../content/versionHistory';
import { editorWrite } from './contentWrite';

export interface RestoreVersionInput {
  pageId: number;
  versionId: number;
  /** the newest version the editor saw; a newer one answers 409 'stale' */
  newest?: number;
  locale: Locale;
}

export function restoreVersion(db: Db, user: { id: number }, { pageId, versionId, newest, locale }: RestoreVersionInput): Promise<Page> {
  return editorWrite(db, user, `restored version ${versionId}`, async (tx, { before }) => {
    if (!(await loadPageRow(tx, pageId))) throw new NotFoundError();
    const version = await findPageVersion(tx, pageId, versionId);
    if (!version) throw new NotFoundError(PAGE_EDITOR_MESSAGES[locale].versionNotFound);
    await before({ content_type: 'page', object_id: pageId });
    // under the page's lock (taken by `before`): the history the editor saw is still the newest
    if (newest !== undefined) await assertNewestVersion(tx, pageId, newest, locale);
    await restoreSnapshot(tx, pageId, version.snapshot);
    const state = await loadPageState(tx, pageId);
    return renderPage(tx, state!, locale, null, true);
  });
}
