/**
 * Paste from word processors into the rich-text field (issue 26 item 7; client/editor/richtext/html.ts
 * in paste mode): the clipboard HTML of Word, LibreOffice and Google Docs (test/fixtures/clipboard)
 * keeps lists as lists, headings become bold paragraphs (no rich-text field allows headings), table
 * cells become paragraphs of their own, Word's '·'/'o' list paragraphs become list items; and what
 * comes out is exactly what the back end's sanitizer keeps. Parsed with htmlparser2 (what the
 * sanitizer parses with); the browser's own parser reads the Word sample in editorWidgets.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildNode, Document } from 'domhandler';
import { createEditor, Editor, Transforms } from 'slate';
import { sanitizeRichText } from '../../../cms/sanitize/richText';
import { withRichText } from '../../../client/editor/richtext/commands';
import { deserialize, serialize, type HtmlNode } from '../../../client/editor/richtext/html';
import type { RichTextValue } from '../../../client/editor/richtext/types';
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

const pasted = (html: string): RichTextValue => deserialize(toHtmlNode(parseDocument(html, { decodeEntities: true })), { paste: true });
const pastedHtml = (html: string) => serialize(pasted(html));
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/clipboard', name), 'utf8');

/** The same document from each program, as the field saves it (one line). */
const EXPECTED = fixture('expected.html').trim();

test('no rich-text field of any module allows headings: they become bold paragraphs', () => {
  expect(RICH_TEXT_ALLOWLIST.tags.filter((tag) => /^h\d$/.test(tag))).toEqual([]);
  const richFields = MODULES.flatMap((schema) => schema.fields.filter((f) => f.kind === 'richtext').map((f) => `${schema.model}.${f.name}`));
  expect(richFields.length).toBeGreaterThan(0);
  expect(getModuleSchema('text')?.fields.find((f) => f.name === 'content')?.kind).toBe('richtext');
});

describe.each([
  ['Microsoft Word', 'word.html'],
  ['LibreOffice Writer', 'libreoffice.html'],
  ['Google Docs', 'google-docs.html'],
])('paste from %s', (_program, file) => {
  test('lists stay lists, headings become bold paragraphs, table cells paragraphs of their own', () => {
    expect(pastedHtml(fixture(file))).toBe(EXPECTED);
  });

  test('the sanitizer keeps what the field saves, and reading it back gives the same document', () => {
    const value = pasted(fixture(file));
    const html = serialize(value);
    expect(sanitizeRichText(html)).toBe(html);
    expect(deserialize(toHtmlNode(parseDocument(html, { decodeEntities: true })))).toEqual(value);
  });
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
    expect(fixture('libreoffice.html').endsWith('</html>\u0000')).toBe(true);
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
