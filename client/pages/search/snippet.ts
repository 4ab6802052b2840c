/**
 * The back end's search snippets are escaped text with `<mark>…</mark>` around the matches
 * (docs/api/search.md). They are never inserted as HTML: this splits one into plain text parts,
 * with the escapes decoded (shared/plainText.ts), and marks whether each part is a match. Any other tag stays
 * visible text, so nothing but <mark> can reach the page.
 */
import { decodeEntities } from '../../../shared/plainText';

export interface SnippetPart {
  text: string;
  marked: boolean;
}


export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let match = pattern.exec(snippet); match; match = pattern.exec(snippet)) {
    if (match.index > last) parts.push({ text: decodeEntities(snippet.slice(last, match.index)), marked: false });
    parts.push({ text: decodeEntities(match[1]), marked: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: decodeEntities(snippet.slice(last)), marked: false });
  return parts.filter((part) => part.text !== '');
}
