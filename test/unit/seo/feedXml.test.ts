/**
 * The RSS and sitemap writers (server/seo/rss.ts, sitemap.ts) give well-formed XML whatever a title
 * holds: read back with saxes, an XML 1.0 parser that reports every well-formedness error, the
 * forbidden characters among them (rss-parser and fast-xml-parser 5, tried first, accept a feed with
 * a control character in a title, so they could not tell a broken writer from a working one).
 */
import { SaxesParser } from 'saxes';
import type { ArticleListItem } from '../../../shared/contract/stories';
import { storiesRss } from '../../../server/seo/rss';
import { escapeXml, sitemapUrlset } from '../../../server/seo/sitemap';

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Element[];
}

/** The document's root element, or the parser's first error (thrown). */
function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: false });
  const stack: Element[] = [];
  let root: Element | null = null;
  let error: Error | null = null;
  parser.on('error', (e) => (error ??= e));
  parser.on('opentag', (tag) => {
    const element: Element = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    if (stack.length) stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  if (error) throw error;
  return root!;
}

const child = (element: Element, name: string) => element.children.find((c) => c.name === name)!;
const children = (element: Element, name: string) => element.children.filter((c) => c.name === name);

/** Every character XML 1.0 forbids that a title could carry: C0 controls, U+FFFE/U+FFFF, lone surrogates. */
const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\uFFFE', '\uFFFF', '\uD834', '\uDD1E'];

const story = (id: number, title: string, teaser = 'Ein Abend bei der Probe'): ArticleListItem => ({
  id,
  slug: `story-${id}`,
  title,
  teaser,
  date: '2031-02-03',
  categories: [],
  tags: [],
  header_image: null,
  is_highlight: false,
  url: { de: `/de/stories/story-${id}/${id}`, en: `/en/stories/story-${id}/${id}` },
  admin_url: '',
});

test('the parser rejects a control character in a title: what the writers must never produce', () => {
  expect(() => parseXml('<rss><channel><title>Probe\u000Bbesuch</title></channel></rss>')).toThrow(/disallowed character/);
  // nor may it come as a character reference
  expect(() => parseXml('<rss><channel><title>Probe&#11;besuch</title></channel></rss>')).toThrow(/malformed character entity/);
});

test('an RSS feed with control characters in a title and a teaser parses, the titles read without them', () => {
  const rss = storiesRss({
    origin: 'https://www.orchester.test',
    locale: 'de',
    title: 'Philharmonie\u0007 Flussstadt: Geschichten',
    description: 'Geschichten',
    selfPath: '/de/stories.rss',
    articles: [story(1, 'Probe\u000Bbesuch im\u0000 Großen Saal'), story(2, 'Pauken & Trompeten \u{1D11E} <live>', 'Zeile\u0001eins\tzwei\nDrei'), story(3, FORBIDDEN.join('Takt'))],
  });
  const channel = child(parseXml(rss), 'channel');
  expect(child(channel, 'title').text).toBe('Philharmonie Flussstadt: Geschichten');
  const items = children(channel, 'item');
  expect(items.map((item) => child(item, 'title').text)).toEqual(['Probebesuch im Großen Saal', 'Pauken & Trompeten \u{1D11E} <live>', 'Takt'.repeat(FORBIDDEN.length - 1)]);
  // tab and line feed are XML: kept
  expect(child(items[1], 'description').text).toBe('Zeileeins\tzwei\nDrei');
  expect(child(items[0], 'link').text).toBe('https://www.orchester.test/de/stories/story-1/1');
});

test('a sitemap whose addresses carry control characters parses', () => {
  const xml = sitemapUrlset('https://www.orchester.test', 'de', [
    { kind: 'page', urls: { de: '/de/seite\u0001-eins', en: '/en/page\u001F-one' }, lastmod: '2031-02-03T10:00:00.000Z' },
  ]);
  const url = child(parseXml(xml), 'url');
  expect(child(url, 'loc').text).toBe('https://www.orchester.test/de/seite-eins');
  expect(children(url, 'xhtml:link').map((link) => link.attributes.href)).toEqual([
    'https://www.orchester.test/de/seite-eins',
    'https://www.orchester.test/en/page-one',
    'https://www.orchester.test/de/seite-eins',
  ]);
});

test('escapeXml drops only what XML forbids: a pair of surrogates, tab, line feed and carriage return stay', () => {
  expect(escapeXml('a\u0002b\tc\nd\re\u{1F3BB}f\uD800g\uDFFFh')).toBe('ab\tc\nd\re\u{1F3BB}fgh');
});
