/**
 * Visitor forms (SPEC §3, §5, §7). Answers of
 *   GET  /{locale}/api/forms/{slug}/
 *   POST /{locale}/api/temp-files/      (multipart, field `file`)
 *   POST /{locale}/api/forms-entries/   (JSON FormEntrySubmission)
 */
import type { FieldType } from '../forms/fieldTypes';

/**
 * An option of a field with choices (types 5, 6, 7, 8). `value` is what the entry must send (the
 * German text of the option, the same in both locales, so entries read alike whatever the
 * visitor's language); `label` is what the visitor sees, in the request's locale.
 */
export interface FormChoice {
  value: string;
  label: string;
}

export interface FormField {
  slug: string;
  label: string;
  /** numeric code of shared/forms/fieldTypes.ts (5 and 7 hold lists, 9 is a file) */
  field_type: FieldType;
  required: boolean;
  visible: boolean;
  /** [] for types without choices */
  choices: FormChoice[];
  /**
   * the default as text ('' = none). The initial value is `initialFieldValue(field_type, default)`
   * of shared/forms/fieldTypes.ts: [default] or [] for lists, null for files, a boolean for 11.
   */
  default: string;
  placeholder_text: string;
  help_text: string;
}

/** GET /{locale}/api/forms/{slug}/ */
export interface FormDefinition {
  id: number;
  slug: string;
  title: string;
  /** rich text (allowlisted HTML) */
  intro: string;
  success_message: string;
  /** in order */
  fields: FormField[];
}

/** 201 of POST /{locale}/api/temp-files/ : the token goes into field_values of a file field (type 9). */
export interface TempFile {
  /** uuid */
  token: string;
  /** the file name as uploaded (path removed) */
  name: string;
  /** bytes */
  size: number;
  /** detected from the content, not the name */
  mime: string;
}

/** Body of POST /{locale}/api/forms-entries/ */
export interface FormEntrySubmission {
  /** form id */
  form: number;
  /**
   * field slug -> value (see shared/forms/fieldTypes.ts for each type's value); an `email2` key is
   * the client's e-mail confirmation and must equal the form's e-mail field
   */
  field_values: Record<string, unknown>;
}

/** 201 of POST /{locale}/api/forms-entries/ ; a 400 answers ApiError with `errors: {slug: [message]}` */
export interface FormEntryCreated {
  id: number;
}
