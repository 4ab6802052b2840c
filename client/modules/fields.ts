/** Reading a module's `data` safely: the back end validated it, but old content may lack a field. */
import type { ModuleNode } from '../../shared/contract/pages';

export const str = (node: Pick<ModuleNode, 'data'>, field: string): string => {
  const value = node.data[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

export const bool = (node: Pick<ModuleNode, 'data'>, field: string, fallback = false): boolean => {
  const value = node.data[field];
  return typeof value === 'boolean' ? value : fallback;
};

/** An editor's extra CSS class names, limited to safe class-name characters. */
export const extraClasses = (value: string): string =>
  value
    .split(/\s+/)
    .filter((name) => /^[A-Za-z][\w-]*$/.test(name))
    .join(' ');

export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

/** The children of a list module, in order. */
export const childrenOf = (node: ModuleNode): ModuleNode[] => [...(node.children ?? [])].sort((a, b) => a.order - b.order);
