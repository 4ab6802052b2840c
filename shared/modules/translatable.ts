/**
 * Which fields of a module hold text written for readers, the text a translation changes (issue 45
 * item 4): text, multi-line and rich text fields, without the technical ones (an anchor, a CSS class,
 * a video's length) and names that stay as they are (a quote's author, an image's copyright). A
 * module copied into the other language is marked 'needs translation' only when one of these has
 * text (an image without a caption, a video without a title, a concert list: not marked).
 */
import { getModuleSchema } from './registry';
import type { FieldDef } from './types';

const TEXT_KINDS: readonly FieldDef['kind'][] = ['text', 'textarea', 'richtext'];
const NOT_TRANSLATED = ['anchor', 'extra_class', 'length', 'author', 'image_copyright'];

/** The translatable fields of a module type (none for an unknown type). */
export function translatableFields(model: string): FieldDef[] {
  return getModuleSchema(model)?.fields.filter((f) => TEXT_KINDS.includes(f.kind) && !NOT_TRANSLATED.includes(f.name)) ?? [];
}

const filled = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';

/** Whether a module has text to translate. */
export function hasTranslatableText(model: string, data: Record<string, unknown>): boolean {
  return translatableFields(model).some((f) => filled(data[f.name]));
}
