/** Undo and redo (SPEC §4): a section brought back through the API, or a page step (schedule, version, publish, discard). */
import * as editorPaths from '../../../shared/api/editorPaths';
import { ApiError } from '../../../shared/api/errors';
import type { ContainerSection, DraftContentType, PublicationStatus } from '../../../shared/contract/pages';
import { conflictDetails, isStale } from '../conflicts';
import { storeEnv } from '../../stores/env';
import { isPageStep, type Backup, type PageStep } from '../EditorStore';
import { bringBackStep, newestVersion } from '../history/pageSteps';
import { ownerKey, type EditableOwner } from '../owner';
import type { OperationsContext } from './context';
import { asOneAction, restoreSection } from './restoreSection';
import { restoreOverOthers } from './versions';
import { sharedTexts } from '../shared/texts';

/**
 * A step the back end refused with 409 (someone changed the page since, or what it would bring back
 * is no longer kept) cannot succeed later either: it is dropped (the alert says why), so the next
 * undo takes the step before it. Any other failure keeps it for another try.
 */
const outdated = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Thrown for an undo or redo the editor declined (another editor's change would go with it): the step is dropped. */
class Declined extends Error {}

export function historyOperations(context: OperationsContext) {
  const { store, locale, api, editor, sectionsOf, mirror, put } = context;

  /**
   * A schedule step takes back the times its own write left (`seen`); when the schedule has other
   * times now, someone changed it since: the editor is asked first, as for a stale save ('Neu laden'
   * keeps their times and drops the step).
   */
  async function confirmScheduleUnchanged(step: Extract<PageStep, { step: 'schedule' }>): Promise<void> {
    if (!step.seen) return;
    const now = await api.get<PublicationStatus>(editorPaths.publication(locale, step.content_type as DraftContentType, step.object_id));
    if (now.publish_at === step.seen.publish_at && now.unpublish_at === step.seen.unpublish_at) return;
    if ((await editor.askConflict('', now.last_change?.mine ? null : (now.last_change?.by ?? null))) === 'reload') throw new Declined();
  }

  /** A page-wide step brought back; a version restore asks first when someone saved since the step (null: reload, dropped). */
  async function bringBackPage(step: PageStep): Promise<PageStep> {
    if (step.step === 'schedule') await confirmScheduleUnchanged(step);
    if (step.step !== 'version') return bringBackStep(asOneAction(api), locale, store, editor, step);
    const restored = await restoreOverOthers(context, step.pageId, step.versionId, step.seen ?? (await newestVersion(api, locale, step.pageId)) ?? undefined);
    if (!restored) throw new Declined();
    return restored.undo ?? { ...step, seen: undefined };
  }

  /** The section as the server has it now; undefined when it is gone. */
  async function sectionNow(id: number): Promise<ContainerSection | undefined> {
    try {
      return await api.get<ContainerSection>(editorPaths.container(locale, id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  /**
   * Writes the step over `current` (what the editor shows). The writes say the versions they are
   * based on; when another editor changed the section since (409 'stale'), the editor is asked as for
   * a stale save: 'Neu laden' shows the section as it is now and drops the step, 'Überschreiben'
   * writes the step again over what is there now. Answers the state the step was written over.
   */
  async function overCurrent(
    owner: EditableOwner,
    current: ContainerSection | undefined,
    write: (current: ContainerSection | undefined) => Promise<void>,
  ): Promise<ContainerSection | undefined> {
    try {
      await write(current);
      return current;
    } catch (error) {
      if (!isStale(error) || !current) throw error;
      const choice = await editor.askConflict(error.message, error.conflict?.changed_by ?? null, conflictDetails(error));
      const now = await sectionNow(current.id);
      if (choice === 'overwrite') {
        await write(now);
        return now;
      }
      if (now) put(owner, now);
      else {
        editor.dropSection(ownerKey(owner), current.id);
        mirror(owner);
      }
      throw new Declined();
    }
  }

  /**
   * Puts a section back into the state of `target` (undo and redo) through the API: restored as it
   * was, or deleted when it did not exist then. Answers the state it replaced.
   */
  async function bringBack(target: Backup): Promise<Backup> {
    const api = asOneAction(storeEnv(store).api);
    const owner: EditableOwner = { content_type: target.content_type as EditableOwner['content_type'], object_id: target.object_id };
    const current = sectionsOf(owner).find((s) => s.slug === target.slug || s.id === target.id);
    // a reusable section's content is not the page's to restore (docs/editor.md "Reusable sections"):
    // its changes go back with 'Änderungen verwerfen' of its bar; a state of the section from before it
    // became reusable (or after it was detached) would write page-local modules over it
    if (target.shared || current?.shared) {
      editor.showAlert('error', (sharedTexts[locale].shared as Record<string, string>).noUndo);
      throw new Declined();
    }
    const overwritten = await overCurrent(owner, current, async (shown) => {
      if (!target.absent) {
        const { absent: _, ...section } = target;
        put(owner, await editor.track('write', () => restoreSection(api, locale, section, shown)));
      } else if (shown) {
        const version = shown.version === undefined ? '' : `?version=${shown.version}`;
        await editor.track('write', () => api.send('DELETE', `${editorPaths.container(locale, shown.id)}${version}`));
        editor.dropSection(ownerKey(owner), shown.id);
        mirror(owner);
      }
    });
    return overwritten ?? { ...target, absent: true };
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
        editor.pushRedo(isPageStep(backup) ? await bringBackPage(backup) : await bringBack(backup));
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
        editor.backup(isPageStep(undone) ? await bringBackPage(undone) : await bringBack(undone), true);
        return true;
      } catch (error) {
        if (error instanceof Declined) return false;
        if (!outdated(error)) editor.pushRedo(undone);
        throw error;
      }
    },
  };
}
