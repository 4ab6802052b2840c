/**
 * Field-type codes of visitor forms (SPEC §3 "Form"): the numeric `field_type` of a form field,
 * stored in form_fields.field_type and sent as is in the form definition. Shared by the form
 * renderer, its validation and the back end.
 *
 * SPEC fixes three facts: 5 and 7 hold LIST values, 9 starts as null. The rest is our choice,
 * kept close to django-fobi/djangocms-forms numbering conventions:
 *
 * | code | kind            | value in field_values        | initial value          |
 * |------|-----------------|------------------------------|------------------------|
 * |  1   | text            | string                       | default ('' if none)   |
 * |  2   | textarea        | string                       | default                |
 * |  3   | email           | string (e-mail)              | default                |
 * |  4   | number          | string holding a number      | default                |
 * |  5   | checkbox list   | string[] (chosen choices)    | [default] or []        |
 * |  6   | radio           | string (one of the choices)  | default                |
 * |  7   | multi-select    | string[] (chosen choices)    | [default] or []        |
 * |  8   | select          | string (one of the choices)  | default                |
 * |  9   | file upload     | temp-file token (uuid) | null | null                   |
 * | 10   | date            | string YYYY-MM-DD            | default                |
 * | 11   | checkbox        | boolean                      | default === 'true'     |
 * | 12   | hidden          | string                       | default                |
 * | 13   | url             | string (http/https URL)      | default                |
 * | 14   | phone           | string                       | default                |
 */
export const FIELD_TYPES = {
  text: 1,
  textarea: 2,
  email: 3,
  number: 4,
  checkboxList: 5,
  radio: 6,
  multiSelect: 7,
  select: 8,
  file: 9,
  date: 10,
  checkbox: 11,
  hidden: 12,
  url: 13,
  phone: 14,
} as const;

export type FieldTypeName = keyof typeof FIELD_TYPES;
export type FieldType = (typeof FIELD_TYPES)[FieldTypeName];

export const FIELD_TYPE_CODES: readonly FieldType[] = Object.values(FIELD_TYPES);

/** Types whose value is a list of strings (SPEC §5: 5 and 7). */
export const LIST_FIELD_TYPES: readonly FieldType[] = [FIELD_TYPES.checkboxList, FIELD_TYPES.multiSelect];
/** Types that offer choices (choices_de / choices_en). */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = [
  FIELD_TYPES.checkboxList,
  FIELD_TYPES.radio,
  FIELD_TYPES.multiSelect,
  FIELD_TYPES.select,
];

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'number' && (FIELD_TYPE_CODES as readonly number[]).includes(value);
}

export function isListFieldType(type: number): boolean {
  return (LIST_FIELD_TYPES as readonly number[]).includes(type);
}

/** Initial value of a field (SPEC §5): list types start as [default] or [], the file type as null. */
export function initialFieldValue(type: FieldType, defaultValue: string): string | string[] | boolean | null {
  if (isListFieldType(type)) return defaultValue ? [defaultValue] : [];
  if (type === FIELD_TYPES.file) return null;
  if (type === FIELD_TYPES.checkbox) return defaultValue === 'true';
  return defaultValue;
}
