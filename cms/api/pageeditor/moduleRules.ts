/**
 * The rules of a module write, applied by the module and reorder endpoints. Field rules come from
 * shared/modules (validateModule, fieldErrorMap): never restated here. This file adds what only
 * the back end can check: rich-text sanitizing, the section and the parent exist, the parent holds
 * this kind of child, the column fits the section's layout.
 */
import type { Locale } from '../../../shared/constants';
import { columnCount } from '../../../shared/modules/container';
import { fieldErrorMap } from '../../../shared/modules/messages';
import { getModuleSchema } from '../../../shared/modules/registry';
import type { ModuleData as FieldValues, ModuleSchema } from '../../../shared/modules/types';
import { normalizeLegacy, validateModule } from '../../../shared/modules/validate';
import type { DbOrTx } from '../../db/client';
import { sanitizeRichText } from '../../sanitize/richText';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { parentInSection } from '../../content/modules';
import type { SectionRow } from '../../content/tree';

/** Keys of a module payload that place it; every other key is a field (unknown fields are dropped). */
export const PLACEMENT_KEYS = ['id', 'model', 'section', 'parent', 'column', 'order', 'children', 'data', 'images', 'version'] as const;

export type ErrorMap = Record<string, string[]>;

export function addError(errors: ErrorMap, field: string, message: string): void {
  (errors[field] ??= []).push(message);
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
 * Check where a module goes: `parent` null or a module of the same section whose schema's
 * childModel is this model (child models must have one); children take their parent's column;
 * the column must exist in the section's layout. Adds messages to `errors`; returns the placement.
 */
export async function checkPlacement(
  db: DbOrTx,
  schema: ModuleSchema,
  section: SectionRow,
  wanted: Placement,
  locale: Locale,
  errors: ErrorMap,
): Promise<Placement> {
  const t = PAGE_EDITOR_MESSAGES[locale];
  let column = wanted.column;
  if (wanted.parent !== null) {
    const parent = await parentInSection(db, wanted.parent, section.id);
    if (!parent) addError(errors, 'parent', t.unknownParent);
    else if (getModuleSchema(parent.model)?.childModel !== schema.model) addError(errors, 'parent', t.wrongParent(schema.model));
    else column = parent.column;
  } else if (schema.isChild) {
    addError(errors, 'parent', t.parentRequired);
  }
  const count = columnCount(section.layout);
  if (!Number.isInteger(column) || column < 0 || column >= count) addError(errors, 'column', t.columnOutOfRange(count));
  return { parent: wanted.parent, column };
}
