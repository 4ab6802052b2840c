/** Head texts made from the back end's content (a description from rich text, an Open Graph image). */
import type { ImageRef } from '../../shared/contract/common';
import { htmlToText } from '../../shared/plainText';

/** The length search engines show of a description. */
export const DESCRIPTION_MAX = 160;

/** Rich text (allowlisted HTML) as one line of plain text (shared/plainText.ts), cut at a word with an ellipsis. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The image's large JPEG (what link previews read best), else its original. */
export const ogImage = (image: ImageRef | null | undefined): string | null => (image ? (image.renditions?.large?.jpeg ?? image.url) : null);
