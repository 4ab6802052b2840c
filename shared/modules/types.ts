/**
 * Declarative schema of a content module. One definition per module kind lives in this folder and is
 * used by both the editor (form fields, defaults, validation in the browser) and the back end
 * (validation on every write). Never write a module rule anywhere else.
 */
export type FieldKind =
  | 'text' // single line, plain
  | 'textarea' // multi-line, plain
  | 'richtext' // HTML restricted to RICH_TEXT_ALLOWLIST
  | 'select' // one of `options`
  | 'checkbox' // boolean
  | 'number' // integer
  | 'image' // image id (number) from the media library, or null
  | 'url' // an internal path (/de/...) or an absolute http(s) URL
  | 'embed' // a URL or embed code from one of `embedHosts`
  | 'event'; // event id

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /** i18n key below `modules.fields.` */
  label?: string;
  required?: boolean;
  maxLength?: number;
  options?: readonly (string | number)[];
  default: unknown;
  embedHosts?: readonly string[];
  /** for kind 'image': the name of a sibling text field holding an image address of this site that satisfies `required` too */
  urlAlternative?: string;
  /**
   * for kind 'url': only an address of this site (a path, '/media/…'): the CSP shows no images of
   * other hosts, so an external image address is refused with the way to upload it (docs/editor.md)
   */
  sitePathOnly?: boolean;
  /**
   * maps a value stored before the field had its current rules (a free CSS class before the named
   * styles) to a valid one; applied before validation on every write and when the editor opens the
   * module, so old content keeps working (normalizeLegacy in validate.ts)
   */
  legacy?: (value: unknown) => unknown;
}

export interface ModuleSchema {
  model: string;
  /** i18n key below `modules.names.` */
  label: string;
  fields: readonly FieldDef[];
  /** model of the children this module holds (FAQ items, teaser items, ...) */
  childModel?: string;
  /** true for child models that only live inside their list */
  isChild?: boolean;
}

export type ModuleData = Record<string, unknown>;

export type ValidationCode = 'required' | 'maxLength' | 'option' | 'type' | 'url' | 'externalImage' | 'embedHost' | 'unknownField';

export interface FieldError {
  field: string;
  code: ValidationCode;
  params?: Record<string, string | number>;
}
