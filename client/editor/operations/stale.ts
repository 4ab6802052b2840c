import { ApiError } from '../../../shared/api/errors';
import { conflictDetails } from '../conflicts';
import type { EditorStoreInstance } from '../EditorStore';

/**
 * A save based on `version`; when someone else saved meanwhile (409 'stale'), the editor chooses:
 * reload (take the current state from the answer) or overwrite: send again, based on the current
 * version; `overwrite` sends something else then (a reorder applies only its own move onto the
 * current order).
 */
export async function resolveStaleWith<T extends { version?: number }>(
  editor: Pick<EditorStoreInstance, 'askConflict'>,
  send: (version: number | undefined) => Promise<T>,
  version: number | undefined,
  reloaded: (current: T) => T,
  overwrite: (current: T) => Promise<T> = (current) => send(current.version),
): Promise<T> {
  try {
    return await send(version);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'stale' || !error.conflict?.current) throw error;
    const current = error.conflict.current as T;
    const choice = await editor.askConflict(error.message, error.conflict.changed_by, conflictDetails(error));
    return choice === 'overwrite' ? overwrite(current) : reloaded(current);
  }
}
