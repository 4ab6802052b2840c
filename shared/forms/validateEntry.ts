/**
 * Validation of a visitor's form entry, ONE copy for the form renderer (before sending) and the
 * back end (POST /{locale}/api/forms-entries/, which also checks that file tokens exist).
 *
 * The value each field type takes is in shared/forms/fieldTypes.ts. Rules:
 * - a required VISIBLE field must hold a value ('' / [] / null / false count as empty; a required
 *   checkbox must be ticked); invisible fields are not required (the visitor cannot fill them);
 * - every non-empty value must have its type's format: e-mail, number, date YYYY-MM-DD, http(s)
 *   URL, phone, an offered choice (types 5-8; lists hold only offered choices), a temp-file token;
 * - text is limited in length (ENTRY_LIMITS) so an entry cannot grow without bound;
 * - `email2`, the confirmation field the client appends (SPEC §3), must equal the form's e-mail
 *   field when it is sent.
 * Keys that name no field of the form are dropped (a field removed while the visitor was typing
 * must not block the entry).
 */
import type { Locale } from '../constants';
import { CHOICE_FIELD_TYPES, FIELD_TYPES, isListFieldType, type FieldType } from './fieldTypes';
import { isIsoDate } from '../isoDate';

/** slug of the e-mail confirmation field the client appends to every form with an e-mail field */
export const EMAIL_CONFIRMATION_SLUG = 'email2';

/** maximum length of a value (characters): textareas, and every other text */
export const ENTRY_LIMITS = { textarea: 10_000, text: 1_000, listItems: 100 } as const;

export interface EntryFieldRule {
  slug: string;
  field_type: FieldType;
  required: boolean;
  visible: boolean;
  /** allowed values of a field with choices (types 5-8) */
  choices: readonly string[];
}

export type EntryValue = string | string[] | boolean | null;

export type EntryErrorCode =
  | 'required'
  | 'type'
  | 'tooLong'
  | 'email'
  | 'number'
  | 'date'
  | 'url'
  | 'phone'
  | 'choice'
  | 'file'
  | 'emailMismatch'
  | 'unknownForm';

export interface EntryError {
  code: EntryErrorCode;
  params?: Record<string, string | number>;
}

export interface EntryValidation {
  /** normalized values of the form's fields (strings trimmed where the type is a single token) */
  values: Record<string, EntryValue>;
  /** field slug -> errors; empty when the entry is valid */
  errors: Record<string, EntryError[]>;
}

const MESSAGES: Record<Locale, Record<EntryErrorCode, string>> = {
  de: {
    required: 'Dieses Feld ist erforderlich.',
    type: 'Dieser Wert hat nicht das erwartete Format.',
    tooLong: 'Bitte höchstens {max} Zeichen eingeben.',
    email: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    number: 'Bitte eine Zahl eingeben.',
    date: 'Bitte ein gültiges Datum eingeben (JJJJ-MM-TT).',
    url: 'Bitte eine gültige Adresse eingeben (https://…).',
    phone: 'Bitte eine gültige Telefonnummer eingeben.',
    choice: 'Bitte nur angebotene Werte wählen.',
    file: 'Die Datei wurde nicht gefunden. Bitte erneut hochladen.',
    emailMismatch: 'Die E-Mail-Adressen stimmen nicht überein.',
    unknownForm: 'Dieses Formular gibt es nicht.',
  },
  en: {
    required: 'This field is required.',
    type: 'This value does not have the expected format.',
    tooLong: 'Please enter at most {max} characters.',
    email: 'Please enter a valid e-mail address.',
    number: 'Please enter a number.',
    date: 'Please enter a valid date (YYYY-MM-DD).',
    url: 'Please enter a valid address (https://…).',
    phone: 'Please enter a valid phone number.',
    choice: 'Please choose only offered values.',
    file: 'The file was not found. Please upload it again.',
    emailMismatch: 'The e-mail addresses do not match.',
    unknownForm: 'This form does not exist.',
  },
};

export function entryErrorMessage(error: EntryError, locale: Locale): string {
  return MESSAGES[locale][error.code].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = error.params?.[key] ?? '';
    return typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}

/** errors as the API's `errors` map: slug -> messages in the locale */
export function entryErrorMap(errors: Record<string, EntryError[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([slug, list]) => [slug, list.map((e) => entryErrorMessage(e, locale))]));
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NUMBER = /^[+-]?\d+([.,]\d+)?$/;
const PHONE = /^\+?[0-9 ()/.-]{3,40}$/;
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function isTempFileToken(value: string): boolean {
  return TOKEN.test(value);
}

const isEmpty = (value: EntryValue): boolean =>
  value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Converts a raw value to the type's value; an EntryError when its JSON type is wrong. */
function normalize(type: FieldType, raw: unknown): EntryValue | EntryError {
  if (raw === undefined || raw === null) {
    if (isListFieldType(type)) return [];
    if (type === FIELD_TYPES.checkbox) return false;
    if (type === FIELD_TYPES.file) return null;
    return '';
  }
  if (isListFieldType(type)) {
    if (!Array.isArray(raw) || raw.length > ENTRY_LIMITS.listItems || !raw.every((v) => typeof v === 'string')) return { code: 'type' };
    return [...new Set((raw as string[]).filter((v) => v !== ''))];
  }
  if (type === FIELD_TYPES.checkbox) {
    if (typeof raw === 'boolean') return raw;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    return { code: 'type' };
  }
  if (type === FIELD_TYPES.number && typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') return { code: 'type' };
  if (type === FIELD_TYPES.file) return raw.trim() === '' ? null : raw.trim();
  return type === FIELD_TYPES.text || type === FIELD_TYPES.textarea ? raw : raw.trim();
}

/** The format error of a non-empty, normalized value, or null. */
function formatError(rule: EntryFieldRule, value: EntryValue): EntryError | null {
  const type = rule.field_type;
  if (Array.isArray(value)) {
    return value.every((v) => rule.choices.includes(v)) ? null : { code: 'choice' };
  }
  if (typeof value !== 'string') return null;
  const max = type === FIELD_TYPES.textarea ? ENTRY_LIMITS.textarea : ENTRY_LIMITS.text;
  if (value.length > max) return { code: 'tooLong', params: { max } };
  if ((CHOICE_FIELD_TYPES as readonly number[]).includes(type)) return rule.choices.includes(value) ? null : { code: 'choice' };
  switch (type) {
    case FIELD_TYPES.email:
      return isEmail(value) ? null : { code: 'email' };
    case FIELD_TYPES.number:
      return NUMBER.test(value) ? null : { code: 'number' };
    case FIELD_TYPES.date:
      return isIsoDate(value) ? null : { code: 'date' };
    case FIELD_TYPES.url:
      return isHttpUrl(value) ? null : { code: 'url' };
    case FIELD_TYPES.phone:
      return PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3 ? null : { code: 'phone' };
    case FIELD_TYPES.file:
      return isTempFileToken(value) ? null : { code: 'file' };
    default:
      return null;
  }
}

/** The field the e-mail confirmation is compared with: the field slugged 'email', else the first e-mail field. */
export function emailFieldOf<T extends { slug: string; field_type: number }>(fields: readonly T[]): T | undefined {
  const emails = fields.filter((f) => f.field_type === FIELD_TYPES.email);
  return emails.find((f) => f.slug === 'email') ?? emails[0];
}

export function validateEntry(fields: readonly EntryFieldRule[], input: Record<string, unknown>): EntryValidation {
  const values: Record<string, EntryValue> = {};
  const errors: Record<string, EntryError[]> = {};
  const fail = (slug: string, error: EntryError) => (errors[slug] ??= []).push(error);

  for (const rule of fields) {
    // own keys only: a field slugged 'constructor' must not read Object.prototype
    const normalized = normalize(rule.field_type, Object.hasOwn(input, rule.slug) ? input[rule.slug] : undefined);
    if (normalized !== null && typeof normalized === 'object' && !Array.isArray(normalized)) {
      fail(rule.slug, normalized);
      continue;
    }
    values[rule.slug] = normalized;
    if (isEmpty(normalized)) {
      if (rule.required && rule.visible) fail(rule.slug, { code: 'required' });
      continue;
    }
    const error = formatError(rule, normalized);
    if (error) fail(rule.slug, error);
  }

  const emailField = emailFieldOf(fields);
  const ownConfirmation = fields.some((f) => f.slug === EMAIL_CONFIRMATION_SLUG);
  if (emailField && !ownConfirmation && Object.hasOwn(input, EMAIL_CONFIRMATION_SLUG) && input[EMAIL_CONFIRMATION_SLUG] !== undefined) {
    const confirmation = input[EMAIL_CONFIRMATION_SLUG];
    const email = values[emailField.slug];
    if (typeof confirmation !== 'string') fail(EMAIL_CONFIRMATION_SLUG, { code: 'type' });
    else if (typeof email === 'string' && confirmation.trim() !== email) fail(EMAIL_CONFIRMATION_SLUG, { code: 'emailMismatch' });
  }
  return { values, errors };
}
