/**
 * State of the in-place page editor (SPEC §2, §4): the sections being edited per owner, the backups
 * that undo restores, the alert, the login modal and the module palette. The requests themselves
 * live in ./operations/. An area store (client/stores/areas.ts): it is created, and downloaded, only
 * with the lazily loaded editor chunk.
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import { defineArea } from '../stores/areas';
import { ALERT_MS, type Locale } from '../../shared/constants';
import type { ContainerSection, DraftContentType, ModuleNode, PublicationStatus, VersionChange } from '../../shared/contract/pages';
import type { OwnerReview, ReviewComment, ReviewSummary } from '../../shared/contract/review';
import type { PublicationAction } from '../../shared/api/editorPaths';
import { ApiError } from '../../shared/api/errors';

/** read: a GET; reorder: POST /reorder/; write: every other change (SPEC §4: only writes show the save alert) */
export type RequestKind = 'read' | 'reorder' | 'write';

export const EditorAlert = types.model('EditorAlert', {
  kind: types.enumeration(['save', 'error']),
  /** the server's message of a failure ('' for none) */
  detail: '',
  /** counts alerts, so a repeated alert re-announces (aria-live) */
  serial: 0,
});

/** Undo depth per section: enough for a working session, bounded so a long one does not hoard memory. */
export const MAX_BACKUPS = 50;

/**
 * A section as it was before a change, which undo (or redo) brings back; `absent`: the section did
 * not exist then (it was added), so bringing it back deletes it.
 */
export type Backup = ContainerSection & { absent?: true };

/**
 * A page-wide step undo can take back (./history/pageSteps.ts): the schedule's times as they were,
 * the page's content as one of its history versions holds it (before a restore), or a publication
 * action of an owner (`action`: what bringing the step back does, e.g. 'undo-publish' after a
 * publish, 'publish' again after its undo), based on the publication state its answer gave (`seen`),
 * or a translation copy into `locale` (the same, with 'undo-copy' after a copy and 'copy' after its undo).
 */
/** A schedule's go-live and take-down, and the go-live's languages (absent or null: every language). */
export type ScheduleTimes = { publish_at: string | null; unpublish_at: string | null; publish_locales?: Locale[] | null };

export type PageStep =
  /** `seen`: the times the step's own write left; other times since: someone changed the schedule, the editor is asked */
  | { step: 'schedule'; content_type: string; object_id: number; publish_at: string | null; unpublish_at: string | null; publish_locales?: Locale[] | null; seen?: ScheduleTimes }
  /** `seen`: the newest history version when the step was made (the restore's own); another one since: 409 'stale' */
  | { step: 'version'; pageId: number; versionId: number; seen?: number }
  | { step: 'publication'; content_type: DraftContentType; object_id: number; action: PublicationAction; seen: PublicationSeen; locales?: Locale[] }
  | { step: 'translation'; content_type: DraftContentType; object_id: number; locale: Locale; action: TranslationAction; seen: PublicationSeen };

/** What bringing a translation step back does: copy the other language into `locale` again, or undo that copy. */
export type TranslationAction = 'copy' | 'undo-copy';

/** The publication state a publication step is based on (PublicationStatus' times). */
export type PublicationSeen = Pick<PublicationStatus, 'published_at' | 'draft_updated_at' | 'is_online'>;

/** What undo (or redo) brings back: a section's state, or a page-wide step. */
export type UndoEntry = Backup | PageStep;

export const isPageStep = (entry: UndoEntry): entry is PageStep => 'step' in entry;

/** page-wide steps share one key in the undo order (a section's key is its slug, which never starts with '@') */
const PAGE_STEPS = '@page';
const keyOf = (entry: UndoEntry) => (isPageStep(entry) ? PAGE_STEPS : entry.slug);

/** reload: take what the other editor saved; overwrite: save mine over it */
export type ConflictChoice = 'reload' | 'overwrite';

/** A stale write (409): the server's message, who changed it, and what and when (ConflictDetails), when it said. */
export interface ConflictInfo {
  message: string;
  changedBy: string | null;
  change?: VersionChange | null;
  changedAt?: string | null;
}

export const EditorStore = types
  .model('EditorStore', {
    /** owner key (`page-12`, `event-3`) -> its sections as currently edited */
    sections: types.map(types.frozen<ContainerSection[]>()),
    /** section slug -> backups taken before each change, oldest first (SPEC §4: a snapshot per slug) */
    backups: types.map(types.frozen<UndoEntry[]>()),
    /** slugs in the order their backups were taken: undo takes the last */
    undoOrder: types.array(types.string),
    /** what undo replaced, newest last: redo brings it back; a new change empties it */
    redoStack: types.array(types.frozen<UndoEntry>()),
    alert: types.maybeNull(EditorAlert),
    loginOpen: false,
    /** the toolbar's module palette is open (the bar grows from 98 to 154 px) */
    paletteOpen: false,
    /** a module type picked in the palette, waiting for the column to insert it into */
    pendingModel: types.maybeNull(types.string),
    /** counts successful writes: the publish bar refreshes the draft state when it changes */
    writes: 0,
    /** owner key -> its review (./review/): the rounds and the open comments, shown at their modules */
    reviews: types.map(types.frozen<OwnerReview>()),
    /** owner key -> what its publication status last said of the review ('' none): a change means read the review again */
    reviewSignatures: types.map(types.string),
  })
  .volatile(() => ({
    alertTimer: null as ReturnType<typeof setTimeout> | null,
    /** a stale save (409) waiting for the editor's choice (client/editor/ConflictDialog.tsx) */
    conflict: null as null | (ConflictInfo & { resolve(choice: ConflictChoice): void }),
    /** undo and redo entries older than another editor's change of their section, with that editor's name */
    crossed: new WeakMap<object, string | null>(),
    /** module saves on their way, until their answer is on screen: undo and redo wait for them (a save in place starts as the focus moves to 'Rückgängig') */
    savesInFlight: new Set<Promise<unknown>>(),
  }))
  .views((self) => ({
    get canUndo(): boolean {
      return self.undoOrder.length > 0;
    },
    get canRedo(): boolean {
      return self.redoStack.length > 0;
    },
    sectionsOf(owner: string): readonly ContainerSection[] | undefined {
      return self.sections.get(owner);
    },
    /** Every undo entry in the order undo would take them back, oldest first (what `takeBackup` would answer, last first). */
    undoEntries(): UndoEntry[] {
      const left = new Map<string, number>();
      const newestFirst: UndoEntry[] = [];
      for (let i = self.undoOrder.length - 1; i >= 0; i--) {
        const key = self.undoOrder[i];
        const list = self.backups.get(key) ?? [];
        const index = (left.get(key) ?? list.length) - 1;
        if (index < 0) continue;
        left.set(key, index);
        newestFirst.push(list[index]);
      }
      return newestFirst.reverse();
    },
    /** Resolves once every module save on its way now has ended (whatever its outcome). */
    settled(): Promise<void> {
      return Promise.allSettled([...self.savesInFlight]).then(() => undefined);
    },
    /** The open review comments at a module (of any owner on screen), oldest first. */
    commentsAt(moduleId: number): ReviewComment[] {
      const found: ReviewComment[] = [];
      for (const review of self.reviews.values()) for (const comment of review.comments) if (comment.module === moduleId) found.push(comment);
      return found;
    },
    /** The key of the owner whose sections hold the module (a top-level module or an entry), if any is on screen. */
    ownerOfModule(moduleId: number): string | null {
      const holds = (nodes: readonly ModuleNode[]): boolean => nodes.some((n) => n.id === moduleId || holds(n.children));
      // a module shown through a placement is its reusable section's (issue 43 item 2): reviewed and commented on there
      for (const [key, sections] of self.sections) {
        const section = sections.find((s) => holds(s.modules));
        if (section) return section.shared ? `shared-${section.shared.id}` : key;
      }
      return null;
    },
  }))
  .actions((self) => ({
    hideAlert() {
      self.alert = null;
      if (self.alertTimer) clearTimeout(self.alertTimer);
      self.alertTimer = null;
    },
  }))
  .actions((self) => ({
    /** Shows the save or error alert and hides it after ALERT_MS (SPEC §9); a new alert restarts the time. */
    showAlert(kind: 'save' | 'error', detail = '') {
      const serial = (self.alert?.serial ?? 0) + 1;
      if (self.alertTimer) clearTimeout(self.alertTimer);
      self.alert = EditorAlert.create({ kind, detail, serial });
      self.alertTimer = setTimeout(() => self.hideAlert(), ALERT_MS);
    },
    openLogin(open = true) {
      self.loginOpen = open;
    },
    togglePalette(open = !self.paletteOpen) {
      self.paletteOpen = open;
      if (!open) self.pendingModel = null;
    },
    pickModel(model: string | null) {
      self.pendingModel = model;
    },
    setSections(owner: string, sections: readonly ContainerSection[]) {
      self.sections.set(owner, [...sections].sort((a, b) => a.order - b.order));
    },
    /** Replaces (or adds) one section of an owner; the others keep their identity, so only it re-renders. */
    putSection(owner: string, section: ContainerSection) {
      const current = self.sections.get(owner) ?? [];
      const next = current.some((s) => s.id === section.id) ? current.map((s) => (s.id === section.id ? section : s)) : [...current, section];
      self.sections.set(owner, next.sort((a, b) => a.order - b.order));
    },
    dropSection(owner: string, id: number) {
      self.sections.set(owner, (self.sections.get(owner) ?? []).filter((s) => s.id !== id));
    },
    /**
     * Keeps the section as it is now, before a change (SPEC §4 backup); a new change makes what was
     * undone unreachable, so redo forgets it (`keepRedo`: the backup redo itself takes).
     */
    backup(section: UndoEntry, keepRedo = false) {
      const key = keyOf(section);
      const list = [...(self.backups.get(key) ?? []), section].slice(-MAX_BACKUPS);
      self.backups.set(key, list);
      self.undoOrder.push(key);
      if (self.undoOrder.length > MAX_BACKUPS * 4) self.undoOrder.splice(0, self.undoOrder.length - MAX_BACKUPS * 4);
      if (!keepRedo) self.redoStack.clear();
    },
    /** Keeps what undo is about to replace, for redo. */
    pushRedo(section: UndoEntry) {
      self.redoStack.push(section);
      if (self.redoStack.length > MAX_BACKUPS) self.redoStack.splice(0, self.redoStack.length - MAX_BACKUPS);
    },
    /** Takes the newest undone state off the redo stack; null when there is none. */
    takeRedo(): UndoEntry | null {
      return self.redoStack.pop() ?? null;
    },
    /** Takes the newest backup off the stack (undo restores it); null when there is none. */
    takeBackup(): UndoEntry | null {
      while (self.undoOrder.length > 0) {
        const slug = self.undoOrder.pop()!;
        const list = self.backups.get(slug);
        if (!list?.length) continue;
        const section = list[list.length - 1];
        self.backups.set(slug, list.slice(0, -1));
        return section;
      }
      return null;
    },
    /** Asks the editor what to do about a stale save: take the other change, or overwrite it. */
    askConflict(message: string, changedBy: string | null, details: Pick<ConflictInfo, 'change' | 'changedAt'> = {}): Promise<ConflictChoice> {
      return new Promise<ConflictChoice>((resolve) => {
        self.conflict = { message, changedBy, ...details, resolve };
      });
    },
    resolveConflict(choice: ConflictChoice) {
      const pending = self.conflict;
      self.conflict = null;
      pending?.resolve(choice);
    },
    /** Counts `save` among the saves undo waits for, until it ends. */
    whileSaving<T>(save: Promise<T>): Promise<T> {
      self.savesInFlight.add(save);
      const done = () => void self.savesInFlight.delete(save);
      save.then(done, done);
      return save;
    },
    countWrite() {
      self.writes += 1;
    },
    setReview(owner: string, review: OwnerReview) {
      self.reviews.set(owner, review);
    },
    /** What the owner's publication status says of its review now (client/editor/review/ReviewControls.tsx reads it again on a change). */
    noteReview(owner: string, summary: ReviewSummary | null) {
      const signature = summary ? `${summary.id}/${summary.state}/${summary.comments}/${summary.decided_at ?? ''}` : '';
      if (self.reviewSignatures.get(owner) !== signature) self.reviewSignatures.set(owner, signature);
    },
    /**
     * Another editor changed these sections (the editor loaded their change): every undo and redo
     * entry of them is older than it, and bringing one back would take their change back too.
     */
    noteChangedByOthers(slugs: readonly string[], name: string | null) {
      const changed = new Set(slugs);
      for (const slug of changed) for (const entry of self.backups.get(slug) ?? []) self.crossed.set(entry, name);
      for (const entry of self.redoStack) if (!isPageStep(entry) && changed.has(entry.slug)) self.crossed.set(entry, name);
    },
    /** Who changed the entry's section after it was taken (undefined: nobody else). */
    crossedBy(entry: UndoEntry): string | null | undefined {
      return self.crossed.has(entry) ? self.crossed.get(entry)! : undefined;
    },
    /** Forgets the whole undo and redo history (signing out, leaving edit mode). */
    clearHistory() {
      self.backups.clear();
      self.undoOrder.clear();
      self.redoStack.clear();
    },
    /**
     * Puts a history kept for the session back (./history/sessionHistory.ts, after a reload): its undo
     * entries (oldest first) go below any taken since, its redo entries only when nothing was changed
     * since (a new change empties redo). `crossed`: entries whose section someone else changed since,
     * with who (undo asks first, as for a change loaded while editing).
     */
    restoreHistory(undo: readonly UndoEntry[], redo: readonly UndoEntry[], crossed: ReadonlyMap<UndoEntry, string | null>) {
      const since = self.undoEntries();
      const all = [...undo, ...since];
      self.backups.clear();
      self.undoOrder.clear();
      for (const entry of all) {
        const key = keyOf(entry);
        self.backups.set(key, [...(self.backups.get(key) ?? []), entry].slice(-MAX_BACKUPS));
        self.undoOrder.push(key);
      }
      if (since.length === 0 && self.redoStack.length === 0) self.redoStack.replace(redo.slice(-MAX_BACKUPS));
      for (const [entry, name] of crossed) self.crossed.set(entry, name);
    },
    /** Puts a backup back when restoring it failed, so the editor can try again. */
    returnBackup(section: UndoEntry) {
      const key = keyOf(section);
      self.backups.set(key, [...(self.backups.get(key) ?? []), section]);
      self.undoOrder.push(key);
    },
  }))
  .actions((self) => ({
    /**
     * Runs one request of the editor with its feedback (SPEC §4, §6, §8): a save alert after a
     * successful write, an error alert on failure, and the login modal on a 401. Re-throws, so the
     * caller keeps its form open with the values typed.
     */
    track: flow(function* track<T>(kind: RequestKind, run: () => Promise<T>) {
      try {
        const result: T = yield run();
        if (kind === 'write') {
          self.showAlert('save');
          self.countWrite();
        }
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) self.openLogin(true);
        self.showAlert('error', error instanceof ApiError && !error.errors ? error.message : '');
        throw error;
      }
    }) as <T>(kind: RequestKind, run: () => Promise<T>) => Promise<T>,
  }));

export type EditorStoreInstance = Instance<typeof EditorStore>;

/** The editor area's store (client/stores/areas.ts). */
export const editorArea = defineArea('editor', EditorStore);
