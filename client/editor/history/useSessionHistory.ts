/**
 * Keeps the page's undo and redo history for the session while the editor has it open, and brings it
 * back after a reload (./sessionHistory.ts says how, and why it is safe).
 */
import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { Locale } from '../../../shared/constants';
import type { ContainerSection, PublicationStatus } from '../../../shared/contract/pages';
import * as editorPaths from '../../../shared/api/editorPaths';
import { isNotFound } from '../../../shared/api/errors';
import { storeEnv } from '../../stores/env';
import type { RootStoreInstance } from '../../stores/RootStore';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import type { DraftOwner } from '../operations/types';
import { claimKeptHistory, keepHistory, restoreHistory, seenSectionIds, serializeHistory, storageKey, type StoredHistory } from './sessionHistory';

/** Reads the sections a kept history is based on as they are now, and puts it back. */
async function bringBack(store: RootStoreInstance, locale: Locale, owner: DraftOwner, kept: StoredHistory): Promise<void> {
  const { api } = storeEnv(store);
  const now = new Map<number, ContainerSection | null>();
  for (const id of seenSectionIds(kept)) {
    try {
      now.set(id, await api.get<ContainerSection>(editorPaths.container(locale, id)));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      now.set(id, null);
    }
  }
  // who changed it, as the open editor would say (the owner's newest write)
  let by: string | null = null;
  try {
    const status = await api.get<PublicationStatus>(editorPaths.publication(locale, owner.content_type, owner.object_id));
    by = status.last_change && !status.last_change.mine ? status.last_change.by : null;
  } catch {
    // the conflict dialog then says 'someone'
  }
  restoreHistory(areaOf(store, editorArea), kept, now, by);
}

export function useSessionHistory(store: RootStoreInstance, locale: Locale, owner: DraftOwner | null, active: boolean): void {
  const contentType = owner?.content_type;
  const objectId = owner?.object_id;
  useEffect(() => {
    if (!active || contentType === undefined || objectId === undefined) return;
    const target = { content_type: contentType, object_id: objectId } as DraftOwner;
    const editor = areaOf(store, editorArea);
    const key = storageKey(locale, target);
    let alive = true;
    let stop: (() => void) | null = null;
    const keep = () => {
      if (!alive) return;
      stop = reaction(
        () => serializeHistory(editor, target, locale),
        (history) => keepHistory(key, history),
        { fireImmediately: true },
      );
    };
    const kept = claimKeptHistory(key);
    if (kept) {
      // nothing is written before the kept history is back (a reload meanwhile finds it still there)
      bringBack(store, locale, target, kept).then(keep, keep);
    } else keep();
    return () => {
      alive = false;
      stop?.();
    };
  }, [store, locale, contentType, objectId, active]);
}
