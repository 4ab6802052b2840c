/** Sections and their modules: add, name, change, delete, save, move (each with its undo backup and stale check). */
import type { ApiClient } from '../../../shared/api/client';
import type { ContainerSection, ModuleNode, SharedSectionUse } from '../../../shared/contract/pages';
import type { ModuleData } from '../../../shared/modules/types';
import { ApiError, isNotFound } from '../../../shared/api/errors';
import * as apiPaths from '../../../shared/api/paths';
import * as editorPaths from '../../../shared/api/editorPaths';
import { firstHeadline, headlineSlug, isAutomaticSectionSlug, SECTION_WORDS, sectionSlugCandidates, takenAnchors, withFreeSlug } from '../anchors';
import { firstSectionSlug, ownerKey, type EditableOwner } from '../owner';
import { columnCount } from '../../../shared/modules/container';
import { columnIds, placeChildren, placeColumns, replayMove, withModule, withoutModule } from '../sectionTree';
import type { OperationsContext } from './context';
import { asOneAction } from './restoreSection';
import type { Placement } from './types';

/**
 * The section after this editor's own add or delete of a module: the back end bumps the section's
 * version once per such write (cms/content/staleness.ts), so the next reorder based on it is not
 * refused as stale, while another editor's structural change meanwhile still is (it bumped too).
 */
/**
 * A section in the trash as the editor lists it (GET pageeditor-api/trash/sections/…): one of the
 * owner's own (`section`, its title the anchor), or a reusable section that was placed on the page
 * (`shared`, its title the name, `uses` the pages it comes back on).
 */
export interface DeletedSection {
  id: number;
  kind: 'section' | 'shared';
  object_id: number;
  title: string;
  deleted_at: string;
  deleted_by_name: string;
  uses?: SharedSectionUse[];
}

const restructured = (section: ContainerSection): ContainerSection => (section.version === undefined ? section : { ...section, version: section.version + 1 });

export function sectionOperations({ locale, api, editor, sectionsOf, contextOf, resolveStale, mirror, put, showDraftPage }: OperationsContext) {
  /** A new section (no headline yet): 'abschnitt-3' (its place), or the next free anchor. */
  function createSection(owner: EditableOwner, layout: number): Promise<ContainerSection> {
    const sections = sectionsOf(owner);
    const word = SECTION_WORDS[locale];
    const n = sections.length + 1;
    const candidates = sectionSlugCandidates([`${word}-${n}`, `${word}-${n + 1}`, `${word}-${n + 2}`], contextOf(owner), takenAnchors(sections));
    return editor.track('write', () =>
      withFreeSlug(candidates, (slug) =>
        api.send<ContainerSection>('POST', editorPaths.container(locale), { slug, parent: null, content_type: owner.content_type, object_id: owner.object_id, layout }),
      ),
    );
  }


  type Item = { id: number; column: number; order: number; parent?: number | null };
  /** a reorder's payload and the section as it will look */
  type Placed = { items: Item[]; section: ContainerSection };
  /**
   * Shows the new order at once, confirms it by POST /reorder/ (no save alert: SPEC §4) based on the
   * section's version, puts it back on failure. Someone else's change meanwhile: reload, or overwrite,
   * which applies only this editor's own move onto the order there is now (`replay`; null: nothing
   * of it left to apply), so another editor's move stays (issue 45 item 10).
   */
  async function reorder(owner: EditableOwner, section: ContainerSection, placed: Placed, replay: (current: ContainerSection) => Placed | null): Promise<void> {
    editor.backup(section);
    put(owner, placed.section);
    try {
      const send = (version: number | undefined, items = placed.items) =>
        editor.track('reorder', () => api.send<ContainerSection>('POST', editorPaths.reorder(locale), { section: section.id, version, items }));
      const answer = await resolveStale(
        send,
        section.version,
        (current: ContainerSection) => current,
        (current: ContainerSection) => {
          const again = replay(current);
          if (!again) return Promise.resolve(current);
          put(owner, again.section);
          return send(current.version, again.items);
        },
      );
      put(owner, answer);
    } catch (error) {
      put(owner, section);
      throw error;
    }
  }

  /**
   * A section whose anchor the editor made ('abschnitt-3', isAutomaticSectionSlug) takes the name of
   * its first headline ('saisonstart'), unique on the page and in the language. Part of the
   * headline's save (`action`: one history entry; its undo restores the old anchor); someone else's
   * change meanwhile wins.
   */
  async function nameSectionFromHeadline(action: ApiClient, owner: EditableOwner, sectionId: number): Promise<void> {
    const sections = sectionsOf(owner);
    const section = sections.find((s) => s.id === sectionId);
    if (!section || !isAutomaticSectionSlug(section.slug, owner)) return;
    const base = headlineSlug(String(firstHeadline(section)?.data.content ?? ''));
    if (!base) return;
    const taken = takenAnchors(sections);
    taken.delete(section.slug);
    const candidates = sectionSlugCandidates([base, `${base}-2`, `${base}-3`], contextOf(owner), taken);
    try {
      const renamed = await editor.track('write', () =>
        withFreeSlug(candidates, (slug) => action.send<ContainerSection>('PATCH', editorPaths.container(locale, section.id), { slug, version: section.version })),
      );
      put(owner, renamed);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'stale')) throw error;
    }
  }

  return {
    adopt(owner: EditableOwner, sections: readonly ContainerSection[]) {
      editor.setSections(ownerKey(owner), sections);
    },

    /**
     * SPEC §4/§8: the owner's first section, its empty container section `{type}-{id}` (a 404 of the
     * section fetch creates it). Asked for by the save of the owner's first module, never by opening
     * it: opening an owner without sections writes nothing (issue 44, SectionsEditor.tsx).
     */
    async ensureSection(owner: EditableOwner): Promise<ContainerSection> {
      const [first] = sectionsOf(owner);
      if (first) return first;
      const slug = firstSectionSlug(owner);
      try {
        const found = await editor.track('read', () => api.get<ContainerSection>(apiPaths.sectionBySlug(locale, slug)));
        put(owner, found);
        return found;
      } catch (error) {
        if (!isNotFound(error)) throw error;
        const created = await editor.track('write', () =>
          api.send<ContainerSection>('POST', editorPaths.container(locale), { slug, parent: null, content_type: owner.content_type, object_id: owner.object_id, layout: 0 }),
        );
        put(owner, created);
        return created;
      }
    },

    /** Adds a section; undo deletes it again. */
    async addSection(owner: EditableOwner, layout: number): Promise<ContainerSection> {
      const created = await createSection(owner, layout);
      editor.backup({ ...created, absent: true });
      put(owner, created);
      return created;
    },

    async updateSection(owner: EditableOwner, section: ContainerSection, patch: { layout?: number; slug?: string }): Promise<void> {
      editor.backup(section);
      const send = (version: number | undefined) =>
        editor.track('write', () => api.send<ContainerSection>('PATCH', editorPaths.container(locale, section.id), { ...patch, version }));
      const updated = await resolveStale(send, section.version, (current: ContainerSection) => current);
      put(owner, updated);
    },

    /** Deletes the section as the editor saw it: changed by someone else meanwhile, the editor reloads or deletes anyway. */
    async deleteSection(owner: EditableOwner, section: ContainerSection): Promise<void> {
      editor.backup(section);
      let kept: ContainerSection | null = null;
      const send = async (version: number | undefined): Promise<ContainerSection> => {
        await editor.track('write', () => api.send('DELETE', `${editorPaths.container(locale, section.id)}${version ? `?version=${version}` : ''}`));
        return section;
      };
      await resolveStale(send, section.version, (current: ContainerSection) => (kept = current));
      const reloaded = kept as ContainerSection | null; // set by the callback: the editor took the other change
      if (reloaded) {
        editor.takeBackup();
        put(owner, reloaded);
        return;
      }
      editor.dropSection(ownerKey(owner), section.id);
      mirror(owner);
    },

    /**
     * Creates (no `node`) or updates a module; throws ApiError (400 with `errors` per field) so the form
     * can show it. A headline's save names a section the editor named after it, in the same user action
     * (one history entry). Undo waits for it until its answer is on screen (`whileSaving`).
     */
    saveModule(owner: EditableOwner, section: ContainerSection, model: string, values: ModuleData, target: { node: ModuleNode } | { placement: Placement }): Promise<ModuleNode> {
      editor.backup(section);
      const action = asOneAction(api);
      return editor.whileSaving(
        (async () => {
          const saved =
            'node' in target
              ? await resolveStale(
                  (version) => editor.track('write', () => action.send<ModuleNode>('PUT', editorPaths.moduleItem(locale, model, target.node.id), { ...values, version })),
                  target.node.version,
                  (current: ModuleNode) => current,
                )
              : await editor.track('write', () => action.send<ModuleNode>('POST', editorPaths.moduleItem(locale, model), { ...values, ...target.placement }));
          const latest = sectionsOf(owner).find((s) => s.id === section.id) ?? section;
          // an update answers the node with its children; keep them in place
          put(owner, withModule('node' in target ? latest : restructured(latest), saved));
          // the error alert has told; the module is saved all the same
          if (model === 'headline') await nameSectionFromHeadline(action, owner, section.id).catch(() => undefined);
          return saved;
        })(),
      );
    },

    /** The editor says a module copied for translation is translated: its mark goes (one undo step, as a save). */
    markTranslated(owner: EditableOwner, sectionId: number, node: ModuleNode): Promise<ModuleNode | null> {
      const section = sectionsOf(owner).find((s) => s.id === sectionId);
      return section ? this.saveModule(owner, section, node.model, { translation_done: true }, { node }) : Promise.resolve(null);
    },

    /** Deletes the module as the editor saw it: changed by someone else meanwhile, the editor reloads it or deletes anyway. */
    async deleteModule(owner: EditableOwner, section: ContainerSection, node: ModuleNode): Promise<void> {
      editor.backup(section);
      let kept: ModuleNode | null = null;
      const send = async (version: number | undefined): Promise<ModuleNode> => {
        await editor.track('write', () => api.send('DELETE', `${editorPaths.moduleItem(locale, node.model, node.id)}${version ? `?version=${version}` : ''}`));
        return node;
      };
      await resolveStale(send, node.version, (current: ModuleNode) => (kept = current));
      const latest = sectionsOf(owner).find((s) => s.id === section.id) ?? section;
      const reloaded = kept as ModuleNode | null; // set by the callback: the editor took the other change
      if (reloaded) {
        editor.takeBackup();
        put(owner, withModule(latest, reloaded));
        return;
      }
      put(owner, withoutModule(restructured(latest), node.id));
    },

    /** The sections deleted from the owner that the trash keeps (docs/editor.md "Trash"), newest first. */
    async deletedSections(owner: EditableOwner): Promise<DeletedSection[]> {
      const answer = await api.get<{ data: DeletedSection[] }>(editorPaths.trashSections(locale, owner.content_type, owner.object_id));
      return answer.data;
    },

    /** Puts a deleted section back into the owner's draft (a taken anchor: the back end takes a free one) and shows it. */
    async restoreDeletedSection(owner: EditableOwner, entry: DeletedSection): Promise<ContainerSection> {
      await editor.track('write', () => api.send('POST', editorPaths.trashRestore(locale, entry.id), {}));
      const section = await api.get<ContainerSection>(editorPaths.container(locale, entry.object_id));
      put(owner, section);
      return section;
    },

    /**
     * Puts a deleted reusable section back (the trash's restore of kind `shared`: its content, drafts
     * and history, and its placements on every page that still exists, drafts of those pages) and
     * shows the page again as editors see it (also when someone else restored it first: 404).
     */
    async restoreDeletedShared(entry: DeletedSection): Promise<void> {
      try {
        await editor.track('write', () => api.send('POST', editorPaths.trashRestore(locale, entry.id), {}));
      } catch (error) {
        if (isNotFound(error)) await showDraftPage();
        throw error;
      }
      await showDraftPage();
    },

    /**
     * Moves the top-level modules into `columns` (ids per column, in order), the editor's move of
     * `moved`: shown at once, then confirmed by POST /reorder/.
     */
    async placeModules(owner: EditableOwner, section: ContainerSection, columns: number[][], moved: number): Promise<void> {
      await reorder(owner, section, placeColumns(section, columns), (current) => placeColumns(current, replayMove(columnIds(current, columnCount(current.layout)), columns, moved)));
    },

    /** Puts a list's children in the order of `ids`, the editor's move of `moved`. */
    async placeChildren(owner: EditableOwner, section: ContainerSection, parent: ModuleNode, ids: number[], moved: number): Promise<void> {
      await reorder(owner, section, placeChildren(section, parent, ids), (current) => {
        const now = current.modules.find((m) => m.id === parent.id);
        return now ? placeChildren(current, now, replayMove([now.children.map((c) => c.id)], [ids], moved)[0]) : null;
      });
    },
  };
}
