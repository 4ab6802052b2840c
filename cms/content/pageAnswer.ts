/**
 * Which state of a page a reader gets (issue 29: the choice, kept out of the endpoint):
 *   - an editor asking for a version: the page as stored in that version;
 *   - a visitor, or an editor asking for the published page: its published snapshot when it has
 *     unpublished changes (its live sections are then not read at all), else its live state;
 *   - an editor otherwise: the live state, i.e. the draft being worked on.
 * Offline pages and unknown versions are 404 for whoever may not see them.
 */
import type { Locale } from '../../shared/constants';
import type { Page } from '../../shared/contract/pages';
import type { DbOrTx } from '../db/client';
import { NotFoundError } from '../errors';
import { publishedSnapshot } from './drafts';
import { findPageVersion, stateOfVersion } from './pageVersions';
import { loadPageState, renderPage, unpublishedIn, type PageRow } from './pageState';
import { withoutMarks } from './tree';

export interface PageReader {
  locale: Locale;
  /** an editor (sees offline pages, versions and drafts) */
  editor: boolean;
  /** editors: the version to show */
  versionId?: number;
  /** editors: the published content instead of the draft */
  published?: boolean;
}

export async function pageAsSeen(db: DbOrTx, row: PageRow | null, reader: PageReader): Promise<Page> {
  // offline, or a language version not published yet (issue 45 item 3): only editors see it
  if (!row || (!reader.editor && (!row.is_online || unpublishedIn(row, reader.locale)))) throw new NotFoundError();
  if (reader.versionId !== undefined && reader.editor) {
    const version = await findPageVersion(db, row.id, reader.versionId);
    if (!version) throw new NotFoundError();
    return renderPage(db, stateOfVersion(row, version.snapshot), reader.locale, version.id, true);
  }
  // published content carries no editor marks (a module copied for translation and published unedited)
  const published = !reader.editor || reader.published === true;
  if (published) {
    const snapshot = await publishedSnapshot(db, { content_type: 'page', object_id: row.id });
    if (snapshot) return renderPage(db, { page: row, sections: snapshot.sections, modules: withoutMarks(snapshot.modules) }, reader.locale, null, reader.editor);
  }
  const state = await loadPageState(db, row);
  if (!state) throw new NotFoundError();
  return renderPage(db, published ? { ...state, modules: withoutMarks(state.modules) } : state, reader.locale, null, reader.editor, !published);
}
