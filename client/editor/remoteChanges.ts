/**
 * Another editor's saves, seen by the open editor within seconds (issue 26 item 2): every
 * EDITOR_CHANGES_POLL_MS the editor asks the owner's publication status (one indexed read) for the
 * newest write by someone else (`last_other_change`: a draft save, a publish or a discard, by whom;
 * also when this editor saved right after it). When it is new, what the editor shows is loaded again (a content page whole, a concert's,
 * story's or person's sections one by one) and it says so; while a form holds typed, unsaved input
 * (unsaved.ts) nothing is replaced under it: it says that too and loads once the form is saved or
 * discarded.
 *
 * Why polling and not the content-version stream (cms/api/versionStream.ts): a draft save does not
 * bump the content version (visitors see nothing new, so no cache is emptied), so that stream never
 * hears of the edits editors need to see; the status read is what presence already uses.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EDITOR_CHANGES_POLL_MS, type Locale } from '../../shared/constants';
import type { ContainerSection, Page, PublicationStatus } from '../../shared/contract/pages';
import { isNotFound } from '../../shared/api/errors';
import * as apiPaths from '../../shared/api/paths';
import * as editorPaths from '../../shared/api/editorPaths';
import { areaOf } from '../stores/areas';
import { storeEnv } from '../stores/env';
import type { RootStoreInstance } from '../stores/RootStore';
import { editorArea } from './EditorStore';
import type { DraftOwner } from './operations';
import { ownerKey } from './owner';
import { reconcile } from './sectionTree';
import { signature } from './sectionSignature';
import { hasUnsavedWork } from './unsaved';


/** The anchors of the sections held that `fresh` changed or no longer has. */
export function changedSections(held: readonly ContainerSection[], fresh: readonly ContainerSection[]): string[] {
  const now = new Map(fresh.map((s) => [s.id, s]));
  return held.filter((s) => !now.has(s.id) || signature(now.get(s.id)!) !== signature(s)).map((s) => s.slug);
}

/**
 * Loads again what the editor shows of `owner` after `by` changed it: unchanged modules keep their
 * identity (only changed ones re-render), and the undo and redo entries of the sections they changed
 * are marked (undo asks before it takes their change back).
 */
export async function refreshOwner(store: RootStoreInstance, locale: Locale, owner: DraftOwner, by: string | null = null): Promise<void> {
  const { api } = storeEnv(store);
  const editor = areaOf(store, editorArea);
  const key = ownerKey(owner);
  const held = editor.sectionsOf(key) ?? [];
  const byId = new Map(held.map((s) => [s.id, s]));
  const page = store.page.current;
  if (owner.content_type === 'page') {
    const url = page?.id === owner.object_id && page.version_id === null ? page.urls[locale] : undefined;
    if (!url) return;
    const fresh = await api.get<Page>(apiPaths.page(locale, url.replace(new RegExp(`^/${locale}/?`), '')));
    store.page.replaceCurrent(fresh);
    editor.noteChangedByOthers(changedSections(held, fresh.modules), by);
    editor.setSections(key, fresh.modules.map((s) => reconcile(byId.get(s.id), s)));
    return;
  }
  const next: ContainerSection[] = [];
  for (const section of held) {
    try {
      next.push(reconcile(section, await api.get<ContainerSection>(editorPaths.container(locale, section.id))));
    } catch (error) {
      if (!isNotFound(error)) throw error; // deleted by the other editor: it goes
    }
  }
  editor.noteChangedByOthers(changedSections(held, next), by);
  editor.setSections(key, next);
}

export type RemoteNotice = { kind: 'refreshed' | 'waiting'; name: string | null; serial: number };

/**
 * Follows `owner` while the editor has it open; answers the notice to show (null: none) and a way to
 * dismiss it. `status` reads the owner's publication status (ops.publicationStatus without heartbeat).
 */
export function useRemoteChanges(
  store: RootStoreInstance,
  locale: Locale,
  owner: DraftOwner,
  status: (owner: DraftOwner) => Promise<PublicationStatus>,
): { notice: RemoteNotice | null; dismiss(): void } {
  const [notice, setNotice] = useState<RemoteNotice | null>(null);
  const seen = useRef<string | null | undefined>(undefined);
  const pending = useRef<string | null | false>(false);
  const { content_type, object_id } = owner;

  useEffect(() => {
    const target = { content_type, object_id };
    let alive = true;
    let busy = false;
    const apply = async (name: string | null) => {
      if (hasUnsavedWork()) {
        pending.current = name;
        setNotice((n) => ({ kind: 'waiting', name, serial: (n?.serial ?? 0) + 1 }));
        return;
      }
      pending.current = false;
      await refreshOwner(store, locale, target, name);
      // the toolbar's draft state follows (PublishBar refreshes on a counted write)
      areaOf(store, editorArea).countWrite();
      if (alive) setNotice((n) => ({ kind: 'refreshed', name, serial: (n?.serial ?? 0) + 1 }));
    };
    const poll = async () => {
      if (busy || document.visibilityState === 'hidden') return;
      busy = true;
      try {
        const next = await status(target);
        if (!alive) return;
        // a review step (submitted, sent back, a comment) by someone else shows within the same seconds
        areaOf(store, editorArea).noteReview(ownerKey(target), next.review);
        // someone else's newest write, also when this editor saved right after it
        const change = next.last_other_change;
        const at = change?.at ?? null;
        if (seen.current === undefined) seen.current = at;
        else if (at !== seen.current) {
          seen.current = at;
          if (change) await apply(change.by);
        }
        if (pending.current !== false && !hasUnsavedWork()) await apply(pending.current);
      } catch {
        // the next poll tries again; a failed read changes nothing on screen
      } finally {
        busy = false;
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), EDITOR_CHANGES_POLL_MS);
    // a tab in the background asks nothing; back in front it asks at once
    const onVisible = () => document.visibilityState === 'visible' && void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store, locale, content_type, object_id, status]);

  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, dismiss };
}
