/** Plain text for the search index: HTML stripped, entities decoded, whitespace collapsed. */
import { getModuleSchema } from '../../shared/modules/registry';
import { htmlToText as htmlText } from '../../shared/plainText';

/** Characters reserved as highlight markers in snippets (cms/search/query.ts); removed from indexed text. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';

/** Collapses whitespace and removes the snippet marker characters. */
export function cleanText(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '').replace(/\s+/g, ' ').trim();
}

/** Text of (allowlisted or any) HTML (shared/plainText.ts), without the snippet markers. */
export const htmlToText = (html: string): string => cleanText(htmlText(html));

/** Fields of text kinds that are layout or technical values rather than content. */
const NON_CONTENT_FIELDS = new Set(['anchor', 'extra_class', 'image_alt', 'image_copyright', 'length']);

/**
 * The searchable text of one module: every text, textarea and rich-text field of its schema
 * (headline, preline, subline, content, text, title, description, link text, author...), HTML
 * stripped. Unknown models give ''.
 */
export function moduleText(model: string, data: Record<string, unknown>): string {
  const schema = getModuleSchema(model);
  if (!schema) return '';
  const parts: string[] = [];
  for (const field of schema.fields) {
    if (NON_CONTENT_FIELDS.has(field.name)) continue;
    const value = data[field.name];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (field.kind === 'richtext') parts.push(htmlToText(value));
    else if (field.kind === 'text' || field.kind === 'textarea') parts.push(cleanText(value));
  }
  return parts.join(' ');
}

/** Joins the non-empty parts with ' · ' (so snippet fragments do not run separate fields together). */
export function joinParts(parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => cleanText(p ?? ''))
    .filter(Boolean)
    .join(' · ');
}
