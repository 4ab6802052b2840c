/**
 * Search engines can tell the pages apart (docs/seo.md): over every address of the sitemaps, each
 * page has its own title of at most TITLE_MAX characters and its own meta description, and every
 * description has at least DESCRIPTION_MIN characters. Read from the server's HTML, the way a
 * crawler reads it, once for all tests of the file: the accessibility statement's required parts
 * (BFSG, issue 47) and the statement's link on the content hub are read from the same answers.
 */
import { TITLE_MAX } from '../../client/routing/title';
import { baseUrl } from './visit';

jest.setTimeout(600_000);

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

/** The pages whose whole HTML is kept for the tests below (every other page: its head's title and description). */
const STATEMENTS = ['/de/barrierefreiheit', '/en/accessibility'];
const HUB = '/cms-hub';
const bodies = new Map<string, string>();

async function headOf(path: string): Promise<{ path: string; status: number; title: string; description: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  const html = await response.text();
  if ([...STATEMENTS, HUB].includes(path)) bodies.set(path, html);
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    path,
    status: response.status,
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

const pages: { path: string; status: number; title: string; description: string }[] = [];

beforeAll(async () => {
  const paths = await sitemapPaths();
  for (let i = 0; i < paths.length; i += PARALLEL) pages.push(...(await Promise.all(paths.slice(i, i + PARALLEL).map(headOf))));
  // other test files run beside this one and delete what they made (a concert of berlinTime.test.ts):
  // a page gone since the sitemap was read is left out once the sitemap no longer lists it; one it still lists stays and fails below
  const gone = pages.filter((p) => p.status === 404 || p.status === 410);
  if (gone.length > 0) {
    const listed = new Set(await sitemapPaths());
    for (const page of gone) if (!listed.has(page.path)) pages.splice(pages.indexOf(page), 1);
  }
}, 600_000);

it('every page of the sitemaps has its own title of at most 60 characters and its own description of at least 50', () => {
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.filter((p) => p.status !== 200).map((p) => `${p.path}: ${p.status}`)).toEqual([]);
  expect(pages.filter((p) => p.title.length > TITLE_MAX).map((p) => `${p.path}: "${p.title}" (${p.title.length})`)).toEqual([]);
  expect(duplicates(pages, (p: { title: string }) => p.title)).toEqual([]);
  expect(duplicates(pages, (p: { description: string }) => p.description)).toEqual([]);
  expect(pages.filter((p) => p.description.length < DESCRIPTION_MIN).map((p) => `${p.path}: "${p.description}"`)).toEqual([]);
});

/** The text of a page's <main>, its tags and entities turned into plain text. */
const mainText = (html: string) => decode(html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

it('the accessibility statement names its standard, a partial compliance, what is not accessible, the feedback channel, the enforcement body and the conciliation body (BFSG)', () => {
  const [de, en] = STATEMENTS.map((path) => mainText(bodies.get(path) ?? ''));
  for (const part of ['WCAG', 'EN 301 549', 'teilweise vereinbar', 'Nicht vollständig barrierefrei', 'Kontaktformular', 'barrierefreiheit@', 'Marktüberwachung', 'Schlichtungsstelle', '§ 16', 'BGG', 'zuletzt geprüft']) expect(`${part}: ${de.includes(part)}`).toBe(`${part}: true`);
  // never that it complies fully while listing what does not
  expect(de).not.toMatch(/ist mit diesen Anforderungen vereinbar/);
  for (const part of ['WCAG', 'EN 301 549', 'partially compliant', 'Not fully accessible', 'contact form', 'MLBF', 'Conciliation', '§ 16', 'BGG', 'last reviewed']) expect(`${part}: ${en.includes(part)}`).toBe(`${part}: true`);
});

it('the content hub (in the sitemap) links the accessibility statement in its footer', () => {
  const hub = bodies.get(HUB) ?? '';
  const footer = hub.slice(hub.lastIndexOf('<footer'), hub.lastIndexOf('</footer>'));
  expect(footer).toMatch(/<a [^>]*href="\/de\/barrierefreiheit"[^>]*>Barrierefreiheit<\/a>/);
});
