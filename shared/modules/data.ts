/**
 * The types of module data, derived from the schemas of this folder: a module's `data` has one
 * property per field of its schema, typed by the field's kind. Code that reads a module's fields by
 * name (the renderers in client/modules) takes `ModuleNodeOf<'headline'>` and names fields through
 * these types, so renaming or removing a field in a schema fails the type check where it is read
 * (test/unit/modules/moduleData.test-d.ts pins this).
 *
 * Types only: nothing here reaches a bundle.
 */
import type { ModuleNode } from '../contract/pages';
import type { SCHEMAS } from './registry';
import type { FieldDef, FieldKind, ModuleSchema } from './types';

/** What a field holds once the back end validated it (shared/modules/validate.ts, checkType). */
export type FieldValue<F extends FieldDef> = F extends { kind: 'checkbox' }
  ? boolean
  : F extends { kind: 'number' | 'image' | 'event' }
    ? number | null
    : F extends { kind: 'select'; options: readonly (infer O)[] }
      ? O
      : string;

/** The data of a module of schema S: every field by name, typed by its kind (distributes over a union of schemas). */
export type DataOf<S extends ModuleSchema> = S extends ModuleSchema ? { [F in S['fields'][number] as F['name']]: FieldValue<F> } : never;

type Schemas = (typeof SCHEMAS)[number];

/** The model name of every module kind, list items included ('headline', 'faq-item', ...). */
export type ModuleModel = Schemas['model'];

/** The schema of a model (a union of schemas for a union of models). */
export type SchemaOf<M extends ModuleModel> = Extract<Schemas, { model: M }>;

/** The data of a module of model M, every field present (as the back end's validation leaves it). */
export type ModuleDataOf<M extends ModuleModel> = DataOf<SchemaOf<M>>;

/** The name of a field of model M; for a union of models, a field all of them have. */
export type FieldName<M extends ModuleModel = ModuleModel> = keyof ModuleDataOf<M> & string;

/** The name of a field any module kind has (for code that reads one field of any module, such as its anchor). */
export type AnyFieldName = { [M in ModuleModel]: FieldName<M> }[ModuleModel];

/** The model of the children of list model M ('faq' → 'faq-item'); never for a model without children. */
export type ChildModelOf<M extends ModuleModel> = SchemaOf<M> extends { childModel: infer C extends ModuleModel } ? C : never;

/** The list models: those with a child model. */
export type ListModel = { [M in ModuleModel]: [ChildModelOf<M>] extends [never] ? never : M }[ModuleModel];

/**
 * A module of model M as the page API sends it, with typed data. Data may still lack a field (content
 * stored before the field existed), hence Partial: read it through the client's typed readers
 * (client/modules/fields.ts), which fall back to the kind's empty value.
 */
export type ModuleNodeOf<M extends ModuleModel> = Omit<ModuleNode, 'model' | 'data'> & {
  model: M;
  data: Partial<ModuleDataOf<M>>;
};

/** The models that have field F ('image' → every kind with an image). */
export type ModelWith<F extends AnyFieldName> = { [M in ModuleModel]: F extends FieldName<M> ? M : never }[ModuleModel];

/** The names of model M's fields of kind K (for a union of models, those all of them have). */
export type FieldOfKind<M extends ModuleModel, K extends FieldKind> = FieldName<M> & NamesOfKind<SchemaOf<M>, K>;

type NamesOfKind<S extends ModuleSchema, K extends FieldKind> = S extends ModuleSchema ? Extract<S['fields'][number], { kind: K }>['name'] : never;
