/**
 * Pure helpers on a section's module tree. Every change returns a new section that keeps the
 * identity of whatever did not change, so React re-renders only the edited module.
 */
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';

const byPlace = (a: ModuleNode, b: ModuleNode) => a.column - b.column || a.order - b.order || a.id - b.id;

/** The module with this id anywhere in the section (top level or child), or null. */
export function findModule(section: ContainerSection, id: number): ModuleNode | null {
  for (const node of section.modules) {
    if (node.id === id) return node;
    const child = node.children.find((c) => c.id === id);
    if (child) return child;
  }
  return null;
}

/** The section with `node` put in: replacing the module of the same id, else added under its parent (or at the top level). */
export function withModule(section: ContainerSection, node: ModuleNode): ContainerSection {
  if (node.parent === null) {
    const exists = section.modules.some((m) => m.id === node.id);
    const modules = exists ? section.modules.map((m) => (m.id === node.id ? node : m)) : [...section.modules, node];
    return { ...section, modules: modules.sort(byPlace) };
  }
  return {
    ...section,
    modules: section.modules.map((m) => {
      if (m.id !== node.parent) return m;
      const exists = m.children.some((c) => c.id === node.id);
      const children = exists ? m.children.map((c) => (c.id === node.id ? node : c)) : [...m.children, node];
      return { ...m, children: children.sort(byPlace) };
    }),
  };
}

/** The section without the module (and, for a list, its children). */
export function withoutModule(section: ContainerSection, id: number): ContainerSection {
  if (section.modules.some((m) => m.id === id)) return { ...section, modules: section.modules.filter((m) => m.id !== id) };
  return {
    ...section,
    modules: section.modules.map((m) => (m.children.some((c) => c.id === id) ? { ...m, children: m.children.filter((c) => c.id !== id) } : m)),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `next` (a server answer) with every module that equals its counterpart in `previous` replaced by that counterpart. */
export function reconcile(previous: ContainerSection | undefined, next: ContainerSection): ContainerSection {
  if (!previous) return next;
  if (same(previous, next)) return previous;
  const old = new Map<number, ModuleNode>();
  for (const node of previous.modules) {
    old.set(node.id, node);
    for (const child of node.children) old.set(child.id, child);
  }
  const keep = (node: ModuleNode): ModuleNode => {
    const before = old.get(node.id);
    const children = node.children.map(keep);
    if (before && same(before, { ...node, children })) return before;
    return { ...node, children };
  };
  return { ...next, modules: next.modules.map(keep) };
}

export interface ReorderItem {
  id: number;
  column: number;
  order: number;
  parent?: number | null;
}

/** The top-level modules of a section as columns of ids, in order. */
export function columnIds(section: ContainerSection, columns: number): number[][] {
  const result: number[][] = Array.from({ length: columns }, () => []);
  for (const node of [...section.modules].sort(byPlace)) result[Math.min(node.column, columns - 1)].push(node.id);
  return result;
}

/** The reorder payload that places the top-level modules as `columns` lists them, and the section as it will look. */
export function placeColumns(section: ContainerSection, columns: number[][]): { items: ReorderItem[]; section: ContainerSection } {
  const items: ReorderItem[] = [];
  const place = new Map<number, { column: number; order: number }>();
  columns.forEach((ids, column) =>
    ids.forEach((id, order) => {
      items.push({ id, column, order });
      place.set(id, { column, order });
    }),
  );
  const modules = section.modules
    .map((m) => {
      const p = place.get(m.id);
      if (!p || (p.column === m.column && p.order === m.order)) return m;
      return { ...m, ...p, children: m.children.map((c) => ({ ...c, column: p.column })) };
    })
    .sort(byPlace);
  return { items, section: { ...section, modules } };
}

/** The reorder payload that puts a list's children in this order, and the section as it will look. */
export function placeChildren(section: ContainerSection, parent: ModuleNode, ids: number[]): { items: ReorderItem[]; section: ContainerSection } {
  const items = ids.map((id, order) => ({ id, column: parent.column, order, parent: parent.id }));
  const order = new Map(ids.map((id, index) => [id, index]));
  const children = parent.children.map((c) => (order.get(c.id) === c.order ? c : { ...c, order: order.get(c.id) ?? c.order })).sort(byPlace);
  return { items, section: withModule(section, { ...parent, children }) };
}

/**
 * One editor's move of `moved` (to where `intended`, that editor's columns of ids, has it) applied
 * onto the order there is now (`current`, e.g. after another editor's move): first in its column
 * when the editor put it first, else after the module it follows in `intended` (the nearest one
 * still in that column), else before the one it precedes, else last; everything else keeps its
 * current place. `current` unchanged when the module is no longer there.
 */
export function replayMove(current: readonly (readonly number[])[], intended: readonly (readonly number[])[], moved: number): number[][] {
  const next = current.map((column) => column.filter((id) => id !== moved));
  const column = intended.findIndex((ids) => ids.includes(moved));
  if (column < 0 || next.length === 0 || !current.some((ids) => ids.includes(moved))) return current.map((ids) => [...ids]);
  const target = next[Math.min(column, next.length - 1)];
  const wanted = intended[column];
  const at = wanted.indexOf(moved);
  const before = wanted.slice(0, at).reverse().find((id) => target.includes(id));
  const after = wanted.slice(at + 1).find((id) => target.includes(id));
  const index = at === 0 ? 0 : before !== undefined ? target.indexOf(before) + 1 : after !== undefined ? target.indexOf(after) : target.length;
  target.splice(index, 0, moved);
  return next;
}

/** Moves one id within a list by `delta` places (keyboard move up/down); the list unchanged at its ends. */
export function moveBy<T>(list: readonly T[], item: T, delta: number): T[] {
  const from = list.indexOf(item);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The keyboard move of a picked-up module (dnd-kit): the module it goes over after one ArrowUp or
 * ArrowDown, from the one it is over now (`current`; a column's own id counts as after its last
 * module): exactly one place in its column, or null at the column's end.
 */
export function keyboardStep(columns: number[][], current: number | string, direction: 1 | -1): number | null {
  if (typeof current === 'string' && current.startsWith('column-')) {
    const column = columns[Number(current.slice(7))] ?? [];
    return direction < 0 ? (column.at(-1) ?? null) : null;
  }
  const column = columns.find((c) => c.includes(Number(current)));
  if (!column) return null;
  return column[column.indexOf(Number(current)) + direction] ?? null;
}

/** Where a module dropped over `over` lands: its column and its 1-based position in that column (what screen readers are told). */
export function dropPosition(columns: number[][], active: number, over: number | string): { column: number; position: number } {
  if (typeof over === 'string' && over.startsWith('column-')) {
    const column = Number(over.slice(7));
    const list = (columns[column] ?? []).filter((id) => id !== active);
    return { column: column + 1, position: list.length + 1 };
  }
  const column = columns.findIndex((c) => c.includes(Number(over)));
  if (column < 0) return { column: 1, position: 1 };
  return { column: column + 1, position: columns[column].indexOf(Number(over)) + 1 };
}
