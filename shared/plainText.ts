/**
 * Rich text (HTML) as plain text: the one rule for every place that needs a content's words without
 * its markup (JSON-LD descriptions, a concert's iCalendar description, the search index, the version
 * history's labels and the content checks). Blocks (paragraphs, list items, headings, line breaks)
 * end a line; inline tags vanish without a space, as a browser shows them (`Mo<em>zart</em>` is one
 * word); script, style and comments are dropped with their content; entities are decoded.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' };

/** Named (the common ones), decimal and hex character references; an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAG = /<\/?(p|div|li|ul|ol|h[1-6]|blockquote|section|article|table|tr|td|th)\b[^>]*>|<br\s*\/?>/gi;

/**
 * The text of HTML: one line per block (`lines: true`, empty lines dropped, spaces folded) or all
 * of it on one line with whitespace folded (the default).
 */
export function htmlToText(html: string, { lines = false }: { lines?: boolean } = {}): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s+/g, ' ') // a line break in the source is a space, as in a browser
      .replace(BLOCK_TAG, '\n')
      .replace(/<[^>]*>/g, ''),
  );
  if (!lines) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
