/** The sitemap index (server/seo/sitemap.ts): one file per language, kind and chunk of 50,000, from the back end's counts. */
import { SITEMAP_CHUNK, type SitemapSection } from '../../../shared/contract/sitemap';
import { listEntries, sitemapFiles, sitemapIndex } from '../../../server/seo/sitemap';

const sections: SitemapSection[] = [
  { kind: 'page', count: 0, lastmod: '' },
  { kind: 'event', count: 2 * SITEMAP_CHUNK + 1, lastmod: '2031-03-01T10:00:00.000Z' },
  { kind: 'story', count: SITEMAP_CHUNK, lastmod: '2031-04-01T10:00:00.000Z' },
  { kind: 'person', count: 0, lastmod: '' },
];

test('a kind of 100,001 objects has three files per language, one of 50,000 one; an empty kind none, the pages always one', () => {
  const files = sitemapFiles(sections).map((file) => `${file.locale}-${file.kind}-${file.chunk}`);
  expect(files).toEqual(['de-page-1', 'de-event-1', 'de-event-2', 'de-event-3', 'de-story-1', 'en-page-1', 'en-event-1', 'en-event-2', 'en-event-3', 'en-story-1']);
});

test('a file is as new as its kind; the pages file (with the list pages) as the newest of all', () => {
  const xml = sitemapIndex('https://www.example.org', sections);
  expect(xml).toContain('<sitemap><loc>https://www.example.org/sitemap-de-event-3.xml</loc><lastmod>2031-03-01T10:00:00.000Z</lastmod></sitemap>');
  expect(xml).toContain('<sitemap><loc>https://www.example.org/sitemap-en-page-1.xml</loc><lastmod>2031-04-01T10:00:00.000Z</lastmod></sitemap>');
  expect(xml.match(/<sitemap>/g)).toHaveLength(10);
});

test('the list pages carry the newest change of what they list, from the index', () => {
  const lists = listEntries(sections, [{ slug_de: 'lesen', slug_en: 'read' }]);
  expect(lists.find((entry) => entry.urls.de === '/de/konzerte')?.lastmod).toBe('2031-03-01T10:00:00.000Z');
  expect(lists.find((entry) => entry.urls.de === '/de/stories/lesen')?.lastmod).toBe('2031-04-01T10:00:00.000Z');
  expect(lists.find((entry) => entry.urls.de === '/de/orchester')?.lastmod).toBe('');
});
