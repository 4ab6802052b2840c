/**
 * The undo and redo history kept for the session (issue 45 item 11): a reload of the page in the
 * same tab brings it back. It is kept per page (owner and language) in sessionStorage whenever it
 * changes, bounded in size, and restored only on a real reload of the same address
 * (`performance.getEntriesByType('navigation')[0].type === 'reload'`): a fresh visit, or another page,
 * starts empty (and forgets what was kept). Signing out and leaving edit mode forget it too.
 *
 * Based on versions: every section entry is kept with the state of its section it would replace (its
 * id and `signature`: the section's version, layout, anchor and each module's version, or that it was
 * gone). After the reload each such section is read again; one changed since (another editor saved)
 * marks its entries as crossed, so undo and redo ask first with the conflict dialog ('Neu laden' keeps
 * their change and drops the step), exactly as for a change loaded while editing. The page-wide steps
 * carry what they were based on already (the schedule's times, the newest history version, the
 * publication state): the back end, or the editor, refuses or asks for those; a version step without
 * it is not kept.
 */
import type { Locale } from '../../../shared/constants';
import type { ContainerSection } from '../../../shared/contract/pages';
import { isPageStep, type EditorStoreInstance, type UndoEntry } from '../EditorStore';
import { ownerKey, type EditableOwner } from '../owner';
import { signature } from '../sectionSignature';

/** The prefix of every key this keeps in sessionStorage. */
export const STORAGE_PREFIX = 'editor-history:';

/** The most characters one page's history takes in sessionStorage (about 2 MB of the origin's 5 MB): the oldest entries go first. */
export const MAX_STORED_CHARS = 1_000_000;

export const storageKey = (locale: Locale, owner: EditableOwner): string => `${STORAGE_PREFIX}${locale}:${ownerKey(owner)}`;

/** The state of the section an entry would replace when it was kept: its id and signature; null: it was gone. */
export type SeenSection = { id: number; signature: string } | null;

export interface StoredEntry {
  entry: UndoEntry;
  /** section entries: the state they are based on */
  seen?: SeenSection;
  /** someone else changed its section since (who, null: unknown) */
  crossed?: string | null;
}

export interface StoredHistory {
  v: 1;
  /** oldest first, as undo takes them back last */
  undo: StoredEntry[];
  /** oldest first, as redo takes them back last */
  redo: StoredEntry[];
}

/** Whether the entry belongs to this page (owner and language). */
function belongsTo(entry: UndoEntry, owner: EditableOwner, locale: Locale): boolean {
  if (isPageStep(entry)) {
    if (entry.step === 'version') return owner.content_type === 'page' && entry.pageId === owner.object_id;
    return entry.content_type === owner.content_type && entry.object_id === owner.object_id;
  }
  return entry.content_type === owner.content_type && entry.object_id === owner.object_id && (!entry.locale || entry.locale === locale);
}

/** What an entry of the history is kept as; null: it is not kept (a version step based on nothing known). */
function toStored(entry: UndoEntry, sections: readonly ContainerSection[], crossedBy: (entry: UndoEntry) => string | null | undefined): StoredEntry | null {
  const crossed = crossedBy(entry);
  const marks = crossed === undefined ? {} : { crossed };
  if (isPageStep(entry)) return entry.step === 'version' && entry.seen === undefined ? null : { entry, ...marks };
  // the section as the editor has it now is what the entry would replace (bringBack finds it by anchor or id)
  const current = sections.find((s) => s.slug === entry.slug) ?? sections.find((s) => s.id === entry.id);
  return { entry, seen: current ? { id: current.id, signature: signature(current) } : null, ...marks };
}

/** The history of one page (owner and language) as kept for the session; null: it has none. */
export function serializeHistory(editor: EditorStoreInstance, owner: EditableOwner, locale: Locale): StoredHistory | null {
  const sections = editor.sectionsOf(ownerKey(owner)) ?? [];
  const crossedBy = (entry: UndoEntry) => editor.crossedBy(entry);
  const keep = (entries: readonly UndoEntry[]) =>
    entries.filter((entry) => belongsTo(entry, owner, locale)).flatMap((entry) => toStored(entry, sections, crossedBy) ?? []);
  const undo = keep(editor.undoEntries());
  const redo = keep(editor.redoStack);
  return undo.length || redo.length ? { v: 1, undo, redo } : null;
}

/** The history as text of at most `limit` characters: the oldest undo entries go first, then the oldest redo entries. */
export function boundedJson(history: StoredHistory, limit = MAX_STORED_CHARS): string | null {
  let total = JSON.stringify(history).length;
  /** how many of the list's oldest entries go, for the text to fit: an entry takes its text and the comma after it (the last one none) */
  const drop = (list: StoredEntry[]) => {
    let gone = 0;
    while (total > limit && gone < list.length) {
      total -= JSON.stringify(list[gone]).length + (gone < list.length - 1 ? 1 : 0);
      gone++;
    }
    return gone;
  };
  const undo = history.undo.slice(drop(history.undo));
  const redo = history.redo.slice(drop(history.redo));
  return undo.length || redo.length ? JSON.stringify({ v: 1, undo, redo } satisfies StoredHistory) : null;
}

/** Reads a kept history; null when there is none or it cannot be read. */
export function parseHistory(text: string | null): StoredHistory | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as StoredHistory;
    return parsed?.v === 1 && Array.isArray(parsed.undo) && Array.isArray(parsed.redo) ? parsed : null;
  } catch {
    return null;
  }
}

/** The ids of the sections the kept section entries are based on (read again before the history comes back). */
export function seenSectionIds(history: StoredHistory): number[] {
  const ids = new Set<number>();
  for (const stored of [...history.undo, ...history.redo]) if (stored.seen) ids.add(stored.seen.id);
  return [...ids];
}

/**
 * Puts a kept history back into the editor. `now`: the sections it is based on as they are now (id ->
 * the section, or null: gone); an entry whose section changed since is marked as crossed by `changedBy`.
 * Answers how many entries were marked.
 */
export function restoreHistory(editor: EditorStoreInstance, history: StoredHistory, now: ReadonlyMap<number, ContainerSection | null>, changedBy: string | null): number {
  const crossed = new Map<UndoEntry, string | null>();
  const changed = (seen: SeenSection | undefined): boolean => {
    if (seen === undefined) return false;
    if (seen === null) return false; // it was gone then; bringing the entry back creates it anew (a section of that anchor now is found by it)
    const fresh = now.get(seen.id);
    return !fresh || signature(fresh) !== seen.signature;
  };
  const take = (list: StoredEntry[]) =>
    list.map(({ entry, seen, crossed: by }) => {
      if (by !== undefined) crossed.set(entry, by);
      else if (changed(seen)) crossed.set(entry, changedBy);
      return entry;
    });
  const undo = take(history.undo);
  const redo = take(history.redo);
  editor.restoreHistory(undo, redo, crossed);
  return crossed.size;
}

/** The kind of the document's own navigation ('navigate', 'reload', 'back_forward'); '' where the browser does not say. */
function navigationType(): string {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return '';
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? '';
}

/** The address the document was loaded from (path and query). */
function loadedAddress(): string {
  const [entry] = (typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : []) as PerformanceNavigationTiming[];
  if (!entry?.name) return '';
  const url = new URL(entry.name, location.href);
  return url.pathname;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage switched off
  }
}

/** Forgets every kept history but `except`'s. */
export function forgetStoredHistories(except?: string): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(STORAGE_PREFIX) && key !== except) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/** Once per document: the first page the editor opens may take its kept history back (a reload of it); everything else is forgotten. */
let claimed = false;

/**
 * The history kept for `key`, when this document is a reload of the address it is open at and
 * nothing claimed one before; null otherwise. The first call forgets every other kept history.
 */
export function claimKeptHistory(key: string): StoredHistory | null {
  if (claimed) return null;
  claimed = true;
  const reload = navigationType() === 'reload' && loadedAddress() === location.pathname;
  forgetStoredHistories(reload ? key : undefined);
  return reload ? parseHistory(storage()?.getItem(key) ?? null) : null;
}

/** Keeps the page's history for the session (null: it has none, the key is removed). */
export function keepHistory(key: string, history: StoredHistory | null): void {
  const store = storage();
  if (!store) return;
  const text = history ? boundedJson(history) : null;
  try {
    if (text) store.setItem(key, text);
    else store.removeItem(key);
  } catch {
    // full: what was kept before would be wrong now
    store.removeItem(key);
  }
}

/** For tests: the next page may claim a kept history again. */
export function resetClaimForTests(): void {
  claimed = false;
}
