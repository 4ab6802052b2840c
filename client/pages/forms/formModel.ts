/**
 * The visitor form's state as pure functions (SPEC §3, §5): the fields the visitor sees (the form's
 * own plus the appended e-mail confirmation), their initial values, per-field error flags, the
 * browser-side validation with the same shared rules the back end applies, and the entry to send.
 */
import type { Locale } from '../../../shared/constants';
import type { FormDefinition, FormField } from '../../../shared/contract/forms';
import { initialFieldValue, FIELD_TYPES } from '../../../shared/forms/fieldTypes';
import {
  EMAIL_CONFIRMATION_SLUG,
  emailFieldOf,
  entryErrorMessage,
  validateEntry,
  type EntryFieldRule,
  type EntryValue,
} from '../../../shared/forms/validateEntry';

export const EMAIL_CONFIRMATION_TYPE = 'emailconfirm';

/** The e-mail confirmation the client appends (SPEC §3): slug email2, not required, visible. */
export interface EmailConfirmationField extends Omit<FormField, 'field_type'> {
  field_type: typeof EMAIL_CONFIRMATION_TYPE;
}

export type ClientField = FormField | EmailConfirmationField;

export type FormValues = Record<string, EntryValue>;
/** field slug -> messages in the visitor's language */
export type FormErrors = Record<string, string[]>;

export const isEmailConfirmation = (field: ClientField): field is EmailConfirmationField => field.field_type === EMAIL_CONFIRMATION_TYPE;

/**
 * The form's fields plus the e-mail confirmation, appended when the form has an e-mail field to
 * confirm and no field of its own with that slug. `labels` are the confirmation's texts.
 */
export function clientFields(form: Pick<FormDefinition, 'fields'>, labels: { label: string; help: string }): ClientField[] {
  const fields: ClientField[] = [...form.fields];
  if (!emailFieldOf(form.fields) || form.fields.some((f) => f.slug === EMAIL_CONFIRMATION_SLUG)) return fields;
  fields.push({
    slug: EMAIL_CONFIRMATION_SLUG,
    label: labels.label,
    field_type: EMAIL_CONFIRMATION_TYPE,
    required: false,
    visible: true,
    choices: [],
    default: '',
    placeholder_text: '',
    help_text: labels.help,
  });
  return fields;
}

/** SPEC §5: the default; lists [default] or []; the file type null; the confirmation ''. */
export function initialValues(fields: readonly ClientField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.slug, isEmailConfirmation(f) ? '' : initialFieldValue(f.field_type, f.default)]));
}

/** SPEC §5: per-field error flags start false. */
export function initialErrorFlags(fields: readonly ClientField[]): Record<string, boolean> {
  return Object.fromEntries(fields.map((f) => [f.slug, false]));
}

const rulesOf = (fields: readonly ClientField[]): EntryFieldRule[] =>
  fields
    .filter((f): f is FormField => !isEmailConfirmation(f))
    .map((f) => ({ slug: f.slug, field_type: f.field_type, required: f.required, visible: f.visible, choices: f.choices.map((c) => c.value) }));

/**
 * The field values to send: the form's fields, and the confirmation only when the visitor filled it
 * in (it is not required; when sent it must match).
 */
export function entryValues(fields: readonly ClientField[], values: FormValues): Record<string, EntryValue> {
  const sent: Record<string, EntryValue> = {};
  for (const field of fields) {
    const value = values[field.slug];
    if (isEmailConfirmation(field)) {
      if (typeof value === 'string' && value.trim() !== '') sent[field.slug] = value;
    } else {
      sent[field.slug] = value ?? null;
    }
  }
  return sent;
}

/** The browser-side check: shared/forms/validateEntry, the same rules the back end applies. */
export function validateForm(fields: readonly ClientField[], values: FormValues, locale: Locale): FormErrors {
  const { errors } = validateEntry(rulesOf(fields), entryValues(fields, values));
  return Object.fromEntries(Object.entries(errors).map(([slug, list]) => [slug, list.map((e) => entryErrorMessage(e, locale))]));
}

/** Slugs with errors, in the order the fields appear (the first one gets the focus). */
export function invalidSlugs(fields: readonly ClientField[], errors: FormErrors): string[] {
  return fields.filter((f) => (errors[f.slug]?.length ?? 0) > 0).map((f) => f.slug);
}

/**
 * The order on screen: the confirmation right below the e-mail field it repeats (in the data it is
 * appended last, SPEC §3).
 */
export function displayOrder(fields: readonly ClientField[]): ClientField[] {
  const confirmation = fields.find(isEmailConfirmation);
  const email = emailFieldOf(fields.filter((f): f is FormField => !isEmailConfirmation(f)));
  if (!confirmation || !email) return [...fields];
  const rest = fields.filter((f) => f !== confirmation);
  rest.splice(rest.indexOf(email) + 1, 0, confirmation);
  return rest;
}

/** Fields the visitor fills in: visible ones, and never the hidden type. */
export const isShown = (field: ClientField): boolean => field.visible && field.field_type !== FIELD_TYPES.hidden;
