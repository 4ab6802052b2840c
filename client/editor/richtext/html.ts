/**
 * HTML in and out of the Slate document, within RICH_TEXT_ALLOWLIST. `serialize` writes exactly the
 * form the back end's sanitizer (cms/sanitize/richText.ts) answers, so a saved text comes back
 * unchanged: <p>, <ul>/<ol> with <li>, <strong> outside <em>, <a href> (+ target="_blank"
 * rel="noopener noreferrer"), <br />, and only &amp; &lt; &gt; (&quot; in attributes) escaped.
 * `deserialize` reads any DOM-like tree (the browser's DOMParser, or a test's tree): tags outside
 * the allowlist are unwrapped or become paragraphs, b/i count as bold/italic, code-like elements go.
 */
import { cleanHref, NEW_WINDOW_REL } from '../../../shared/modules/richText';
import type { BlockElement, FormattedText, InlineNode, LinkElement, ListItemElement, ListType, RichTextValue } from './types';

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
const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'address', 'table', 'tr', 'dl', 'dt', 'dd', 'body', 'html', 'main', 'aside', 'nav', 'hr']);

const nameOf = (node: HtmlNode) => node.nodeName.toLowerCase();

interface Marks {
  bold?: true;
  italic?: true;
}

/** Inline content of one element, flattened into texts and links (nested links are unwrapped). */
function readInline(node: HtmlNode, marks: Marks, link: LinkElement | null, out: InlineNode[]): void {
  if (node.nodeType === TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/[\t\n\r ]+/g, ' ');
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
  let inner = marks;
  if (name === 'strong' || name === 'b') inner = { ...inner, bold: true };
  if (name === 'em' || name === 'i') inner = { ...inner, italic: true };
  if (name === 'a' && !link) {
    const url = cleanHref(node.getAttribute?.('href') ?? '');
    if (url) {
      const element: LinkElement = { type: 'link', url, newWindow: node.getAttribute?.('target') === '_blank', children: [] };
      for (const child of Array.from(node.childNodes)) readInline(child, inner, element, out);
      if (element.children.length) out.push(element);
      return;
    }
  }
  for (const child of Array.from(node.childNodes)) readInline(child, inner, link, out);
}

/** Collects blocks; inline runs between blocks become paragraphs. */
class BlockReader {
  readonly blocks: BlockElement[] = [];
  private run: InlineNode[] = [];

  flush(): void {
    const children = tidyInline(this.run);
    this.run = [];
    if (children) this.blocks.push({ type: 'paragraph', children });
  }

  read(node: HtmlNode): void {
    if (node.nodeType === TEXT_NODE) {
      readInline(node, {}, null, this.run);
      return;
    }
    if (node.nodeType === DOCUMENT_NODE || node.nodeType === FRAGMENT_NODE) {
      for (const child of Array.from(node.childNodes)) this.read(child);
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const name = nameOf(node);
    if (DROPPED.has(name)) return;
    if (name === 'ul' || name === 'ol') {
      this.flush();
      const items = readList(node);
      if (items.length) this.blocks.push({ type: name === 'ol' ? 'numbered-list' : 'bulleted-list', children: items });
      return;
    }
    if (name === 'li') {
      // a stray <li> outside a list: its own bulleted list
      this.flush();
      const items = readList({ nodeType: ELEMENT_NODE, nodeName: 'ul', textContent: null, childNodes: [node] });
      if (items.length) this.blocks.push({ type: 'bulleted-list', children: items });
      return;
    }
    if (BLOCKS.has(name)) {
      this.flush();
      for (const child of Array.from(node.childNodes)) this.read(child);
      this.flush();
      return;
    }
    // inline element (strong, em, a, span, font, …) at block level: part of the current run
    readInline(node, {}, null, this.run);
  }
}

/** The items of a list, flattened: nested lists and blocks inside an item become items of their own. */
function readList(list: HtmlNode): ListItemElement[] {
  const items: ListItemElement[] = [];
  for (const child of Array.from(list.childNodes)) {
    if (child.nodeType !== ELEMENT_NODE || nameOf(child) !== 'li') {
      if (child.nodeType === ELEMENT_NODE && (nameOf(child) === 'ul' || nameOf(child) === 'ol')) items.push(...readList(child));
      continue;
    }
    const reader = new BlockReader();
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
export function deserialize(root: HtmlNode): RichTextValue {
  const reader = new BlockReader();
  reader.read(root);
  reader.flush();
  return reader.blocks;
}

/** An empty document: one empty paragraph (Slate needs a block to put the cursor in). */
export const emptyValue = (): RichTextValue => [{ type: 'paragraph', children: [{ text: '' }] }];

/** HTML -> Slate in the browser (DOMParser builds an inert document: no scripts run, no images load). */
export function htmlToValue(html: string): RichTextValue {
  if (!html.trim()) return emptyValue();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const value = deserialize(doc.body);
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
