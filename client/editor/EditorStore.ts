/**
 * State of the in-place page editor (SPEC §2, §4): the sections being edited per owner, the backups
 * that undo restores, the alert, the login modal and the module palette. The requests themselves
 * live in ./operations.ts. An area store (client/stores/areas.ts): it is created, and downloaded, only
 * with the lazily loaded editor chunk.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from '../stores/areas';
import { ALERT_MS } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
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

/** reload: take what the other editor saved; overwrite: save mine over it */
export type ConflictChoice = 'reload' | 'overwrite';

export const EditorStore = types
  .model('EditorStore', {
    /** owner key (`page-12`, `event-3`) -> its sections as currently edited */
    sections: types.map(types.frozen<ContainerSection[]>()),
    /** section slug -> backups taken before each change, oldest first (SPEC §4: a snapshot per slug) */
    backups: types.map(types.frozen<ContainerSection[]>()),
    /** slugs in the order their backups were taken: undo takes the last */
    undoOrder: types.array(types.string),
    alert: types.maybeNull(EditorAlert),
    loginOpen: false,
    /** the toolbar's module palette is open (the bar grows from 98 to 154 px) */
    paletteOpen: false,
    /** a module type picked in the palette, waiting for the column to insert it into */
    pendingModel: types.maybeNull(types.string),
    /** counts successful writes: the publish bar refreshes the draft state when it changes */
    writes: 0,
  })
  .volatile(() => ({
    alertTimer: null as ReturnType<typeof setTimeout> | null,
    /** a stale save (409) waiting for the editor's choice (client/editor/ConflictDialog.tsx) */
    conflict: null as null | { message: string; changedBy: string | null; resolve(choice: ConflictChoice): void },
  }))
  .views((self) => ({
    get canUndo(): boolean {
      return self.undoOrder.length > 0;
    },
    sectionsOf(owner: string): readonly ContainerSection[] | undefined {
      return self.sections.get(owner);
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
    /** Keeps the section as it is now, before a change (SPEC §4 backup). */
    backup(section: ContainerSection) {
      const list = [...(self.backups.get(section.slug) ?? []), section].slice(-MAX_BACKUPS);
      self.backups.set(section.slug, list);
      self.undoOrder.push(section.slug);
      if (self.undoOrder.length > MAX_BACKUPS * 4) self.undoOrder.splice(0, self.undoOrder.length - MAX_BACKUPS * 4);
    },
    /** Takes the newest backup off the stack (undo restores it); null when there is none. */
    takeBackup(): ContainerSection | null {
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
    askConflict(message: string, changedBy: string | null): Promise<ConflictChoice> {
      return new Promise<ConflictChoice>((resolve) => {
        self.conflict = { message, changedBy, resolve };
      });
    },
    resolveConflict(choice: ConflictChoice) {
      const pending = self.conflict;
      self.conflict = null;
      pending?.resolve(choice);
    },
    countWrite() {
      self.writes += 1;
    },
    /** Puts a backup back when restoring it failed, so the editor can try again. */
    returnBackup(section: ContainerSection) {
      self.backups.set(section.slug, [...(self.backups.get(section.slug) ?? []), section]);
      self.undoOrder.push(section.slug);
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

/** The editor area's store (client/stores/areas.ts). */
export const editorArea = defineArea('editor', EditorStore);
