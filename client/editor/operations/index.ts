/**
 * Every change the editor makes, as calls of the page-editor API (docs/api/pageeditor.md) followed by
 * the store update: the EditorStore's sections (what the editing view renders) and, for a content
 * page, the PageStore's page. Each operation keeps a backup of the section first (undo), and runs
 * through `editor.track`, which shows the alerts and opens the login modal on a 401. One file per
 * concern: session, sections and modules, history (undo/redo), publication, versions.
 */
import type { Locale } from '../../../shared/constants';
import type { RootStoreInstance } from '../../stores/RootStore';
import { operationsContext } from './context';
import { historyOperations } from './history';
import { publicationOperations } from './publication';
import { sectionOperations } from './sections';
import { sessionOperations } from './session';
import { versionOperations } from './versions';

export type { DraftOwner, Placement } from './types';
export { resolveStaleWith } from './stale';

export function createOperations(store: RootStoreInstance, locale: Locale) {
  const context = operationsContext(store, locale);
  return {
    /** the page's language, the operations' */
    locale,
    ...sessionOperations(context),
    ...sectionOperations(context),
    ...historyOperations(context),
    ...publicationOperations(context),
    ...versionOperations(context),
  };
}

export type Operations = ReturnType<typeof createOperations>;
