/**
 * Fuzz drill (docs/reliability.md): every endpoint of the contract (cms/api, the admin's included;
 * docs/api.md) under every root, with malformed input from a fixed seed: bad path parameters
 * (broken percent-encoding, traversal, huge numbers, SQL and markup), unknown and ill-typed query
 * parameters, bad JSON, wrong types, huge and deep bodies, bad multipart; as an anonymous visitor
 * and as a logged-in staff editor with a valid CSRF token (so validation is reached). Every answer
 * must be a 2xx-4xx, and no body may carry a stack trace, a file path or SQL.
 * Runs on PGlite and on PostgreSQL (npm run test:cms:pg).
 */
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { endpoints } from '../endpoints';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor } from '../test/fixtures';
import { BAD_SEGMENTS, drill, seeded } from '../test/fuzz';
import { listenOnFreePort, type Listening } from '../test/listen';
import { cookieOf, loginAs } from '../test/fixtures/pageeditor';

/** How many requests the drill sends (with the 400 of the page-route fuzz, test/server/fuzz.test.ts, 2,000). */
const REQUESTS = 1600;
const SEED = 0x5eed16;
const CONCURRENCY = 6;
const TOKEN = 'T'.repeat(43);

const BAD_QUERIES = [
  'page=-1',
  'page=0',
  'page=1e20',
  'page=abc',
  'page=99999999999999999999',
  'page=1&page=2',
  'colour=red',
  'query=%',
  `query=${'q'.repeat(5000)}`,
  'query=%27%3B%20DROP%20TABLE%20pages%3B--',
  'date=2024-13-45',
  'date=%zz',
  'category=..%2F..',
  'tags=1,2,x',
  'tag[]=1',
  'category[a]=b',
  'sort=password',
  'version_id=-5',
  'event=NaN',
  'is_ensemble=maybe',
];

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

type Body = { type: string; data: string | Uint8Array<ArrayBuffer> } | null;

const BAD_BODIES: Body[] = [
  { type: 'application/json', data: '{' },
  { type: 'application/json', data: '' },
  { type: 'application/json', data: 'null' },
  { type: 'application/json', data: '[]' },
  { type: 'application/json', data: '"text"' },
  { type: 'application/json', data: '{"id":"x","name":[],"order":{},"is_online":"yes","modules":7}' },
  { type: 'application/json', data: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', data: deepJson(20_000) },
  { type: 'application/json', data: `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}` },
  { type: 'application/json', data: JSON.stringify({ title: 'x'.repeat(2_000_000) }) },
  { type: 'application/json', data: new Uint8Array([0xff, 0xfe, 0x7b, 0x00]) },
  { type: 'application/json; charset=latin1', data: '{"a":1}' },
  { type: 'text/plain', data: 'hello' },
  { type: 'application/x-www-form-urlencoded', data: 'a=%&b=%zz&username[]=x' },
  { type: 'multipart/form-data', data: '--x\r\nnot a part' },
  { type: 'multipart/form-data; boundary=b', data: '--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\n%PDF-1.4\r\n' },
  { type: 'multipart/form-data; boundary=b', data: '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--b--\r\n' },
  { type: 'application/xml', data: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  null,
];

let cms: TestCms;
let server: Listening;
let base: string;
let staffCookie: string;

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'fuzzchef', is_staff: true });
  const staff = await loginAs(cms, 'fuzzchef');
  staffCookie = `${SESSION_COOKIE}=${cookieOf(staff, SESSION_COOKIE)}; ${CSRF_COOKIE}=${TOKEN}`;
  server = await listenOnFreePort(cms.app);
  base = server.url;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

interface Case {
  method: string;
  url: string;
  body: Body;
  staff: boolean;
}

function fillPath(path: string, pick: <T>(list: readonly T[]) => T): string {
  return path.replace(/:\w+|\*\w+/g, () => pick(BAD_SEGMENTS));
}

function cases(): Case[] {
  const { random, pick } = seeded(SEED);
  const roots = ['', '/de', '/en'];
  const list: Case[] = [];
  for (let i = 0; list.length < REQUESTS; i += 1) {
    const endpoint = endpoints[i % endpoints.length];
    const path = random() < 0.2 ? endpoint.path.replace(/:\w+|\*\w+/g, String(1 + Math.floor(random() * 3))) : fillPath(endpoint.path, pick);
    const query = random() < 0.6 ? `?${pick(BAD_QUERIES)}${random() < 0.3 ? `&${pick(BAD_QUERIES)}` : ''}` : '';
    const unsafe = endpoint.method !== 'GET';
    list.push({
      method: endpoint.method,
      url: `${pick(roots)}/${endpoint.api}${path}${query}`,
      body: unsafe ? pick(BAD_BODIES) : null,
      staff: random() < 0.5,
    });
  }
  return list;
}

async function send(testCase: Case): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (testCase.staff) {
    headers.cookie = staffCookie;
    headers[CSRF_HEADER] = TOKEN;
  } else if (testCase.method !== 'GET') {
    headers.cookie = `${CSRF_COOKIE}=${TOKEN}`;
    headers[CSRF_HEADER] = TOKEN;
  }
  if (testCase.body) headers['content-type'] = testCase.body.type;
  const response = await fetch(`${base}${testCase.url}`, {
    method: testCase.method,
    headers,
    body: testCase.body ? testCase.body.data : undefined,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

test(`${REQUESTS} malformed requests over every endpoint: no 5xx, no stack, path or SQL in any body`, async () => {
  const all = cases();
  expect(all.length).toBe(REQUESTS);
  const failures = await drill(all, CONCURRENCY, send, (c) => `${c.method} ${c.url.slice(0, 200)} ${c.body?.type ?? ''}`);
  expect(failures).toEqual([]);
  // the server is still well after the drill
  const health = await fetch(`${base}/api/health/`);
  expect(health.status).toBe(200);
}, 300_000);
