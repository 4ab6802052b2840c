import { EDIT_ACTION_HEADER, type Locale } from '../../../shared/constants';
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';
import type { ApiClient } from '../../../shared/api/client';
import * as editorPaths from '../../../shared/api/editorPaths';

function allIds(section: ContainerSection | undefined): Set<number> {
  const ids = new Set<number>();
  for (const node of section?.modules ?? []) {
    ids.add(node.id);
    for (const child of node.children) ids.add(child.id);
  }
  return ids;
}

const sameData = (a: ModuleNode, b: ModuleNode) => JSON.stringify(a.data) === JSON.stringify(b.data);

/** `value` under `key` when there is one: a version not known is not sent (no check). */
const basedOn = (key: string, value: number | undefined): Record<string, number> => (value === undefined ? {} : { [key]: value });

const query = (values: Record<string, number>) => {
  const text = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  return text ? `?${text}` : '';
};

/**
 * Brings a section back to a backup through the API: its layout and anchor, the modules it had (a
 * deleted one is created again, with its children), their data and places; modules added since go.
 * Returns the section as the server has it afterwards.
 *
 * Stale rule (issue 26): the first write carries the version of the section `current` shows, and
 * every change or removal of a module the version of that module, so another editor's change since
 * is refused with 409 'stale' rather than taken back unseen. Later writes of the restore bump the
 * section themselves, so only the first one says the section's version.
 */
export async function restoreSection(api: ApiClient, locale: Locale, backup: ContainerSection, current: ContainerSection | undefined): Promise<ContainerSection> {
  let sectionVersion = current?.version;
  /** the section's version for the restore's first write, then nothing */
  const firstWrite = (key: string) => {
    const value = sectionVersion;
    sectionVersion = undefined;
    return basedOn(key, value);
  };
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
      await api.send('PATCH', editorPaths.container(locale, sectionId), { layout: backup.layout, slug: backup.slug, ...firstWrite('version') });
    }
  }
  const wanted = allIds(backup);
  for (const node of current?.modules ?? []) {
    const remove = (module: ModuleNode) =>
      api.send('DELETE', `${editorPaths.moduleItem(locale, module.model, module.id)}${query({ ...basedOn('version', module.version), ...firstWrite('section_version') })}`);
    if (!wanted.has(node.id)) {
      await remove(node);
      continue;
    }
    for (const child of node.children) if (!wanted.has(child.id)) await remove(child);
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
      if (!sameData(now, node)) {
        await api.send('PUT', editorPaths.moduleItem(locale, node.model, node.id), { ...node.data, ...basedOn('version', now.version), ...firstWrite('section_version') });
      }
      ids.set(node.id, node.id);
    } else {
      const created = await api.send<ModuleNode>('POST', editorPaths.moduleItem(locale, node.model), {
        ...node.data,
        section: sectionId,
        parent,
        column: node.column,
        order: node.order,
        ...firstWrite('section_version'),
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
  if (items.length > 0) return api.send<ContainerSection>('POST', editorPaths.reorder(locale), { section: sectionId, ...firstWrite('version'), items });
  return api.get<ContainerSection>(editorPaths.container(locale, sectionId));
}

/** The API with every write marked as part of one user action: the page's history records one version. */
export function asOneAction(api: ApiClient): ApiClient {
  const headers = { [EDIT_ACTION_HEADER]: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}` };
  return { ...api, send: (method, path, body) => api.send(method, path, body, headers) };
}
