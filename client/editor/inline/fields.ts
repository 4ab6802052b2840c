/**
 * Which modules are edited in place on the page, and which of their fields (issue 27 item 1): the
 * texts a visitor reads there. Everything else of the module (a headline's level and style, anchors,
 * spacing) stays in the module's dialog, which the in-place editor opens with what was typed.
 */
import type { ModuleNode } from '../../../shared/contract/pages';
import { getModuleSchema, moduleDefaults, normalizeLegacy } from '../../../shared/modules';
import type { FieldDef, ModuleData } from '../../../shared/modules/types';

/** The fields edited in place, in the order they appear on the page; the first named 'content' is the main one. */
export const INLINE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  headline: ['preline', 'content', 'subline'],
  text: ['content'],
  quote: ['content', 'author'],
};

export const MAIN_FIELD = 'content';

export const isInlineModel = (model: string): boolean => Object.hasOwn(INLINE_FIELDS, model);

/** The schema's definitions of the fields edited in place (the same kinds, limits and required flags as the dialog's). */
export function inlineFieldsOf(model: string): FieldDef[] {
  const schema = getModuleSchema(model);
  const names = INLINE_FIELDS[model] ?? [];
  return schema ? names.map((name) => schema.fields.find((f) => f.name === name)).filter((f): f is FieldDef => !!f) : [];
}

/** What the in-place editor starts from: every field of the module as its dialog would start (defaults, old values mapped). */
export function startValues(node: Pick<ModuleNode, 'model' | 'data'>): ModuleData {
  const schema = getModuleSchema(node.model)!;
  return normalizeLegacy(schema, { ...moduleDefaults(schema), ...node.data });
}

/** The field a click lands in: `part` names the part of the rendering clicked (preline, subline, author); anything else is the main field. */
export function fieldAt(model: string, part: string | null | undefined): string {
  return part && (INLINE_FIELDS[model] ?? []).includes(part) ? part : MAIN_FIELD;
}

/** What leaving means: nothing typed closes at once; typed input is saved (and never dropped silently). */
export type LeaveAction = 'close' | 'save';
export const leaveAction = (dirty: boolean): LeaveAction => (dirty ? 'save' : 'close');
