import { EDIT_ACTION_HEADER, type Locale } from '../../../shared/constants';
import type { ContainerSection, ModuleNode, SectionRestore, SectionRestoreModule } from '../../../shared/contract/pages';
import type { ApiClient } from '../../../shared/api/client';
import * as editorPaths from '../../../shared/api/editorPaths';

/** The version of every module the editor shows (children too); undefined when one is not known (then no module is checked). */
function seenOf(section: ContainerSection): Record<string, number> | undefined {
  const seen: Record<string, number> = {};
  for (const node of section.modules.flatMap((m) => [m, ...m.children])) {
    if (node.version === undefined) return undefined;
    seen[String(node.id)] = node.version;
  }
  return seen;
}

const restoredModule = (node: ModuleNode): SectionRestoreModule => ({
  id: node.id,
  model: node.model,
  column: node.column,
  order: node.order,
  data: node.data,
  ...(node.needs_translation ? { needs_translation: true as const } : {}),
  ...(node.translation_source === undefined ? {} : { translation_source: node.translation_source }),
});

/**
 * Brings a section back to a backup through the API in ONE request (POST container/restore/, one
 * transaction on the server, one history entry): its layout and anchor, the modules it had (a
 * deleted one is created again, with its children), their data and places; modules added since go.
 * Returns the section as the server has it afterwards.
 *
 * Stale rule (issue 26, issue 44): the request says the version of the section `current` shows and
 * of every module in it, so another editor's change of any of them since is refused with 409
 * 'stale' and nothing of the restore is written (never a section half restored).
 */
export async function restoreSection(api: ApiClient, locale: Locale, backup: ContainerSection, current: ContainerSection | undefined): Promise<ContainerSection> {
  const seen = current ? seenOf(current) : undefined;
  const body: SectionRestore = {
    id: current?.id ?? null,
    ...(current?.version === undefined ? {} : { version: current.version }),
    ...(seen ? { seen } : {}),
    slug: backup.slug,
    content_type: backup.content_type as SectionRestore['content_type'],
    object_id: backup.object_id,
    layout: backup.layout,
    order: backup.order,
    modules: backup.modules.map((node) => ({ ...restoredModule(node), children: node.children.map(restoredModule) })),
  };
  return api.send<ContainerSection>('POST', editorPaths.restoreSection(locale), body);
}

/** The API with every write marked as part of one user action: the page's history records one version. */
export function asOneAction(api: ApiClient): ApiClient {
  const headers = { [EDIT_ACTION_HEADER]: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}` };
  return { ...api, send: (method, path, body) => api.send(method, path, body, headers) };
}
