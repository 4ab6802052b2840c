/** Undo and redo (SPEC §4): a section brought back through the API, or a page step (schedule, version, publish, discard). */
import * as editorPaths from '../../../shared/api/editorPaths';
import { ApiError } from '../../../shared/api/errors';
import { storeEnv } from '../../stores/env';
import { isPageStep, type Backup } from '../EditorStore';
import { bringBackStep } from '../history/pageSteps';
import { ownerKey, type EditableOwner } from '../owner';
import type { OperationsContext } from './context';
import { asOneAction, restoreSection } from './restoreSection';

/**
 * A step the back end refused with 409 (someone changed the page since, or what it would bring back
 * is no longer kept) cannot succeed later either: it is dropped (the alert says why), so the next
 * undo takes the step before it. Any other failure keeps it for another try.
 */
const outdated = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Thrown for an undo or redo the editor declined (another editor's change would go with it): the step is dropped. */
class Declined extends Error {}

export function historyOperations({ store, locale, api, editor, sectionsOf, mirror, put }: OperationsContext) {
  /**
   * Puts a section back into the state of `target` (undo and redo) through the API: restored as it
   * was, or deleted when it did not exist then. Answers the state it replaced.
   */
  async function bringBack(target: Backup): Promise<Backup> {
    const api = asOneAction(storeEnv(store).api);
    const owner: EditableOwner = { content_type: target.content_type as EditableOwner['content_type'], object_id: target.object_id };
    const current = sectionsOf(owner).find((s) => s.slug === target.slug || s.id === target.id);
    const replaced: Backup = current ?? { ...target, absent: true };
    if (!target.absent) {
      const { absent: _, ...section } = target;
      put(owner, await editor.track('write', () => restoreSection(api, locale, section, current)));
    } else if (current) {
      await editor.track('write', () => api.send('DELETE', editorPaths.container(locale, current.id)));
      editor.dropSection(ownerKey(owner), current.id);
      mirror(owner);
    }
    return replaced;
  }

  /**
   * An entry older than another editor's change of its section would take that change back too: the
   * editor is asked first, as for a stale save (the dialog names the newest history entry). 'Neu
   * laden' keeps their change and drops the step; 'Überschreiben' brings the entry back.
   */
  async function confirmOverOthers(entry: Backup): Promise<void> {
    const by = editor.crossedBy(entry);
    if (by === undefined) return;
    if ((await editor.askConflict('', by)) === 'reload') throw new Declined();
  }

  return {
    /**
     * SPEC §4: restores the newest backup (through the API), e.g. brings back a deleted module with
     * its children, or deletes a section that was added; what it replaced waits for redo.
     */
    async undo(): Promise<boolean> {
      // a save still on its way (one in place starts as the focus moves to 'Rückgängig') is undone, not raced
      await editor.settled();
      const backup = editor.takeBackup();
      if (!backup) return false;
      try {
        if (!isPageStep(backup)) await confirmOverOthers(backup);
        editor.pushRedo(isPageStep(backup) ? await bringBackStep(asOneAction(api), locale, store, editor, backup) : await bringBack(backup));
        return true;
      } catch (error) {
        if (error instanceof Declined) return false;
        if (!outdated(error)) editor.returnBackup(backup);
        throw error;
      }
    },

    /** Brings back what the last undo replaced; that undo can then be made again. */
    async redo(): Promise<boolean> {
      await editor.settled();
      const undone = editor.takeRedo();
      if (!undone) return false;
      try {
        if (!isPageStep(undone)) await confirmOverOthers(undone);
        editor.backup(isPageStep(undone) ? await bringBackStep(asOneAction(api), locale, store, editor, undone) : await bringBack(undone), true);
        return true;
      } catch (error) {
        if (error instanceof Declined) return false;
        if (!outdated(error)) editor.pushRedo(undone);
        throw error;
      }
    },
  };
}
