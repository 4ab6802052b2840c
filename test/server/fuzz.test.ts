/**
 * Fuzz drill of every page route (shared/routes) and of the proxied back-end paths, through the SSR
 * server against the REAL back end (cms/ on PGlite), from a fixed seed: broken percent-encoding,
 * traversal, huge page numbers and ids, markup and SQL in segments and queries, odd methods and
 * headers. Every answer must be below 500 except the documented 503 of a back end that cannot answer
 * (never expected here), and no body may carry a stack trace, a file path or SQL. With the back
 * end's own drill (cms/http/fuzz.test.ts) 2,000 requests. See docs/reliability.md.
 */
import { LOCALES } from '../../shared/constants';
import { ROUTES } from '../../shared/routes/table';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import { BAD_SEGMENTS, drill, seeded } from '../../cms/test/fuzz';
import { listenOnFreePort, type Listening } from '../../cms/test/listen';
import { testApp } from '../support/testApp';

const REQUESTS = 400;
const SEED = 0xf00d16;
const CONCURRENCY = 6;

/** the malformed segments, and real ones that reach deeper routes */
const SEGMENTS = [...BAD_SEGMENTS, 'lesen', 'pages', 'others', '1', '2'];

const QUERIES = [
  '',
  '',
  '?page=99999999999999999999',
  '?page=-1',
  '?v=1',
  '?v=%zz',
  '?edit',
  '?edit=%',
  '?category=%',
  '?category=%3Cscript%3E',
  '?query=%',
  `?query=${'q'.repeat(5000)}`,
  '?date=2024-13-45&venue=abc&tag=%zz&genre=..%2F',
  '?categories=a,,b&is_ensemble=maybe',
  '?tag[]=1&tag[a]=2',
  '?%=%',
];

const BACKEND = ['/api/', '/de/api/', '/en/pageeditor-api/', '/admin/', '/media/', '/cms-static/'];
let cms: TestCms;
let cmsServer: Listening;
let site: Listening;
let base: string;

beforeAll(async () => {
  cms = await createTestCms();
  await createSiteTree(cms.db);
  cmsServer = await listenOnFreePort(cms.app);
  // a generous back-end timeout: a slow CI machine must not turn renders into (correct) 503s
  site = await listenOnFreePort(testApp(cmsServer.url, { proxyTimeoutMs: 30_000 }));
  base = site.url;
}, 60_000);

afterAll(async () => {
  await site?.close();
  await cmsServer?.close();
  await cms?.close();
});

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
}

function cases(): Case[] {
  const { random, pick } = seeded(SEED);
  const patterns = ROUTES.flatMap((route) => LOCALES.map((locale) => route.paths[locale]));
  const list: Case[] = [];
  for (let i = 0; list.length < REQUESTS; i += 1) {
    const roll = random();
    let path: string;
    if (roll < 0.8) {
      const pattern = patterns[i % patterns.length];
      path = pattern
        .replace(/\/:\w+\?/g, () => (random() < 0.3 ? '' : `/${pick(SEGMENTS)}`))
        .replace(/:\w+/g, () => pick(SEGMENTS))
        .replace('*', () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(SEGMENTS)).join('/'));
    } else if (roll < 0.9) {
      path = `${pick(BACKEND)}${pick(SEGMENTS)}/${pick(SEGMENTS)}`;
    } else {
      path = `/${pick(SEGMENTS)}/${pick(SEGMENTS)}`;
    }
    const headers: Record<string, string> = {};
    if (random() < 0.2) headers['accept-language'] = pick(['%', 'xx;q=abc', '*', 'de-DE,de;q=0.9', 'x'.repeat(500)]);
    if (random() < 0.1) headers.cookie = pick(['sessionid=%zz', 'sessionid=../../x', 'csrftoken=', '=;;=', 'stx_cartSummary=%|x|y', 'stx_contact=%7B']);
    if (random() < 0.1) headers.accept = 'application/json';
    if (random() < 0.05) headers['x-forwarded-for'] = pick(['%', 'not-an-ip', '1.1.1.1, , ,']);
    list.push({ method: random() < 0.9 ? 'GET' : pick(['HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE']), path: `${path}${pick(QUERIES)}`, headers });
  }
  return list;
}

test(`${REQUESTS} malformed page and proxy requests: no 5xx, no stack, path or SQL in any body`, async () => {
  const all = cases();
  const send = async (testCase: Case) => {
    const response = await fetch(`${base}${testCase.path}`, { method: testCase.method, headers: testCase.headers, redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  };
  const failures = await drill(all, CONCURRENCY, send, (c) => `${c.method} ${c.path.slice(0, 200)} ${JSON.stringify(c.headers).slice(0, 200)}`);
  expect(failures).toEqual([]);
  const home = await fetch(`${base}/de`);
  expect(home.status).toBe(200);
}, 300_000);
