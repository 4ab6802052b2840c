/** Plain text for the search index: HTML stripped, entities decoded, whitespace collapsed. */
import { getModuleSchema } from '../../shared/modules/registry';

/** Characters reserved as highlight markers in snippets (cms/search/query.ts); removed from indexed text. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Collapses whitespace and removes the snippet marker characters. */
export function cleanText(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '').replace(/\s+/g, ' ').trim();
}

/** Text of (allowlisted or any) HTML: tags become spaces, entities are decoded. */
export function htmlToText(html: string): string {
  return cleanText(
    decodeEntities(
      html
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<[^>]*>/g, ' '),
    ),
  );
}

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
