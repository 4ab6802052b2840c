/**
 * Reading a module's `data`: typed by its schema (shared/modules/data.ts), so a field name that is
 * not in the module's schema fails the type check; at run time a missing or mistyped value (content
 * stored before a field existed) reads as the kind's empty value.
 */
import type { ModuleNode } from '../../shared/contract/pages';
import type { AnyFieldName, ChildModelOf, FieldName, ListModel, ModuleDataOf, ModuleModel, ModuleNodeOf } from '../../shared/modules/data';

/** What the readers need of a node: its model (which types the field names) and its data. */
type Readable<M extends ModuleModel> = { model: M; data: Partial<ModuleDataOf<M>> };

/** The fields of model M whose values are of type V (for a union of models, those all of them have). */
export type FieldOfType<M extends ModuleModel, V> = { [K in FieldName<M>]-?: ModuleDataOf<M>[K] extends V ? K : never }[FieldName<M>];

const readStr = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A text field (or a select's value) of the module; '' when unset. */
export const str = <M extends ModuleModel>(node: Readable<M>, field: NoInfer<FieldOfType<M, string | number>>): string =>
  readStr((node.data as Record<string, unknown>)[field]);

/** A checkbox field of the module; `fallback` when unset. */
export const bool = <M extends ModuleModel>(node: Readable<M>, field: NoInfer<FieldOfType<M, boolean>>, fallback = false): boolean => {
  const value = (node.data as Record<string, unknown>)[field];
  return typeof value === 'boolean' ? value : fallback;
};

/** A text field of a module whose kind is not known here (the wrapper's anchor): the name must be a field of some kind. */
export const anyStr = (node: Pick<ModuleNode, 'data'>, field: AnyFieldName): string => readStr(node.data[field]);

/** An editor's extra CSS class names, limited to safe class-name characters. */
export const extraClasses = (value: string): string =>
  value
    .split(/\s+/)
    .filter((name) => /^[A-Za-z][\w-]*$/.test(name))
    .join(' ');

export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

/** The children of a list module, in order; typed as the list's child model, which the back end enforces. */
export const childrenOf = <M extends ListModel>(node: ModuleNodeOf<M>): ModuleNodeOf<ChildModelOf<M>>[] =>
  [...(node.children ?? [])].sort((a, b) => a.order - b.order) as ModuleNodeOf<ChildModelOf<M>>[];
