/**
 * The rules of a module write (issue 29: kept out of the endpoints), applied by the module write
 * (cms/write/moduleWrite.ts); the error map is the one the section and reorder endpoints fill too.
 * Field rules come from shared/modules (validateModule, fieldErrorMap): never restated here. This
 * file adds what only the back end can check: rich-text sanitizing, the parent exists in the
 * section and holds this kind of child, the column fits the section's layout.
 */
import type { Locale } from '../../shared/constants';
import { columnCount } from '../../shared/modules/container';
import { fieldErrorMap } from '../../shared/modules/messages';
import { getModuleSchema } from '../../shared/modules/registry';
import type { ModuleData as FieldValues, ModuleSchema } from '../../shared/modules/types';
import { normalizeLegacy, validateModule } from '../../shared/modules/validate';
import type { DbOrTx } from '../db/client';
import { ValidationError } from '../errors';
import { sanitizeRichText } from '../sanitize/richText';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { parentInSection } from './modules';
import type { SectionRow } from './tree';

/** Keys of a module payload that place it; every other key is a field (unknown fields are dropped). */
export const PLACEMENT_KEYS = ['id', 'model', 'section', 'parent', 'column', 'order', 'children', 'data', 'images', 'version', 'section_version', 'translation_done', 'needs_translation', 'translation_source'] as const;

export type ErrorMap = Record<string, string[]>;

export function addError(errors: ErrorMap, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** 400 with every message collected, when there is one. */
export function throwIfErrors(errors: ErrorMap): void {
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * The field values of a payload: its top-level keys other than the placement keys, plus the keys
 * of `data` when the client sends a ModuleNode back (top-level keys win).
 */
export function fieldsOf(body: Record<string, unknown>): FieldValues {
  const nested = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as FieldValues) : {};
  const flat = Object.fromEntries(Object.entries(body).filter(([k]) => !(PLACEMENT_KEYS as readonly string[]).includes(k)));
  return { ...nested, ...flat };
}

/** Rich-text fields sanitized to the allowlist (before validation, so `required` sees the clean text). */
export function sanitizeFields(schema: ModuleSchema, data: FieldValues): FieldValues {
  // values stored under older rules (a free CSS class before the named styles) become valid ones
  const out = normalizeLegacy(schema, { ...data });
  for (const field of schema.fields) {
    if (field.kind === 'richtext' && typeof out[field.name] === 'string') out[field.name] = sanitizeRichText(out[field.name] as string);
  }
  return out;
}

/** Sanitize and validate the whole data of a module; the errors in the request's locale. */
export function checkFields(schema: ModuleSchema, data: FieldValues, locale: Locale): { data: FieldValues; errors: ErrorMap } {
  const result = validateModule(schema, sanitizeFields(schema, data));
  return { data: result.data, errors: fieldErrorMap(result.errors, locale) };
}

export interface Placement {
  parent: number | null;
  column: number;
}

/**
 * What is wrong with putting a module of `model` under `parent` (undefined: no such parent in the
 * section; null: directly in the section), or null: a parent's schema must name this model as its
 * childModel, and a child model must have a parent.
 */
export function parentProblem(model: string, parent: { model: string } | null | undefined, locale: Locale): string | null {
  const t = PAGE_EDITOR_MESSAGES[locale];
  if (parent === undefined) return t.unknownParent;
  if (parent === null) return getModuleSchema(model)?.isChild ? t.parentRequired : null;
  return getModuleSchema(parent.model)?.childModel === model ? null : t.wrongParent(model);
}

/** What is wrong with the column in a section of this layout, or null. */
export function columnProblem(column: number, layout: number, locale: Locale): string | null {
  const count = columnCount(layout);
  return Number.isInteger(column) && column >= 0 && column < count ? null : PAGE_EDITOR_MESSAGES[locale].columnOutOfRange(count);
}

/**
 * Check where a module goes (parentProblem, columnProblem): children take their parent's column.
 * Adds messages to `errors`; returns the placement.
 */
export async function checkPlacement(
  db: DbOrTx,
  schema: ModuleSchema,
  section: SectionRow,
  wanted: Placement,
  locale: Locale,
  errors: ErrorMap,
): Promise<Placement> {
  const parent = wanted.parent === null ? null : ((await parentInSection(db, wanted.parent, section.id)) ?? undefined);
  const wrongParent = parentProblem(schema.model, parent, locale);
  if (wrongParent) addError(errors, 'parent', wrongParent);
  const column = !wrongParent && parent ? parent.column : wanted.column;
  const wrongColumn = columnProblem(column, section.layout, locale);
  if (wrongColumn) addError(errors, 'column', wrongColumn);
  return { parent: wanted.parent, column };
}
