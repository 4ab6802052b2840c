/**
 * Every change the editor makes, as calls of the page-editor API (docs/api/pageeditor.md) followed by
 * the store update: the EditorStore's sections (what the editing view renders) and, for a content
 * page, the PageStore's page. Each operation keeps a backup of the section first (undo), and runs
 * through `editor.track`, which shows the alerts and opens the login modal on a 401.
 */
import { EDIT_ACTION_HEADER, type Locale } from '../../shared/constants';
import type { ContainerSection, DiscardResult, DraftContentType, ModuleNode, Page, PageVersion, PublicationStatus, VersionDiff } from '../../shared/contract/pages';
import type { EditorUser } from '../../shared/contract/user';
import type { ModuleData } from '../../shared/modules/types';
import type { ApiClient } from '../../shared/api/client';
import { ApiError, isNotFound } from '../../shared/api/errors';
import * as apiPaths from '../../shared/api/paths';
import * as editorPaths from '../../shared/api/editorPaths';
import { storeEnv } from '../stores/env';
import type { RootStoreInstance } from '../stores/RootStore';
import { firstHeadline, headlineSlug, isAutomaticSectionSlug, SECTION_WORDS, sectionSlugCandidates, takenAnchors, withFreeSlug } from './anchors';
import { firstSectionSlug, ownerKey, type EditableOwner } from './owner';
import { slugify } from '../../shared/slug';
import { placeChildren, placeColumns, reconcile, withModule, withoutModule } from './sectionTree';
import { areaOf } from '../stores/areas';
import { editorArea, isPageStep, type Backup, type EditorStoreInstance } from './EditorStore';
import { bringBackStep, newestVersion, showRestored } from './history/pageSteps';
import { conflictDetails, isStale } from './conflicts';


/**
 * A save based on `version`; when someone else saved meanwhile (409 'stale'), the editor chooses:
 * reload (take the current state from the answer) or overwrite (send again, based on the current version).
 */
export async function resolveStaleWith<T extends { version?: number }>(
  editor: Pick<EditorStoreInstance, 'askConflict'>,
  send: (version: number | undefined) => Promise<T>,
  version: number | undefined,
  reloaded: (current: T) => T,
): Promise<T> {
  try {
    return await send(version);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'stale' || !error.conflict?.current) throw error;
    const current = error.conflict.current as T;
    const choice = await editor.askConflict(error.message, error.conflict.changed_by, conflictDetails(error));
    return choice === 'overwrite' ? send(current.version) : reloaded(current);
  }
}

/** An owner that has drafts: a page, concert, story or person. */
export interface DraftOwner {
  content_type: DraftContentType;
  object_id: number;
}

/** Where a new module goes. */
export interface Placement {
  section: number;
  column: number;
  parent: number | null;
  order?: number;
}

function allIds(section: ContainerSection | undefined): Set<number> {
  const ids = new Set<number>();
  for (const node of section?.modules ?? []) {
    ids.add(node.id);
    for (const child of node.children) ids.add(child.id);
  }
  return ids;
}

/**
 * The section after this editor's own add or delete of a module: the back end bumps the section's
 * version once per such write (cms/content/staleness.ts), so the next reorder based on it is not
 * refused as stale, while another editor's structural change meanwhile still is (it bumped too).
 */
const restructured = (section: ContainerSection): ContainerSection => (section.version === undefined ? section : { ...section, version: section.version + 1 });

const sameData = (a: ModuleNode, b: ModuleNode) => JSON.stringify(a.data) === JSON.stringify(b.data);

/**
 * Brings a section back to a backup through the API: its layout and anchor, the modules it had (a
 * deleted one is created again, with its children), their data and places; modules added since go.
 * Returns the section as the server has it afterwards.
 */
export async function restoreSection(api: ApiClient, locale: Locale, backup: ContainerSection, current: ContainerSection | undefined): Promise<ContainerSection> {
  let sectionId: number;
  if (!current) {
    const created = await api.send<ContainerSection>('POST', editorPaths.container(locale), {
      slug: backup.slug,
      parent: null,
      content_type: backup.content_type,
      object_id: backup.object_id,
      layout: backup.layout,
      order: backup.order,
    });
    sectionId = created.id;
  } else {
    sectionId = current.id;
    if (current.layout !== backup.layout || current.slug !== backup.slug) {
      await api.send('PATCH', editorPaths.container(locale, sectionId), { layout: backup.layout, slug: backup.slug });
    }
  }
  const wanted = allIds(backup);
  for (const node of current?.modules ?? []) {
    if (!wanted.has(node.id)) {
      await api.send('DELETE', editorPaths.moduleItem(locale, node.model, node.id));
      continue;
    }
    for (const child of node.children) if (!wanted.has(child.id)) await api.send('DELETE', editorPaths.moduleItem(locale, child.model, child.id));
  }
  const present = new Map<number, ModuleNode>();
  for (const node of current?.modules ?? []) {
    present.set(node.id, node);
    for (const child of node.children) present.set(child.id, child);
  }
  const ids = new Map<number, number>();
  const put = async (node: ModuleNode, parent: number | null) => {
    const now = present.get(node.id);
    if (now && now.parent === parent) {
      if (!sameData(now, node)) await api.send('PUT', editorPaths.moduleItem(locale, node.model, node.id), { ...node.data });
      ids.set(node.id, node.id);
    } else {
      const created = await api.send<ModuleNode>('POST', editorPaths.moduleItem(locale, node.model), {
        ...node.data,
        section: sectionId,
        parent,
        column: node.column,
        order: node.order,
      });
      ids.set(node.id, created.id);
    }
  };
  for (const node of backup.modules) {
    await put(node, null);
    for (const child of node.children) await put(child, ids.get(node.id)!);
  }
  const items = backup.modules.flatMap((node) => [
    { id: ids.get(node.id)!, column: node.column, order: node.order, parent: null },
    ...node.children.map((child) => ({ id: ids.get(child.id)!, column: node.column, order: child.order, parent: ids.get(node.id)! })),
  ]);
  if (items.length > 0) return api.send<ContainerSection>('POST', editorPaths.reorder(locale), { section: sectionId, items });
  return api.get<ContainerSection>(editorPaths.container(locale, sectionId));
}

/** The API with every write marked as part of one user action: the page's history records one version. */
function asOneAction(api: ApiClient): ApiClient {
  const headers = { [EDIT_ACTION_HEADER]: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}` };
  return { ...api, send: (method, path, body) => api.send(method, path, body, headers) };
}

export function createOperations(store: RootStoreInstance, locale: Locale) {
  const { api } = storeEnv(store);
  const editor = areaOf(store, editorArea);

  const sectionsOf = (owner: EditableOwner) => editor.sectionsOf(ownerKey(owner)) ?? [];
  /** What makes a section anchor unique across the site: the content page's own slug ('karriere'), else the owner ('event-3'). */
  function contextOf(owner: EditableOwner): string {
    const page = store.page.current;
    if (owner.content_type === 'page' && page && page.id === owner.object_id) {
      const last = (page.urls[locale] ?? '').split('/').filter(Boolean).pop();
      if (last && last !== locale) return slugify(last).slice(0, 40);
    }
    return ownerKey(owner);
  }

  /** The content page on screen as editors see it (its draft); on failure what is shown stays. */
  async function showDraftPage(): Promise<void> {
    const page = store.page.current;
    const url = page?.urls[locale];
    if (!page || page.version_id !== null || !url) return;
    try {
      store.page.replaceCurrent(await api.get<Page>(apiPaths.page(locale, url.replace(new RegExp(`^/${locale}/?`), ''))));
    } catch {
      // the published content stays on screen
    }
  }

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

  const resolveStale = <T extends { version?: number }>(send: (version: number | undefined) => Promise<T>, version: number | undefined, reloaded: (current: T) => T) =>
    resolveStaleWith(editor, send, version, reloaded);

  /** The page the visitor view renders from follows the editor (no reload needed when leaving edit mode). */
  function mirror(owner: EditableOwner) {
    const page = store.page.current;
    if (owner.content_type === 'page' && page && page.id === owner.object_id) store.page.setSections(sectionsOf(owner));
  }

  function put(owner: EditableOwner, section: ContainerSection) {
    const previous = sectionsOf(owner).find((s) => s.id === section.id);
    editor.putSection(ownerKey(owner), reconcile(previous, section));
    mirror(owner);
  }

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

  type Item = { id: number; column: number; order: number; parent?: number | null };
  /**
   * Shows the new order at once, confirms it by POST /reorder/ (no save alert: SPEC §4) based on the
   * section's version (someone else's change meanwhile: reload or overwrite), puts it back on failure.
   */
  async function reorder(owner: EditableOwner, section: ContainerSection, moved: ContainerSection, items: Item[]): Promise<void> {
    editor.backup(section);
    put(owner, moved);
    try {
      const send = (version: number | undefined) => editor.track('reorder', () => api.send<ContainerSection>('POST', editorPaths.reorder(locale), { section: section.id, version, items }));
      const answer = await resolveStale(send, section.version, (current: ContainerSection) => current);
      put(owner, answer);
    } catch (error) {
      put(owner, section);
      throw error;
    }
  }

  return {
    /** GET the editor (sets the csrftoken cookie, confirms the session). */
    async refreshUser(): Promise<EditorUser | null> {
      try {
        const user = await api.get<EditorUser>(apiPaths.user(locale));
        store.user.set(user.is_logged_in ? user : null);
        return user;
      } catch (error) {
        storeEnv(store).logger.warn({ err: error }, 'user details failed to load'); // SPEC §8: console only
        return null;
      }
    },

    /** Throws ApiError (400 invalid_credentials, 429 too_many_requests) with the server's localized message. */
    async login(username: string, password: string): Promise<EditorUser> {
      await api.get(apiPaths.user(locale)); // a csrftoken cookie before the POST
      const user = await api.send<EditorUser>('POST', apiPaths.login(locale), { username, password });
      // signing in on a page a visitor was shown: the editor works on its draft, not on what is published
      if (!store.user.isLoggedIn) await showDraftPage();
      store.user.set(user);
      editor.openLogin(false);
      return user;
    },

    async logout(): Promise<void> {
      await editor.track('read', () => api.send('POST', apiPaths.logout(locale)));
      store.user.set(null);
    },

    adopt(owner: EditableOwner, sections: readonly ContainerSection[]) {
      editor.setSections(ownerKey(owner), sections);
    },

    /** SPEC §4/§8: an owner without sections gets its empty container section (a 404 of the section fetch creates it). */
    async ensureSection(owner: EditableOwner): Promise<void> {
      if (sectionsOf(owner).length > 0) return;
      const slug = firstSectionSlug(owner);
      try {
        const found = await editor.track('read', () => api.get<ContainerSection>(apiPaths.sectionBySlug(locale, slug)));
        put(owner, found);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        const created = await editor.track('write', () =>
          api.send<ContainerSection>('POST', editorPaths.container(locale), { slug, parent: null, content_type: owner.content_type, object_id: owner.object_id, layout: 0 }),
        );
        put(owner, created);
      }
    },

    /** Adds a section; undo deletes it again. */
    async addSection(owner: EditableOwner, layout: number): Promise<ContainerSection> {
      const created = await createSection(owner, layout);
      editor.backup({ ...created, absent: true });
      put(owner, created);
      return created;
    },

    /**
     * A section whose anchor the editor made ('abschnitt-3', isAutomaticSectionSlug) takes the name of
     * its first headline ('saisonstart'), unique on the page and in the language. Part of the
     * headline's save (its undo restores the old anchor); someone else's change meanwhile wins.
     */
    async nameSectionFromHeadline(owner: EditableOwner, sectionId: number): Promise<void> {
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
          withFreeSlug(candidates, (slug) => api.send<ContainerSection>('PATCH', editorPaths.container(locale, section.id), { slug, version: section.version })),
        );
        put(owner, renamed);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'stale')) throw error;
      }
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

    /** Creates (no `node`) or updates a module; throws ApiError (400 with `errors` per field) so the form can show it. */
    async saveModule(owner: EditableOwner, section: ContainerSection, model: string, values: ModuleData, target: { node: ModuleNode } | { placement: Placement }): Promise<ModuleNode> {
      editor.backup(section);
      const saved =
        'node' in target
          ? await resolveStale(
              (version) => editor.track('write', () => api.send<ModuleNode>('PUT', editorPaths.moduleItem(locale, model, target.node.id), { ...values, version })),
              target.node.version,
              (current: ModuleNode) => current,
            )
          : await editor.track('write', () => api.send<ModuleNode>('POST', editorPaths.moduleItem(locale, model), { ...values, ...target.placement }));
      const latest = sectionsOf(owner).find((s) => s.id === section.id) ?? section;
      // an update answers the node with its children; keep them in place
      put(owner, withModule('node' in target ? latest : restructured(latest), saved));
      return saved;
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

    /** Moves the top-level modules into `columns` (ids per column, in order): shown at once, then confirmed by POST /reorder/. */
    async placeModules(owner: EditableOwner, section: ContainerSection, columns: number[][]): Promise<void> {
      const { items, section: moved } = placeColumns(section, columns);
      await reorder(owner, section, moved, items);
    },

    async placeChildren(owner: EditableOwner, section: ContainerSection, parent: ModuleNode, ids: number[]): Promise<void> {
      const { items, section: moved } = placeChildren(section, parent, ids);
      await reorder(owner, section, moved, items);
    },

    /**
     * SPEC §4: restores the newest backup (through the API), e.g. brings back a deleted module with
     * its children, or deletes a section that was added; what it replaced waits for redo.
     */
    async undo(): Promise<boolean> {
      const backup = editor.takeBackup();
      if (!backup) return false;
      try {
        editor.pushRedo(isPageStep(backup) ? await bringBackStep(asOneAction(api), locale, store, editor, backup) : await bringBack(backup));
        return true;
      } catch (error) {
        editor.returnBackup(backup);
        throw error;
      }
    },

    /** Brings back what the last undo replaced; that undo can then be made again. */
    async redo(): Promise<boolean> {
      const undone = editor.takeRedo();
      if (!undone) return false;
      try {
        editor.backup(isPageStep(undone) ? await bringBackStep(asOneAction(api), locale, store, editor, undone) : await bringBack(undone), true);
        return true;
      } catch (error) {
        editor.pushRedo(undone);
        throw error;
      }
    },

    /** The owner's draft state and who else edits it; `heartbeat` also says "I have it open". */
    publicationStatus(owner: DraftOwner, heartbeat: boolean): Promise<PublicationStatus> {
      const path = editorPaths.publication(locale, owner.content_type, owner.object_id, heartbeat ? 'heartbeat' : '');
      return heartbeat ? api.send<PublicationStatus>('POST', path) : api.get<PublicationStatus>(path);
    },

    async leave(owner: DraftOwner): Promise<void> {
      await api.send('DELETE', editorPaths.publication(locale, owner.content_type, owner.object_id, 'heartbeat'));
    },

    publish(owner: DraftOwner): Promise<PublicationStatus> {
      return editor.track('read', () => api.send<PublicationStatus>('POST', editorPaths.publication(locale, owner.content_type, owner.object_id, 'publish')));
    },

    /** Back to what is published: the editor and the page show the published sections again; undo brings a content page's draft back. */
    async discard(owner: DraftOwner): Promise<PublicationStatus> {
      const before = owner.content_type === 'page' ? await newestVersion(api, locale, owner.object_id) : null;
      const result = await editor.track('read', () => api.send<DiscardResult>('POST', editorPaths.publication(locale, owner.content_type, owner.object_id, 'discard')));
      if (before !== null) editor.backup({ step: 'version', pageId: owner.object_id, versionId: before });
      editor.setSections(ownerKey(owner), result.sections);
      mirror(owner);
      return result.status;
    },

    /** Sets go-live and take-down; undo sets the times it replaced (`previous`) again. */
    async schedule(owner: DraftOwner, times: { publish_at: string | null; unpublish_at: string | null }, previous?: { publish_at: string | null; unpublish_at: string | null }): Promise<PublicationStatus> {
      const status = await editor.track('write', () => api.send<PublicationStatus>('PUT', editorPaths.publication(locale, owner.content_type, owner.object_id, 'schedule'), times));
      if (previous) editor.backup({ step: 'schedule', ...owner, publish_at: previous.publish_at, unpublish_at: previous.unpublish_at });
      return status;
    },

    /** The sections of a content page in its other language (for the content checks); null: the page has no such version. */
    async otherLanguageSections(page: Pick<Page, 'urls'>): Promise<ContainerSection[] | null> {
      const other: Locale = locale === 'de' ? 'en' : 'de';
      const url = page.urls[other];
      if (!url) return null;
      const slug = url.replace(new RegExp(`^/${other}/?`), '');
      const answer = await editor.track('read', () => api.get<Page>(apiPaths.page(other, slug)));
      return answer.modules;
    },

    versions(pageId: number): Promise<PageVersion[]> {
      return editor.track('read', () => api.get<PageVersion[]>(editorPaths.versions(locale, pageId)));
    },

    versionDiff(pageId: number, versionId: number, against: number | null = null): Promise<VersionDiff> {
      return editor.track('read', () => api.get<VersionDiff>(editorPaths.versionDiff(locale, pageId, versionId, against)));
    },

    /**
     * Restores a version, based on the newest history entry the editor saw (`newest`): someone saved
     * since, the editor reloads (null: nothing restored, the page shows their change) or restores anyway.
     */
    async restoreVersion(pageId: number, versionId: number, newest?: number): Promise<Page | null> {
      const send = (basedOn: number | undefined) => editor.track('write', () => api.send<Page>('POST', editorPaths.restoreVersion(locale, pageId, versionId, basedOn)));
      let page: Page;
      try {
        page = await send(newest);
      } catch (error) {
        if (!isStale(error)) throw error;
        const choice = await editor.askConflict(error.message, error.conflict?.changed_by ?? null, conflictDetails(error));
        if (choice === 'reload') {
          await showDraftPage();
          const current = store.page.current;
          if (current) editor.setSections(ownerKey({ content_type: 'page', object_id: current.id }), current.modules);
          return null;
        }
        // restored over the other editor's save: that is what undo brings back
        newest = (await newestVersion(api, locale, pageId)) ?? undefined;
        page = await send(newest);
      }
      showRestored(store, editor, page);
      // undo goes back to the content the restore replaced: the newest version before it
      if (newest !== undefined) editor.backup({ step: 'version', pageId, versionId: newest });
      return page;
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;
