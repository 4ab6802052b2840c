/**
 * The rich-text field's HTML in and out (client/editor/richtext/html.ts) against the back end's
 * sanitizer (cms/sanitize/richText.ts): what the editor writes is exactly what the server keeps, and
 * reading it back gives the same document. No jsdom here: HTML is parsed with htmlparser2 (what
 * sanitize-html itself uses) into the small DOM-like shape deserialize() reads.
 */
import type { ChildNode, Document } from 'domhandler';
import { sanitizeRichText } from '../../../cms/sanitize/richText';
import { cleanHref } from '../../../shared/modules/richText';
import { deserialize, serialize, type HtmlNode } from '../../../client/editor/richtext/html';
import type { RichTextValue } from '../../../client/editor/richtext/types';
import { RICH_TEXT_ALLOWLIST } from '../../../shared/modules/richText';

// the CommonJS htmlparser2 that sanitize-html parses with (the top-level one is ESM-only, which
// this Jest project does not load): the same parser, so the same reading of the HTML
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseDocument } = require('sanitize-html/node_modules/htmlparser2') as { parseDocument(html: string): Document };

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

const parse = (html: string): RichTextValue => deserialize(toHtmlNode(parseDocument(html)));

const p = (...children: RichTextValue[number]['children']): RichTextValue[number] => ({ type: 'paragraph', children }) as RichTextValue[number];

/** Documents in Slate's normal form, with what serialize() must write for them. */
const DOCUMENTS: [string, RichTextValue, string][] = [
  ['plain paragraph', [p({ text: 'Hallo Welt' })], '<p>Hallo Welt</p>'],
  ['bold and italic', [p({ text: 'a ' }, { text: 'fett', bold: true }, { text: ' und ' }, { text: 'beides', bold: true, italic: true }, { text: ' ' }, { text: 'kursiv', italic: true })],
    '<p>a <strong>fett</strong> und <strong><em>beides</em></strong> <em>kursiv</em></p>'],
  ['escaped characters and umlauts', [p({ text: 'Tom & Jerry <3 "Zitat" ’s Größe €' })], '<p>Tom &amp; Jerry &lt;3 "Zitat" ’s Größe €</p>'],
  ['line break', [p({ text: 'Zeile 1\nZeile 2' })], '<p>Zeile 1<br />Zeile 2</p>'],
  ['bulleted list', [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'eins' }] }, { type: 'list-item', children: [{ text: 'zwei', bold: true }] }] }],
    '<ul><li>eins</li><li><strong>zwei</strong></li></ul>'],
  ['numbered list after a paragraph', [p({ text: 'Programm:' }), { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Mozart' }] }] }],
    '<p>Programm:</p><ol><li>Mozart</li></ol>'],
  ['internal link', [p({ text: 'Zu den ' }, { type: 'link', url: '/de/konzerte', newWindow: false, children: [{ text: 'Konzerten' }] }, { text: '.' })],
    '<p>Zu den <a href="/de/konzerte">Konzerten</a>.</p>'],
  ['link in a new window, with a query string', [p({ text: '' }, { type: 'link', url: 'https://example.org/?a=1&b="2"', newWindow: true, children: [{ text: 'extern', italic: true }] }, { text: '' })],
    '<p><a href="https://example.org/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer"><em>extern</em></a></p>'],
  ['mailto and tel links in a list item', [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '' }, { type: 'link', url: 'mailto:info@example.org', newWindow: false, children: [{ text: 'Mail' }] }, { text: ' / ' }, { type: 'link', url: 'tel:+4930123', newWindow: false, children: [{ text: 'Telefon' }] }, { text: '' }] }] }],
    '<ul><li><a href="mailto:info@example.org">Mail</a> / <a href="tel:+4930123">Telefon</a></li></ul>'],
  ['anchor link', [p({ text: '' }, { type: 'link', url: '#programm', newWindow: false, children: [{ text: 'Programm' }] }, { text: '' })], '<p><a href="#programm">Programm</a></p>'],
];

describe('serialize', () => {
  test.each(DOCUMENTS)('%s', (_name, value, html) => {
    expect(serialize(value)).toBe(html);
  });

  test.each(DOCUMENTS)('%s: the sanitizer keeps it unchanged', (_name, value) => {
    const html = serialize(value);
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('only allowlisted tags and attributes appear', () => {
    const html = DOCUMENTS.map(([, value]) => serialize(value)).join('');
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    for (const tag of tags) expect(RICH_TEXT_ALLOWLIST.tags).toContain(tag);
    const attributes = new Set([...html.matchAll(/\s([a-z-]+)="/g)].map((m) => m[1]));
    for (const attribute of attributes) expect(RICH_TEXT_ALLOWLIST.attributes.a).toContain(attribute);
  });

  test('an empty document is "" (so a required field fails), empty blocks are left out', () => {
    expect(serialize([p({ text: '' })])).toBe('');
    expect(serialize([p({ text: '  ' }), { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '' }] }] }])).toBe('');
    expect(serialize([p({ text: '' }), p({ text: 'x' }), p({ text: '\n' })])).toBe('<p>x</p>');
  });

  test('a link the sanitizer would refuse keeps only its text', () => {
    const bad = [p({ text: '' }, { type: 'link', url: 'javascript:alert(1)', newWindow: true, children: [{ text: 'klick' }] }, { text: '' })];
    expect(serialize(bad as RichTextValue)).toBe('<p>klick</p>');
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">klick</a></p>')).toBe('<p>klick</p>');
  });
});

describe('deserialize', () => {
  test.each(DOCUMENTS)('%s: reading the HTML back gives the same document', (_name, value, html) => {
    expect(parse(html)).toEqual(value);
  });

  test.each(DOCUMENTS)('%s: round trip through the sanitizer', (_name, value) => {
    expect(parse(sanitizeRichText(serialize(value)))).toEqual(value);
  });

  test('pasted HTML: b/i count, unknown tags are unwrapped, headings become paragraphs, code goes', () => {
    const pasted = '<h2>Titel</h2><div><span style="color:red">rot</span> <b>fett</b> <i>schräg</i></div><script>alert(1)</script><style>p{}</style><p>Ende<!-- x --></p>';
    const value = parse(pasted);
    expect(value).toEqual([p({ text: 'Titel' }), p({ text: 'rot ' }, { text: 'fett', bold: true }, { text: ' ' }, { text: 'schräg', italic: true }), p({ text: 'Ende' })]);
    const html = serialize(value);
    expect(html).toBe('<p>Titel</p><p>rot <strong>fett</strong> <em>schräg</em></p><p>Ende</p>');
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('whitespace between blocks is ignored, runs of whitespace collapse, top-level text becomes a paragraph', () => {
    expect(parse('\n  <p>a\n   b</p>\n\n<p> c </p>\n')).toEqual([p({ text: 'a b' }), p({ text: 'c' })]);
    expect(parse('lose <strong>Text</strong>')).toEqual([p({ text: 'lose ' }, { text: 'Text', bold: true })]);
  });

  test('nested lists are flattened into items; a list item with blocks keeps their text', () => {
    const value = parse('<ul><li>a<ul><li>b</li></ul></li><li><p>c</p></li></ul>');
    expect(value).toEqual([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'a' }] }, { type: 'list-item', children: [{ text: 'b' }] }, { type: 'list-item', children: [{ text: 'c' }] }] }]);
  });

  test('links: target _blank means new window, unsafe hrefs are unwrapped, nested links flattened', () => {
    expect(parse('<p><a href="https://x.org" target="_blank">x</a></p>')).toEqual([p({ text: '' }, { type: 'link', url: 'https://x.org', newWindow: true, children: [{ text: 'x' }] }, { text: '' })]);
    expect(parse('<p><a href="java\tscript:alert(1)">x</a> <a href="//evil.org">y</a></p>')).toEqual([p({ text: 'x y' })]);
    expect(parse('<p><a href="/a"><strong>fett</strong></a></p>')).toEqual([p({ text: '' }, { type: 'link', url: '/a', newWindow: false, children: [{ text: 'fett', bold: true }] }, { text: '' })]);
  });

  test('entities are decoded once: &amp;lt; stays text', () => {
    const value = parse('<p>&amp;lt;b&amp;gt; &nbsp;x</p>');
    expect(value).toEqual([p({ text: '&lt;b&gt; \u00a0x' })]);
    const html = serialize(value);
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('cleanHref, the one link rule of the sanitizer and the editor', () => {
  test.each([
    ['https://example.org/a?b=1', 'https://example.org/a?b=1'],
    ['HTTP://EXAMPLE.ORG', 'HTTP://EXAMPLE.ORG'],
    ['mailto:a@b.de', 'mailto:a@b.de'],
    ['tel:+49 30 1', 'tel:+49301'],
    ['/de/konzerte', '/de/konzerte'],
    ['#anker', '#anker'],
    ['?q=1', '?q=1'],
    ['javascript:alert(1)', null],
    [' jav\tascript:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.org', null],
    ['/\\evil.org', null],
    ['www.example.org', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(cleanHref(input)).toBe(expected);
    const sanitized = sanitizeRichText(`<p><a href="${input.replace(/"/g, '&quot;')}">x</a></p>`);
    if (expected === null) expect(sanitized).toBe('<p>x</p>');
    else expect(sanitized).toContain('<a href=');
  });
});
