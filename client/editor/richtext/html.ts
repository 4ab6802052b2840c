/**
 * HTML in and out of the Slate document, within RICH_TEXT_ALLOWLIST. `serialize` writes exactly the
 * form the back end's sanitizer (cms/sanitize/richText.ts) answers, so a saved text comes back
 * unchanged: <p>, <ul>/<ol> with <li>, <strong> outside <em>, <a href> (+ target="_blank"
 * rel="noopener noreferrer"), <br />, and only &amp; &lt; &gt; (&quot; in attributes) escaped.
 * `deserialize` reads any DOM-like tree (the browser's DOMParser, or a test's tree): tags outside
 * the allowlist are unwrapped or become paragraphs, b/i count as bold/italic, code-like elements go.
 *
 * Pasted HTML (`{ paste: true }`, issue 26 item 7) is read as a word processor meant it:
 * - headings (h1–h6, Word's Title and Subtitle paragraphs) become bold paragraphs: no rich-text field
 *   allows headings (RICH_TEXT_ALLOWLIST of shared/modules/richText.ts, for every module's field);
 * - bold and italic also from CSS (Google Docs' `font-weight:700`, `font-style:italic`), and a
 *   `<b style="font-weight:normal">` (Google Docs' wrapper) is not bold;
 * - an inline element around blocks (Google Docs' `<b id="docs-internal-guid-…">`) is only a wrapper;
 * - Word's list paragraphs (`mso-list:l0 level1 lfo1`, its '·', 'o' or '1.' marker in a span with
 *   `mso-list:Ignore`) become items of a bulleted or numbered list, consecutive ones of the same
 *   Word list (`l0 … lfo1`) one list, two lists of Word two lists; an indented paragraph right
 *   after an item (no `mso-list`, but Word's list paragraph style or a left margin) is the item's
 *   next line, not the end of the list;
 * - table cells are paragraphs of their own; paragraphs with nothing but blanks are left out.
 * U+0000 characters are dropped in any mode, as a browser's HTML parser drops them.
 */
import { cleanHref, NEW_WINDOW_REL } from '../../../shared/modules/richText';
import type { BlockElement, FormattedText, InlineNode, LinkElement, ListElement, ListItemElement, ListType, RichTextValue } from './types';

/** The part of a DOM node that deserializing reads (DOM nodes have it). */
export interface HtmlNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNode>;
  getAttribute?(name: string): string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;
const FRAGMENT_NODE = 11;

/** Dropped with their content (as the sanitizer does): code and markup, never readable text. */
const DROPPED = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template', 'svg', 'math', 'head']);
/** Elements that start a new paragraph when they appear in pasted or legacy HTML. */
const BLOCKS = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'address',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'body', 'html', 'main', 'aside', 'nav', 'hr',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Word's paragraph styles of headings that are no <h1>–<h6> */
const WORD_HEADING_CLASS = /^Mso(Title|Subtitle)\b/i;

const nameOf = (node: HtmlNode) => node.nodeName.toLowerCase();

export interface ReadOptions {
  /** clipboard HTML of a word processor or a web page, read as the writer meant it (see above) */
  paste?: boolean;
}

interface Marks {
  bold?: true;
  italic?: true;
}

/** The declarations of a style attribute, property names in lower case: `font-weight:700` -> {'font-weight': '700'}. */
function styleOf(node: HtmlNode): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of (node.getAttribute?.('style') ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim().toLowerCase());
  }
  return declarations;
}

const clean = (marks: Marks): Marks => ({ ...(marks.bold ? { bold: true as const } : {}), ...(marks.italic ? { italic: true as const } : {}) });

/** The marks inside an element: its tag's, then (pasted HTML) its style's, which may also take one away. */
function marksOf(node: HtmlNode, marks: Marks, options: ReadOptions): Marks {
  const name = nameOf(node);
  let inner = marks;
  if (name === 'strong' || name === 'b') inner = { ...inner, bold: true };
  if (name === 'em' || name === 'i') inner = { ...inner, italic: true };
  if (!options.paste) return inner;
  const style = styleOf(node);
  const weight = style.get('font-weight');
  if (weight !== undefined) {
    const numeric = Number(weight);
    if (weight === 'bold' || weight === 'bolder' || numeric >= 600) inner = { ...inner, bold: true };
    else if (weight === 'normal' || weight === 'lighter' || numeric > 0) inner = { ...inner, bold: undefined };
  }
  const fontStyle = style.get('font-style');
  if (fontStyle === 'italic' || fontStyle === 'oblique') inner = { ...inner, italic: true };
  else if (fontStyle === 'normal') inner = { ...inner, italic: undefined };
  return clean(inner);
}

/** Word's list marker ('·', 'o', '1.' and the blanks after it), which the list item replaces. */
const isWordListMarker = (node: HtmlNode) => /mso-list:\s*ignore/i.test(node.getAttribute?.('style') ?? '');

/** Word's list paragraph: `mso-list:l0 level1 lfo1` in its style. */
function wordListLevel(node: HtmlNode): number | null {
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(node.getAttribute?.('style') ?? '');
  return match ? Number(match[1]) : null;
}

/** Which of Word's lists a list paragraph belongs to: its list and override ('l0 lfo1'); null for none. */
function wordListId(node: HtmlNode): string | null {
  const match = /mso-list:\s*(l\d+)\s+level\d+(?:\s+(lfo\d+))?/i.exec(node.getAttribute?.('style') ?? '');
  return match ? `${match[1]} ${match[2] ?? ''}`.trim() : null;
}

/**
 * A paragraph that is no item (no `mso-list`) but indented as one (Word's list paragraph style, or a
 * left margin): after an item, a further line of it.
 */
function isWordListContinuation(node: HtmlNode): boolean {
  if (wordListLevel(node) !== null) return false;
  if (/\bMsoListParagraph/i.test(node.getAttribute?.('class') ?? '')) return true;
  const margin = /margin-left:\s*([\d.]+)/i.exec(node.getAttribute?.('style') ?? '');
  return !!margin && Number(margin[1]) > 0;
}

/** The text of Word's marker in a list paragraph: a number or letter with '.' or ')' is a numbered list. */
function wordListType(node: HtmlNode): ListType {
  let marker = '';
  const find = (current: HtmlNode): boolean => {
    if (current.nodeType !== ELEMENT_NODE) return false;
    if (isWordListMarker(current)) {
      marker = (current.textContent ?? textOf(current)).replace(/[\s\u00a0]+/g, '');
      return true;
    }
    return Array.from(current.childNodes).some(find);
  };
  find(node);
  return /^\(?([0-9]+|[a-z]{1,2}|[ivxlcdm]+)[.)]$/i.test(marker) ? 'numbered-list' : 'bulleted-list';
}

/** The text of a DOM-like node whose `textContent` is not given (a test's tree). */
function textOf(node: HtmlNode): string {
  if (node.nodeType === TEXT_NODE) return node.textContent ?? '';
  return Array.from(node.childNodes).map(textOf).join('');
}

/** Whether an element holds blocks (so it is only a wrapper around them, not inline content). */
function holdsBlocks(node: HtmlNode): boolean {
  return Array.from(node.childNodes).some((child) => {
    if (child.nodeType !== ELEMENT_NODE) return false;
    const name = nameOf(child);
    return BLOCKS.has(name) || name === 'ul' || name === 'ol' || name === 'li' || holdsBlocks(child);
  });
}

const isHeading = (node: HtmlNode, options: ReadOptions) =>
  options.paste === true && (HEADINGS.has(nameOf(node)) || (nameOf(node) === 'p' && WORD_HEADING_CLASS.test(node.getAttribute?.('class') ?? '')));

/** Inline content of one element, flattened into texts and links (nested links are unwrapped). */
function readInline(node: HtmlNode, marks: Marks, link: LinkElement | null, out: InlineNode[], options: ReadOptions = {}): void {
  if (node.nodeType === TEXT_NODE) {
    // U+0000 is no text: a browser's parser drops it, and LibreOffice ends its clipboard HTML with one
    const text = (node.textContent ?? '').replaceAll('\u0000', '').replace(/[\t\n\r ]+/g, ' ');
    if (!text) return;
    const leaf: FormattedText = { text, ...marks };
    (link ? link.children : out).push(leaf);
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const name = nameOf(node);
  if (DROPPED.has(name)) return;
  if (name === 'br') {
    const leaf: FormattedText = { text: '\n', ...marks };
    (link ? link.children : out).push(leaf);
    return;
  }
  if (options.paste && isWordListMarker(node)) return;
  const inner = marksOf(node, marks, options);
  if (name === 'a' && !link) {
    const url = cleanHref(node.getAttribute?.('href') ?? '');
    if (url) {
      const element: LinkElement = { type: 'link', url, newWindow: node.getAttribute?.('target') === '_blank', children: [] };
      for (const child of Array.from(node.childNodes)) readInline(child, inner, element, out, options);
      if (element.children.length) out.push(element);
      return;
    }
  }
  for (const child of Array.from(node.childNodes)) readInline(child, inner, link, out, options);
}

const isBlank = (nodes: readonly InlineNode[]) => nodes.every((node) => !('type' in node) && !node.text.replace(/[\s\u00a0]+/g, ''));

function boldAll(nodes: InlineNode[]): InlineNode[] {
  return nodes.map((node) => ('type' in node ? { ...node, children: node.children.map((text) => ({ ...text, bold: true as const })) } : node.text ? { ...node, bold: true as const } : node));
}

/** Collects blocks; inline runs between blocks become paragraphs. */
class BlockReader {
  readonly blocks: BlockElement[] = [];
  private run: InlineNode[] = [];
  /** the list that Word's list paragraphs read last went into, while nothing else followed it */
  private wordList: ListElement | null = null;
  /** the Word list (wordListId) whose paragraphs `wordList` holds */
  private wordListKey: string | null = null;

  constructor(private readonly options: ReadOptions = {}) {}

  flush(): void {
    const children = tidyInline(this.run);
    this.run = [];
    // pasted: a paragraph of blanks (Word's <o:p>&nbsp;</o:p>) is spacing, not content
    if (children && !(this.options.paste && isBlank(children))) this.blocks.push({ type: 'paragraph', children });
  }

  read(node: HtmlNode, marks: Marks = {}): void {
    const { options } = this;
    if (node.nodeType === TEXT_NODE) {
      readInline(node, marks, null, this.run, options);
      return;
    }
    if (node.nodeType === DOCUMENT_NODE || node.nodeType === FRAGMENT_NODE) {
      for (const child of Array.from(node.childNodes)) this.read(child, marks);
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const name = nameOf(node);
    if (DROPPED.has(name)) return;
    if (name === 'ul' || name === 'ol') {
      this.flush();
      const items = readList(node, options);
      if (items.length) this.blocks.push({ type: name === 'ol' ? 'numbered-list' : 'bulleted-list', children: items });
      return;
    }
    if (name === 'li') {
      // a stray <li> outside a list: its own bulleted list
      this.flush();
      const items = readList({ nodeType: ELEMENT_NODE, nodeName: 'ul', textContent: null, childNodes: [node] }, options);
      if (items.length) this.blocks.push({ type: 'bulleted-list', children: items });
      return;
    }
    if (options.paste && name === 'p' && isWordListContinuation(node) && this.readWordListContinuation(node, marks)) return;
    if (options.paste && wordListLevel(node) !== null) {
      this.readWordListParagraph(node, marks);
      return;
    }
    if (isHeading(node, options)) {
      // the allowed markup for a heading: a bold paragraph
      this.flush();
      const start = this.blocks.length;
      for (const child of Array.from(node.childNodes)) this.read(child, marksOf(node, marks, options));
      this.flush();
      for (let index = start; index < this.blocks.length; index++) {
        const block = this.blocks[index];
        if (block.type === 'paragraph') this.blocks[index] = { ...block, children: boldAll(block.children) };
      }
      return;
    }
    if (BLOCKS.has(name)) {
      this.flush();
      const inner = options.paste ? marksOf(node, marks, options) : marks;
      for (const child of Array.from(node.childNodes)) this.read(child, inner);
      this.flush();
      return;
    }
    if (options.paste && holdsBlocks(node)) {
      // an inline element around blocks (Google Docs' <b id="docs-internal-guid-…">): only a wrapper
      for (const child of Array.from(node.childNodes)) this.read(child, marksOf(node, marks, options));
      return;
    }
    // inline element (strong, em, a, span, font, …) at block level: part of the current run
    readInline(node, marks, null, this.run, options);
  }

  /** One of Word's list paragraphs: an item of the list before it, or the first of a new list. */
  private readWordListParagraph(node: HtmlNode, marks: Marks): void {
    this.flush();
    const run: InlineNode[] = [];
    for (const child of Array.from(node.childNodes)) readInline(child, marksOf(node, marks, this.options), null, run, this.options);
    const children = tidyInline(run);
    if (!children || isBlank(children)) return;
    const level = wordListLevel(node) ?? 1;
    const type = wordListType(node);
    const key = wordListId(node);
    const last = this.blocks[this.blocks.length - 1];
    // deeper levels join the list they belong to (lists are flat); a first level of another kind or
    // of another of Word's lists starts a new list
    if (last && last === this.wordList && (level > 1 || (last.type === type && key === this.wordListKey))) {
      last.children.push({ type: 'list-item', children });
      return;
    }
    this.wordList = { type, children: [{ type: 'list-item', children }] };
    this.wordListKey = key;
    this.blocks.push(this.wordList);
  }

  /** Word's indented paragraph right after a list item: the item's next line. False when no item is before it. */
  private readWordListContinuation(node: HtmlNode, marks: Marks): boolean {
    this.flush();
    const list = this.blocks[this.blocks.length - 1];
    if (!list || list !== this.wordList) return false;
    const run: InlineNode[] = [];
    for (const child of Array.from(node.childNodes)) readInline(child, marksOf(node, marks, this.options), null, run, this.options);
    const children = tidyInline(run);
    if (!children || isBlank(children)) return true;
    const item = list.children[list.children.length - 1];
    item.children = tidyInline([...item.children, { text: '\n' }, ...children]) ?? item.children;
    return true;
  }
}

/** The items of a list, flattened: nested lists and blocks inside an item become items of their own. */
function readList(list: HtmlNode, options: ReadOptions = {}): ListItemElement[] {
  const items: ListItemElement[] = [];
  for (const child of Array.from(list.childNodes)) {
    if (child.nodeType !== ELEMENT_NODE || nameOf(child) !== 'li') {
      if (child.nodeType === ELEMENT_NODE && (nameOf(child) === 'ul' || nameOf(child) === 'ol')) items.push(...readList(child, options));
      continue;
    }
    const reader = new BlockReader(options);
    for (const grandchild of Array.from(child.childNodes)) reader.read(grandchild);
    reader.flush();
    for (const block of reader.blocks) {
      if (block.type === 'paragraph') items.push({ type: 'list-item', children: block.children });
      else items.push(...block.children);
    }
  }
  return items;
}

const sameMarks = (a: FormattedText, b: FormattedText) => !!a.bold === !!b.bold && !!a.italic === !!b.italic;

function mergeTexts(texts: FormattedText[]): FormattedText[] {
  const merged: FormattedText[] = [];
  for (const text of texts) {
    const last = merged[merged.length - 1];
    if (last && sameMarks(last, text)) merged[merged.length - 1] = { ...last, text: last.text + text.text };
    else if (text.text) merged.push(text);
  }
  return merged;
}

/**
 * Inline children in Slate's normal form (texts merged by marks, a text around every link; leading
 * and trailing spaces and line breaks trimmed as a browser shows them), or null when nothing is left.
 */
export function tidyInline(nodes: InlineNode[]): InlineNode[] | null {
  const groups: InlineNode[] = [];
  let texts: FormattedText[] = [];
  const pushTexts = () => {
    groups.push(...mergeTexts(texts));
    texts = [];
  };
  for (const node of nodes) {
    if ('type' in node) {
      pushTexts();
      const children = mergeTexts(node.children);
      if (children.length) groups.push({ ...node, children });
    } else texts.push(node);
  }
  pushTexts();
  trimEdge(groups, 'start');
  trimEdge(groups, 'end');
  if (!groups.some((node) => ('type' in node ? true : node.text.length > 0))) return null;
  // Slate's normal form: texts first, last and between links
  const result: InlineNode[] = [];
  for (const node of groups) {
    const previous = result[result.length - 1];
    if ('type' in node && (!previous || 'type' in previous)) result.push({ text: '' });
    result.push(node);
  }
  if ('type' in result[result.length - 1]) result.push({ text: '' });
  return result;
}

function trimEdge(nodes: InlineNode[], edge: 'start' | 'end'): void {
  while (nodes.length) {
    const index = edge === 'start' ? 0 : nodes.length - 1;
    const node = nodes[index];
    if ('type' in node) return;
    const text = edge === 'start' ? node.text.replace(/^[ \n]+/, '') : node.text.replace(/[ \n]+$/, '');
    if (text) {
      nodes[index] = { ...node, text };
      return;
    }
    nodes.splice(index, 1);
  }
}

/** The Slate document of a DOM-like tree (a parsed HTML document or fragment). */
export function deserialize(root: HtmlNode, options: ReadOptions = {}): RichTextValue {
  const reader = new BlockReader(options);
  reader.read(root);
  reader.flush();
  return reader.blocks;
}

/** An empty document: one empty paragraph (Slate needs a block to put the cursor in). */
export const emptyValue = (): RichTextValue => [{ type: 'paragraph', children: [{ text: '' }] }];

/** HTML -> Slate in the browser (DOMParser builds an inert document: no scripts run, no images load). */
export function htmlToValue(html: string, options: ReadOptions = {}): RichTextValue {
  if (!html.trim()) return emptyValue();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const value = deserialize(doc.body, options);
  return value.length ? value : emptyValue();
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function serializeText(leaf: FormattedText): string {
  let html = leaf.text.split('\n').map(escapeText).join('<br />');
  if (!html) return '';
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function serializeLink(link: LinkElement): string {
  const url = cleanHref(link.url);
  const inner = link.children.map(serializeText).join('');
  if (!url) return inner; // the sanitizer would unwrap it: keep the text only
  if (!inner) return '';
  const target = link.newWindow ? ` target="_blank" rel="${NEW_WINDOW_REL}"` : '';
  return `<a href="${escapeAttribute(url)}"${target}>${inner}</a>`;
}

function serializeInline(nodes: readonly InlineNode[]): string {
  const tidy = tidyInline([...nodes]);
  if (!tidy) return '';
  return tidy.map((node) => ('type' in node ? serializeLink(node) : serializeText(node))).join('');
}

/** Slate -> HTML as the sanitizer stores it; '' for a document without text (so `required` works). */
export function serialize(value: readonly BlockElement[]): string {
  const parts: string[] = [];
  for (const block of value) {
    if (block.type === 'paragraph') {
      const inner = serializeInline(block.children);
      if (inner) parts.push(`<p>${inner}</p>`);
      continue;
    }
    const items = block.children.map((item) => serializeInline(item.children)).filter(Boolean);
    const tag = block.type === 'numbered-list' ? 'ol' : 'ul';
    if (items.length) parts.push(`<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`);
  }
  return parts.join('');
}

export const LIST_TYPES: readonly ListType[] = ['bulleted-list', 'numbered-list'];
