/**
 * Search engines can tell the pages apart (docs/seo.md): over every address of the sitemaps, each
 * page has its own title and its own meta description, and every description has at least
 * DESCRIPTION_MIN characters. Read from the server's HTML, the way a crawler reads it.
 */
import { baseUrl } from './visit';

jest.setTimeout(240_000);

const DESCRIPTION_MIN = 50;
/** pages fetched at once: enough to be quick, few enough for a busy 2-core machine */
const PARALLEL = 4;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const sitemap of locs(index)) {
    const xml = await (await fetch(`${baseUrl()}${new URL(sitemap).pathname}`)).text();
    for (const loc of locs(xml)) paths.push(new URL(loc).pathname + new URL(loc).search);
  }
  return paths;
}

async function headOf(path: string): Promise<{ path: string; title: string; description: string }> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    path,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? ''),
  };
}

/** Groups of more than one path sharing a value. */
function duplicates(pages: { path: string }[], value: (page: never) => string): string[] {
  const by = new Map<string, string[]>();
  for (const page of pages) by.set(value(page as never), [...(by.get(value(page as never)) ?? []), page.path]);
  return [...by].filter(([, paths]) => paths.length > 1).map(([text, paths]) => `"${text}": ${paths.join(', ')}`);
}

it('every page of the sitemaps has its own title and its own description of at least 50 characters', async () => {
  const paths = await sitemapPaths();
  expect(paths.length).toBeGreaterThan(100);
  const pages: { path: string; title: string; description: string }[] = [];
  for (let i = 0; i < paths.length; i += PARALLEL) pages.push(...(await Promise.all(paths.slice(i, i + PARALLEL).map(headOf))));
  expect(duplicates(pages, (p: { title: string }) => p.title)).toEqual([]);
  expect(duplicates(pages, (p: { description: string }) => p.description)).toEqual([]);
  expect(pages.filter((p) => p.description.length < DESCRIPTION_MIN).map((p) => `${p.path}: "${p.description}"`)).toEqual([]);
});
