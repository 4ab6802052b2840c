/**
 * An in-memory page-editor API (containers, modules, reorder; docs/api/pageeditor.md) for the
 * editor's store tests: enough of the real behaviour that undo's restore can be checked end to end.
 */
import { ApiError } from '../../../shared/api/errors';
import type { ApiClient } from '../../../shared/api/client';
import type { ContainerSection, ModuleNode, SectionRestore, SectionRestoreModule } from '../../../shared/contract/pages';

type Row = Omit<ModuleNode, 'children' | 'images'>;
type SectionRow = Omit<ContainerSection, 'modules'>;

export function fakePageEditorApi() {
  const sections = new Map<number, SectionRow>();
  const modules = new Map<number, Row>();
  let nextId = 100;
  const calls: string[] = [];
  /** the extra headers of each write (an undo's action id) */
  const headers: (Record<string, string> | undefined)[] = [];
  let failNext: ApiError | null = null;

  const byPlace = (a: Row, b: Row) => a.column - b.column || a.order - b.order || a.id - b.id;
  const node = (row: Row): ModuleNode => ({ ...row, children: [...modules.values()].filter((m) => m.parent === row.id).sort(byPlace).map(node) });
  const section = (id: number): ContainerSection => {
    const row = sections.get(id);
    if (!row) throw new ApiError(404, 'not_found', 'no section');
    return { ...row, modules: [...modules.values()].filter((m) => m.section === id && m.parent === null).sort(byPlace).map(node) };
  };
  const removeModule = (id: number) => {
    for (const child of [...modules.values()].filter((m) => m.parent === id)) removeModule(child.id);
    modules.delete(id);
  };

  /**
   * POST container/restore/ as the real API does it (cms/write/sectionRestore.ts), without its checks:
   * the section (created again when gone) with exactly the state's modules; a module keeps its id
   * while the section has one of that id and model, else it is created; modules not in the state go.
   */
  function restore(state: SectionRestore): ContainerSection {
    let id = state.id;
    if (id === null || !sections.has(id)) {
      id = nextId++;
      sections.set(id, { id, slug: state.slug, locale: 'de', content_type: state.content_type, object_id: state.object_id, parent: null, layout: state.layout, order: state.order });
    } else Object.assign(sections.get(id)!, { slug: state.slug, layout: state.layout });
    const sectionId = id;
    const kept = new Set<number>();
    const place = (node: SectionRestoreModule, parent: number | null, column: number): number => {
      const existing = node.id === undefined ? undefined : modules.get(node.id);
      const keeps = existing && existing.section === sectionId && existing.model === node.model && !kept.has(existing.id) ? existing : undefined;
      const row: Row = { id: keeps?.id ?? nextId++, model: node.model, section: sectionId, parent, column, order: node.order, data: node.data };
      modules.set(row.id, row);
      kept.add(row.id);
      return row.id;
    };
    for (const node of state.modules) {
      const parent = place(node, null, node.column);
      for (const child of node.children ?? []) place(child, parent, node.column);
    }
    for (const row of [...modules.values()]) if (row.section === sectionId && !kept.has(row.id)) modules.delete(row.id);
    return section(sectionId);
  }

  async function handle(method: string, path: string, body?: Record<string, unknown>): Promise<unknown> {
    calls.push(`${method} ${path}`);
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
    const rest = path.replace(/^\/(de|en)\/pageeditor-api\//, '');
    let match: RegExpExecArray | null;
    if (rest === 'container/restore/' && method === 'POST') return restore(body as unknown as SectionRestore);
    if ((match = /^container\/by-slug\/(.+)$/.exec(rest))) {
      const found = [...sections.values()].find((s) => s.slug === decodeURIComponent(match![1]));
      if (!found) throw new ApiError(404, 'not_found', 'no section');
      return section(found.id);
    }
    if ((match = /^container\/(\d+)?\/?$/.exec(rest))) {
      const id = match[1] ? Number(match[1]) : null;
      if (method === 'GET') return section(id!);
      if (method === 'POST' && id === null) {
        const row: SectionRow = { id: nextId++, slug: String(body!.slug), locale: 'de', content_type: String(body!.content_type), object_id: (body!.object_id as number) ?? null, parent: null, layout: (body!.layout as number) ?? 0, order: (body!.order as number) ?? sections.size };
        sections.set(row.id, row);
        return section(row.id);
      }
      if (method === 'DELETE') {
        for (const m of [...modules.values()].filter((m) => m.section === id)) modules.delete(m.id);
        sections.delete(id!);
        return undefined;
      }
      Object.assign(sections.get(id!)!, body);
      return section(id!);
    }
    if (rest === 'reorder/') {
      for (const item of body!.items as { id: number; column: number; order: number; parent?: number | null }[]) {
        Object.assign(modules.get(item.id)!, { column: item.column, order: item.order }, item.parent !== undefined ? { parent: item.parent } : {});
      }
      return section(body!.section as number);
    }
    if ((match = /^([a-z-]+)\/(\d+)?\/?$/.exec(rest))) {
      const [, model, idText] = match;
      const id = idText ? Number(idText) : null;
      if (method === 'POST' && id === null) {
        const { section: sectionId, parent = null, column = 0, order, ...data } = body!;
        // order defaults to after the last sibling, as the real API does
        const siblings = [...modules.values()].filter((m) => m.section === sectionId && m.parent === parent && m.column === column);
        const place = typeof order === 'number' ? order : siblings.reduce((max, m) => Math.max(max, m.order + 1), 0);
        const row: Row = { id: nextId++, model, section: sectionId as number, parent: parent as number | null, column: column as number, order: place, data };
        modules.set(row.id, row);
        return node(row);
      }
      const row = modules.get(id!);
      if (!row) throw new ApiError(404, 'not_found', 'no module');
      if (method === 'DELETE') {
        removeModule(row.id);
        return undefined;
      }
      row.data = { ...row.data, ...body };
      return node(row);
    }
    throw new ApiError(404, 'not_found', path);
  }

  const api: ApiClient = {
    get: <T>(path: string) => handle('GET', path) as Promise<T>,
    send: <T>(method: string, path: string, body?: unknown, extra?: Record<string, string>) => {
      headers.push(extra);
      return handle(method, path, body as Record<string, unknown>) as Promise<T>;
    },
    upload: () => Promise.reject(new Error('not used')),
  };
  return {
    api,
    calls,
    headers,
    section,
    failWith(error: ApiError) {
      failNext = error;
    },
  };
}
