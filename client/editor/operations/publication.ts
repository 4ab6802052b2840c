/** An owner's draft: its status and who has it open, publish, discard, schedule. */
import type { Locale } from '../../../shared/constants';
import type { DiscardResult, PublicationStatus } from '../../../shared/contract/pages';
import type { ScheduleTimes } from '../EditorStore';
import * as editorPaths from '../../../shared/api/editorPaths';
import { publicationStep } from '../history/pageSteps';
import { ownerKey } from '../owner';
import type { OperationsContext } from './context';
import type { DraftOwner } from './types';

export function publicationOperations({ locale, api, editor, mirror }: OperationsContext) {
  return {
    /** The owner's draft state and who else edits it; `heartbeat` also says "I have it open". */
    publicationStatus(owner: DraftOwner, heartbeat: boolean): Promise<PublicationStatus> {
      const path = editorPaths.publication(locale, owner.content_type, owner.object_id, heartbeat ? 'heartbeat' : '');
      return heartbeat ? api.send<PublicationStatus>('POST', path) : api.get<PublicationStatus>(path);
    },

    async leave(owner: DraftOwner): Promise<void> {
      await api.send('DELETE', editorPaths.publication(locale, owner.content_type, owner.object_id, 'heartbeat'));
    },

    /** The draft becomes what visitors see (in `locales` only when given); undo brings back what they saw before (and the draft stays). */
    async publish(owner: DraftOwner, locales?: Locale[]): Promise<PublicationStatus> {
      const status = await editor.track('read', () => api.send<PublicationStatus>('POST', editorPaths.publication(locale, owner.content_type, owner.object_id, 'publish'), { locales }));
      if (status.changed) editor.backup(publicationStep(owner, 'publish', status, locales));
      return status;
    },

    /** Back to what is published: the editor and the page show the published sections again; undo brings the draft back. */
    async discard(owner: DraftOwner, locales?: Locale[]): Promise<PublicationStatus> {
      const result = await editor.track('read', () => api.send<DiscardResult>('POST', editorPaths.publication(locale, owner.content_type, owner.object_id, 'discard'), { locales }));
      if (result.status.changed) editor.backup(publicationStep(owner, 'discard', result.status, locales));
      editor.setSections(ownerKey(owner), result.sections);
      mirror(owner);
      return result.status;
    },

    /** Sets go-live and take-down (and the go-live's languages); undo sets the times and languages it replaced (`previous`) again. */
    async schedule(owner: DraftOwner, times: ScheduleTimes, previous?: ScheduleTimes): Promise<PublicationStatus> {
      const status = await editor.track('write', () => api.send<PublicationStatus>('PUT', editorPaths.publication(locale, owner.content_type, owner.object_id, 'schedule'), times));
      if (previous) {
        const seen = { publish_at: status.publish_at, unpublish_at: status.unpublish_at, publish_locales: status.publish_locales };
        editor.backup({ step: 'schedule', ...owner, publish_at: previous.publish_at, unpublish_at: previous.unpublish_at, publish_locales: previous.publish_locales ?? null, seen });
      }
      return status;
    },
  };
}
