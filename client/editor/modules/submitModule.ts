/**
 * The one way a module's values are saved, from its dialog (./ModuleDialog.tsx) or in place on the
 * page (../inline/InlineEditor.tsx): validated with the module's schema of shared/modules (the back
 * end validates with the same), a headline's anchor made, then ops.saveModule (backup for undo, the
 * module's `version` for the stale-write rule, 409 → the conflict dialog; a section the editor
 * named takes the name of its first headline in the same user action, one history entry).
 */
import type { Locale } from '../../../shared/constants';
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';
import { fieldErrorMap, getModuleSchema, validateModule } from '../../../shared/modules';
import type { ModuleData } from '../../../shared/modules/types';
import { isFirstHeadline, takenAnchors, uniqueAnchor } from '../anchors';
import type { Operations, Placement } from '../operations';
import type { EditableOwner } from '../owner';

export type SubmitResult =
  /** refused before anything was sent: messages per field in the page's language, fields in form order */
  | { kind: 'invalid'; errors: Record<string, string[]>; fields: string[] }
  /** saved: the module as the back end answered it, and the values sent (with a headline's new anchor) */
  | { kind: 'saved'; saved: ModuleNode; values: ModuleData };

export interface SubmitInput {
  owner: EditableOwner;
  section: ContainerSection;
  /** the owner's sections as the editor holds them (the headline's anchor is unique among them) */
  sections: readonly ContainerSection[];
  model: string;
  values: ModuleData;
  /** the module to update (as the editor holds it now), or null: a new one at `placement` */
  current: ModuleNode | null;
  placement?: Placement;
  locale: Locale;
}

/** The shared schema's verdict, in the messages the modal shows next to its fields. */
export function validateForSave(model: string, values: ModuleData, locale: Locale): Extract<SubmitResult, { kind: 'invalid' }> | null {
  const schema = getModuleSchema(model)!;
  const { errors } = validateModule(schema, values);
  if (errors.length === 0) return null;
  return { kind: 'invalid', errors: fieldErrorMap(errors, locale), fields: errors.map((e) => e.field) };
}

/**
 * A headline without anchor gets one from its text, readable and unique on the page ('saisonstart',
 * 'saisonstart-2'); except a section's first headline: the section's anchor is at its place, and a
 * section the editor named ('abschnitt-3') takes the headline's name ('saisonstart').
 */
export function withHeadlineAnchor(input: Pick<SubmitInput, 'section' | 'sections' | 'model' | 'values' | 'current' | 'placement'>): ModuleData {
  const { section, sections, model, values, current, placement } = input;
  if (model !== 'headline' || String(values.anchor ?? '').trim()) return values;
  if (isFirstHeadline(section, current ? { id: current.id } : placement!)) return values;
  return { ...values, anchor: uniqueAnchor(String(values.content ?? ''), takenAnchors(sections, current?.id ?? null)) };
}

/** Validates and saves; throws ApiError as ops.saveModule does (400 with `errors` per field, 401, network). */
export async function submitModule(ops: Operations, input: SubmitInput): Promise<SubmitResult> {
  const invalid = validateForSave(input.model, input.values, input.locale);
  if (invalid) return invalid;
  const values = withHeadlineAnchor(input);
  const { owner, section, model, current, placement } = input;
  // a headline's save also names a section the editor named after it (ops.saveModule)
  const saved = await ops.saveModule(owner, section, model, values, current ? { node: current } : { placement: placement! });
  return { kind: 'saved', saved, values };
}
