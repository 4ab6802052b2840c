/**
 * Paste from word processors into the rich-text field (issue 26 item 7; client/editor/richtext/html.ts
 * in paste mode): clipboard HTML of Word, LibreOffice and Google Docs (test/fixtures/clipboard, whose
 * README says where each sample comes from: LibreOffice's captured here, Word's and Google Docs'
 * captured by other projects, two written by hand) keeps lists as lists, headings become bold
 * paragraphs (no rich-text field allows headings), table cells become paragraphs of their own, Word's
 * '·'/'o' list paragraphs become list items; and what comes out is exactly what the back end's
 * sanitizer keeps. Parsed with htmlparser2 (what the sanitizer parses with); the browser's own parser
 * reads the Word samples in editorWidgets.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildNode, Document, Element } from 'domhandler';
import { createEditor, Editor, Transforms } from 'slate';
import { sanitizeRichText } from '../../../cms/sanitize/richText';
import { withRichText } from '../../../client/editor/richtext/commands';
import { deserialize, serialize, type HtmlNode } from '../../../client/editor/richtext/html';
import type { InlineNode, ListType, RichTextValue } from '../../../client/editor/richtext/types';
import { getModuleSchema, MODULES } from '../../../shared/modules';
import { RICH_TEXT_ALLOWLIST } from '../../../shared/modules/richText';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseDocument } = require('sanitize-html/node_modules/htmlparser2') as { parseDocument(html: string, options?: object): Document };

function toHtmlNode(node: ChildNode | Document): HtmlNode {
  switch (node.type) {
    case 'root':
      return { nodeType: 11, nodeName: '#document-fragment', textContent: null, childNodes: node.children.map(toHtmlNode) };
    case 'text':
      return { nodeType: 3, nodeName: '#text', textContent: node.data, childNodes: [] };
    case 'tag':
    case 'script':
    case 'style':
      return { nodeType: 1, nodeName: node.name, textContent: null, childNodes: node.children.map(toHtmlNode), getAttribute: (name) => node.attribs[name] ?? null };
    default:
      return { nodeType: 8, nodeName: '#comment', textContent: null, childNodes: [] };
  }
}

const parse = (html: string) => parseDocument(html, { decodeEntities: true });
const pasted = (html: string): RichTextValue => deserialize(toHtmlNode(parse(html)), { paste: true });
const pastedHtml = (html: string) => serialize(pasted(html));
const fixturePath = (name: string) => path.join(__dirname, '../../fixtures/clipboard', name);
/**
 * The clipboard HTML of a sample. google-docs-to-markdown stores Google Docs' one-line clipboard HTML
 * with a line break and tabs before each tag (its formatDiffableHtml); removing every line break
 * with the tabs after it gives back what was on the clipboard (its unformatDiffableHtml).
 */
const clipboard = (name: string) => {
  const html = fs.readFileSync(fixturePath(name), 'utf8');
  return name.endsWith('.copy.html') ? html.replace(/\n\t*/g, '') : html;
};
const expectedFor = (name: string) => fs.readFileSync(fixturePath(name), 'utf8').trim();

/** The same document from each program, as the field saves it (one line). */
const EXPECTED = 'expected.html';

test('no rich-text field of any module allows headings: they become bold paragraphs', () => {
  expect(RICH_TEXT_ALLOWLIST.tags.filter((tag) => /^h\d$/.test(tag))).toEqual([]);
  const richFields = MODULES.flatMap((schema) => schema.fields.filter((f) => f.kind === 'richtext').map((f) => `${schema.model}.${f.name}`));
  expect(richFields.length).toBeGreaterThan(0);
  expect(getModuleSchema('text')?.fields.find((f) => f.name === 'content')?.kind).toBe('richtext');
});

// ---- what the issue asks, read off the sample itself (independent of the expected files) ----

const isElement = (node: ChildNode | Document): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';
const nameOf = (element: Element) => element.name.toLowerCase();
const squash = (text: string) => text.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim();

function* elementsIn(node: ChildNode | Document): Generator<Element> {
  if (isElement(node)) yield node;
  if ('children' in node) for (const child of node.children) yield* elementsIn(child);
}

/** The text a reader sees in an element (a line break as a blank), without what `skip` says to leave out. */
function textOf(node: ChildNode | Document, skip: (element: Element) => boolean = () => false): string {
  if (node.type === 'text') return node.data;
  if (isElement(node)) {
    if (node.type !== 'tag' || skip(node)) return '';
    if (nameOf(node) === 'br') return ' ';
  }
  return 'children' in node ? node.children.map((child) => textOf(child, skip)).join('') : '';
}

const styleOf = (element: Element) => element.attribs.style ?? '';
const isWordMarker = (element: Element) => /mso-list:\s*ignore/i.test(styleOf(element));
const isList = (element: Element) => nameOf(element) === 'ul' || nameOf(element) === 'ol';

interface Rules {
  headings: string[];
  cells: string[];
  /** list items with the kind of list they are in (null: a deeper Word level, whose list is the one its first level started) */
  items: { text: string; type: ListType | null }[];
}

/** Headings, table cells and list items of a word processor's clipboard HTML. */
function rulesOf(html: string): Rules {
  const doc = parse(html);
  const elements = [...elementsIn(doc)];
  const styles = elements.filter((element) => nameOf(element) === 'style').flatMap((element) => element.children.map((child) => (child.type === 'text' ? child.data : ''))).join('\n');
  const rules: Rules = { headings: [], cells: [], items: [] };
  /** the Word item of the paragraph before: an indented paragraph after it is its next line */
  let wordItem: Rules['items'][number] | null = null;
  for (const element of elements) {
    const name = nameOf(element);
    if (name === 'p' && !/mso-list:\s*l\d+/i.test(styleOf(element))) {
      const indented = /\bMsoListParagraph/i.test(element.attribs?.class ?? '') || Number(/margin-left:\s*([\d.]+)/i.exec(styleOf(element))?.[1] ?? 0) > 0;
      if (wordItem && indented && squash(textOf(element))) wordItem.text = `${wordItem.text} ${squash(textOf(element))}`;
      else if (squash(textOf(element))) wordItem = null;
    }
    if (/^h[1-6]$/.test(name)) rules.headings.push(squash(textOf(element)));
    if (name === 'td' || name === 'th') {
      const paragraphs = [...elementsIn(element)].filter((inner) => nameOf(inner) === 'p');
      rules.cells.push(...(paragraphs.length ? paragraphs : [element]).map((block) => squash(textOf(block))));
    }
    if (name === 'li') {
      let outermost: Element | null = null;
      for (let up = element.parent; up && isElement(up); up = up.parent) if (isList(up)) outermost = up;
      rules.items.push({ text: squash(textOf(element, isList)), type: outermost && nameOf(outermost) === 'ol' ? 'numbered-list' : 'bulleted-list' });
    }
    const word = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(styleOf(element));
    if (word) {
      // Word's own list definition says whether its first level is bulleted: @list l0:level1 {mso-level-number-format:bullet; …}
      const definition = new RegExp(`@list\\s+${word[1]}:level1\\s*\\{([^}]*)\\}`).exec(styles);
      const type = word[2] !== '1' ? null : definition && /mso-level-number-format:\s*bullet/.test(definition[1]) ? 'bulleted-list' : 'numbered-list';
      wordItem = { text: squash(textOf(element, isWordMarker)), type };
      rules.items.push(wordItem);
    }
  }
  const filled = (texts: string[]) => texts.filter(Boolean);
  return { headings: filled(rules.headings), cells: filled(rules.cells), items: rules.items.filter((item) => item.text) };
}

const inlineText = (nodes: readonly InlineNode[]) => squash(nodes.map((node) => ('type' in node ? node.children.map((leaf) => leaf.text).join('') : node.text)).join(''));

/** The field's paragraphs (text, whether all bold) and list items (text, kind of list). */
function blocksOf(value: RichTextValue) {
  const paragraphs: { text: string; bold: boolean }[] = [];
  const items: { text: string; type: ListType }[] = [];
  for (const block of value) {
    if (block.type === 'paragraph') {
      const leaves = block.children.flatMap((node) => ('type' in node ? node.children : [node])).filter((leaf) => leaf.text.trim());
      paragraphs.push({ text: inlineText(block.children), bold: leaves.length > 0 && leaves.every((leaf) => leaf.bold) });
    } else for (const item of block.children) items.push({ text: inlineText(item.children), type: block.type });
  }
  return { paragraphs, items };
}

/**
 * Every sample, with what the field saves for it (one line, checked by reading the sample). The
 * first three are one short German document (heading, bold and italic, a bulleted list with a
 * second-level item, a second heading, a numbered list, a 2 × 2 table, a link).
 */
describe.each([
  ['LibreOffice Writer 7.4, captured here (capture/libreoffice.py)', 'libreoffice.html', EXPECTED],
  ['Microsoft Word for Windows, written by hand', 'word-handwritten.html', EXPECTED],
  ['Google Docs, written by hand', 'google-docs-handwritten.html', EXPECTED],
  ['Microsoft Word for Mac (Plate): nested lists', 'word/lists.html', 'word/lists.expected.html'],
  ['Microsoft Word for Mac (Plate): tables', 'word/tables.html', 'word/tables.expected.html'],
  ['Microsoft Word for Mac (Plate): headings', 'word/headers.html', 'word/headers.expected.html'],
  ['Google Docs (google-docs-to-markdown): lists', 'google-docs/lists.copy.html', 'google-docs/lists.expected.html'],
  ['Google Docs (google-docs-to-markdown): a table', 'google-docs/tables.copy.html', 'google-docs/tables.expected.html'],
  ['Google Docs (google-docs-to-markdown): headings', 'google-docs/headings-and-paragraphs.copy.html', 'google-docs/headings-and-paragraphs.expected.html'],
  ['Google Docs (google-docs-to-markdown): inline formatting', 'google-docs/inline-formatting.copy.html', 'google-docs/inline-formatting.expected.html'],
])('paste from %s', (_program, file, expected) => {
  test('what the field saves', () => {
    expect(pastedHtml(clipboard(file))).toBe(expectedFor(expected));
  });

  test('lists stay lists, headings become bold paragraphs, table cells paragraphs of their own', () => {
    const rules = rulesOf(clipboard(file));
    const { paragraphs, items } = blocksOf(pasted(clipboard(file)));
    for (const heading of rules.headings) expect(paragraphs).toContainEqual({ text: heading, bold: true });
    for (const cell of rules.cells) expect(paragraphs.map((paragraph) => paragraph.text)).toContain(cell);
    // every item of the sample is an item of a list of its kind, and nothing else became one
    for (const item of rules.items) expect(items).toContainEqual(item.type ? item : expect.objectContaining({ text: item.text }));
    expect(items).toHaveLength(rules.items.length);
  });

  test('the sanitizer keeps what the field saves, and reading it back gives the same document', () => {
    const value = pasted(clipboard(file));
    const html = serialize(value);
    expect(sanitizeRichText(html)).toBe(html);
    expect(deserialize(toHtmlNode(parse(html)))).toEqual(value);
  });
});

test('the samples have what the issue asks about: lists of both kinds, headings and table cells', () => {
  const all = ['libreoffice.html', 'word/lists.html', 'word/tables.html', 'word/headers.html', 'google-docs/lists.copy.html', 'google-docs/tables.copy.html', 'google-docs/headings-and-paragraphs.copy.html'];
  const rules = Object.fromEntries(all.map((file) => [file, rulesOf(clipboard(file))]));
  expect(rules['libreoffice.html']).toEqual({
    headings: ['Saisonvorschau 2026/27', 'Programm'],
    cells: ['Tabelle A', 'Tabelle B', 'Mozart', 'Beethoven'],
    items: [
      { text: 'Sinfoniekonzerte am Sonntagvormittag', type: 'bulleted-list' },
      { text: 'mit Einführung um 10 Uhr', type: 'bulleted-list' },
      { text: 'Kammermusik im Foyer', type: 'bulleted-list' },
      { text: 'Wolfgang Amadeus Mozart: Sinfonie Nr. 41', type: 'numbered-list' },
      { text: 'Ludwig van Beethoven: Violinkonzert', type: 'numbered-list' },
    ],
  });
  const types = (file: string) => new Set(rules[file].items.map((item) => item.type));
  expect(types('word/lists.html')).toEqual(new Set(['numbered-list', 'bulleted-list', null]));
  expect(types('google-docs/lists.copy.html')).toEqual(new Set(['numbered-list', 'bulleted-list']));
  expect(rules['word/tables.html'].cells).toHaveLength(28);
  expect(rules['google-docs/tables.copy.html'].cells).toHaveLength(20);
  expect(rules['word/headers.html'].headings).toHaveLength(6);
  expect(rules['google-docs/headings-and-paragraphs.copy.html'].headings).toEqual(['Heading 1', 'Heading 2', 'Heading 3']);
});

describe('the rules, one at a time', () => {
  test("Word's list paragraphs: the marker goes, bullets and numbers make their kind, levels join the list", () => {
    const item = (list: string, level: number, marker: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:${list} level${level} lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>`;
    expect(pastedHtml(item('l0', 1, '·', 'eins') + item('l0', 2, 'o', 'zwei') + item('l0', 3, '§', 'drei'))).toBe('<ul><li>eins</li><li>zwei</li><li>drei</li></ul>');
    expect(pastedHtml(item('l1', 1, 'a)', 'erstens') + item('l1', 1, 'b)', 'zweitens') + item('l1', 1, 'iv.', 'viertens'))).toBe('<ol><li>erstens</li><li>zweitens</li><li>viertens</li></ol>');
    // a numbered first level after a bulleted one starts a new list; a paragraph between ends a list
    expect(pastedHtml(item('l0', 1, '·', 'a') + item('l1', 1, '1.', 'b') + '<p class=MsoNormal>Zwischentext</p>' + item('l1', 1, '2.', 'c'))).toBe(
      '<ul><li>a</li></ul><ol><li>b</li></ol><p>Zwischentext</p><ol><li>c</li></ol>',
    );
    // two of Word's lists one after the other stay two lists, though of the same kind
    expect(pastedHtml(item('l0', 1, '·', 'a') + item('l0', 1, '·', 'b') + item('l3', 1, '·', 'c'))).toBe('<ul><li>a</li><li>b</li></ul><ul><li>c</li></ul>');
    // an indented paragraph after an item (Word's list style without mso-list, or a left margin) is the item's next line
    const indented = (attributes: string, text: string) => `<p ${attributes}><span lang=DE>${text}<o:p></o:p></span></p>`;
    expect(pastedHtml(item('l0', 1, '·', 'a') + indented("class=MsoListParagraphCxSpMiddle", 'weiter') + item('l0', 1, '·', 'b'))).toBe('<ul><li>a<br />weiter</li><li>b</li></ul>');
    expect(pastedHtml(item('l0', 1, '·', 'a') + indented("class=MsoNormal style='margin-left:36.0pt'", 'weiter') + item('l0', 1, '·', 'b'))).toBe('<ul><li>a<br />weiter</li><li>b</li></ul>');
    // without an item before it, an indented paragraph is a paragraph
    expect(pastedHtml(indented("class=MsoNormal style='margin-left:36.0pt'", 'Absatz') + item('l0', 1, '·', 'a'))).toBe('<p>Absatz</p><ul><li>a</li></ul>');
    // the conditional comments as plain comments (another Word version): the same
    expect(pastedHtml("<p style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='mso-list:Ignore'>-<span>&nbsp; </span></span><!--[endif]-->Punkt</p>")).toBe('<ul><li>Punkt</li></ul>');
  });

  test('bold and italic from CSS; a wrapper around blocks is no mark of its own', () => {
    expect(pastedHtml('<b style="font-weight:normal;" id="docs-internal-guid-1"><p><span style="font-weight:700">fett</span> <span style="font-style:italic">schräg</span> normal</p></b>')).toBe(
      '<p><strong>fett</strong> <em>schräg</em> normal</p>',
    );
    expect(pastedHtml('<p><b style="mso-bidi-font-weight:normal">Word fett</b> <strong style="font-weight: 400">nicht fett</strong> <span style="FONT-WEIGHT: bold">fett</span></p>')).toBe(
      '<p><strong>Word fett</strong> nicht fett <strong>fett</strong></p>',
    );
    // a heading stays bold whatever its spans say
    expect(pastedHtml('<h3><span style="font-weight:400">Titel</span> <i>kursiv</i></h3>')).toBe('<p><strong>Titel </strong><strong><em>kursiv</em></strong></p>');
    expect(pastedHtml('<p class=MsoTitle>Titel<o:p></o:p></p><p class=MsoSubtitle>Untertitel</p>')).toBe('<p><strong>Titel</strong></p><p><strong>Untertitel</strong></p>');
  });

  test('table cells without paragraphs (a web page, a spreadsheet) are paragraphs too; blank paragraphs go', () => {
    expect(pastedHtml('<table><tr><th>Tabelle A</th><th>Tabelle B</th></tr><tr><td>1</td><td><b>2</b></td></tr></table>')).toBe('<p>Tabelle A</p><p>Tabelle B</p><p>1</p><p><strong>2</strong></p>');
    expect(pastedHtml('<p>a</p><p>&nbsp;</p><p> <br> </p><p><o:p>&nbsp;</o:p></p><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  test("U+0000 is no text: LibreOffice's clipboard HTML ends with one after </html>", () => {
    expect(clipboard('libreoffice.html').endsWith('</html>\u0000')).toBe(true);
    expect(pastedHtml('<p>a</p></body></html>\u0000')).toBe('<p>a</p>');
    expect(pastedHtml('<p>a\u0000b</p>\u0000<p>\u0000</p>')).toBe('<p>ab</p>');
  });

  test('stored HTML is read as before (paste mode only for the clipboard)', () => {
    const stored = deserialize(toHtmlNode(parseDocument('<h2>Titel</h2><p><span style="font-weight:700">x</span></p><p>&nbsp;</p>', { decodeEntities: true })));
    expect(serialize(stored)).toBe('<p>Titel</p><p>x</p><p>\u00a0</p>');
  });
});

describe('the pasted blocks where the cursor is (withRichText)', () => {
  const item = (text: string) => ({ type: 'list-item' as const, children: [{ text }] });
  const editorWith = (children: RichTextValue) => {
    const editor = withRichText(createEditor() as Editor);
    editor.children = children;
    Transforms.select(editor, Editor.end(editor, []));
    return editor;
  };

  test('a list pasted into an empty paragraph stays a list', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: '' }] }]);
    Transforms.insertFragment(editor, pasted('<ul><li>a</li><li>b</li></ul><h2>Titel</h2>'));
    expect(serialize(editor.children as RichTextValue)).toBe('<ul><li>a</li><li>b</li></ul><p><strong>Titel</strong></p>');
  });

  test('a list pasted into a list item gives its items: the list stays flat', () => {
    const editor = editorWith([{ type: 'numbered-list', children: [item('eins')] }]);
    Transforms.insertFragment(editor, pasted('<p>x</p><ul><li>zwei</li><li>drei</li></ul><p>vier</p>'));
    Editor.normalize(editor, { force: true });
    expect(serialize(editor.children as RichTextValue)).toBe('<ol><li>einsx</li><li>zwei</li><li>drei</li><li>vier</li></ol>');
  });
});
