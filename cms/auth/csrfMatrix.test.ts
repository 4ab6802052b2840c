/**
 * The CSRF matrix (docs/reliability.md, issue 16): every unsafe endpoint the back end declares
 * (cms/api's registry, the admin's included; docs/api.md), plus the server-rendered login form's
 * two writes (/admin/login/, /admin/logout/, outside the registry), against every forgery a
 * browser can be made to send. The forged requests carry a staff session, so CSRF is the only thing
 * wrong with them: each must answer 403 `csrf_failed` and do nothing. The same request made right
 * (the cookie echoed in the header, our own Origin or none) must get past the check.
 * The rules themselves are tested one by one in csrf.test.ts. Runs on PGlite and on PostgreSQL.
 */
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { endpoints } from '../endpoints';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor } from '../test/fixtures';
import { cookieOf, loginAs, TEST_CSRF_TOKEN } from '../test/fixtures/pageeditor';
import { listenOnFreePort, type Listening } from '../test/listen';

const TOKEN = TEST_CSRF_TOKEN;
/** a well-formed token that is not the cookie's */
const OTHER_TOKEN = 'U'.repeat(43);
/** an id no row has: a write that passes the check must not change anything the other cases rely on */
const NO_ID = '999999';
const CONCURRENCY = 6;

interface Target {
  method: string;
  /** path under a root, e.g. /de/api/admin/events/999999/ */
  path: string;
  name: string;
  /** public endpoints are made right without a session (the logout must not end the staff session) */
  anonymous: boolean;
}

interface Forgery {
  name: string;
  /** headers of the forged request, given the staff session cookie and our own origin */
  headers(session: string, origin: string): Record<string, string>;
}

const FORGERIES: Forgery[] = [
  { name: 'no token', headers: (session) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}` }) },
  { name: 'wrong token', headers: (session) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: OTHER_TOKEN }) },
  { name: 'short token', headers: (session) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN.slice(0, 8) }) },
  { name: 'short token as cookie and header', headers: (session) => ({ cookie: `${session}; ${CSRF_COOKIE}=abc`, [CSRF_HEADER]: 'abc' }) },
  { name: 'header without cookie', headers: (session) => ({ cookie: session, [CSRF_HEADER]: TOKEN }) },
  { name: 'foreign Origin', headers: (session) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN, origin: 'https://evil.example' }) },
  { name: 'null Origin', headers: (session) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN, origin: 'null' }) },
  { name: 'unparseable Origin', headers: (session) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN, origin: 'http://' }) },
  { name: 'Origin with a path', headers: (session, origin) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN, origin: `${origin}/de/` }) },
  { name: 'our host on another port', headers: (session, origin) => ({ cookie: `${session}; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN, origin: origin.replace(/:\d+$/, ':1') }) },
];

const ROOTS = ['', '/de', '/en'];

/** Every unsafe endpoint of the registry, under one of the roots in turn, path parameters naming nothing. */
function registryTargets(): Target[] {
  return endpoints
    .filter((endpoint) => endpoint.method !== 'GET')
    .map((endpoint, index) => ({
      method: endpoint.method,
      path: `${ROOTS[index % ROOTS.length]}/${endpoint.api}${endpoint.path.replace(/:\w+|\*\w+/g, NO_ID)}`,
      name: endpoint.name ?? `${endpoint.method} ${endpoint.path}`,
      anonymous: endpoint.permission === 'public',
    }));
}

/** The login page's own writes (cms/admin/login/routes.ts): not endpoints of the registry, same rules. */
const LOGIN_FORM_TARGETS: Target[] = [
  { method: 'POST', path: '/admin/login/', name: 'admin login form', anonymous: true },
  { method: 'POST', path: '/admin/logout/', name: 'admin logout form', anonymous: true },
];

let cms: TestCms;
let server: Listening;
let base: string;
let session: string;

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'csrfchef', is_staff: true });
  const staff = await loginAs(cms, 'csrfchef');
  session = `${SESSION_COOKIE}=${cookieOf(staff, SESSION_COOKIE)}`;
  server = await listenOnFreePort(cms.app);
  base = server.url;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

async function send(target: Target, headers: Record<string, string>): Promise<{ status: number; code: unknown; text: string }> {
  const response = await fetch(`${base}${target.path}`, {
    method: target.method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: target.method === 'DELETE' ? undefined : '{}',
    redirect: 'manual',
  });
  const text = await response.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, text };
}

/** Runs `jobs` CONCURRENCY at a time. */
async function pool<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const targets = [...registryTargets(), ...LOGIN_FORM_TARGETS];

test('the registry declares the unsafe endpoints of every group', () => {
  const names = targets.map((target) => target.name);
  // the matrix walks the registry; this only guards against it walking an empty or partial one
  expect(targets.length).toBeGreaterThan(150);
  for (const name of ['formEntries.add', 'tempFiles.add', 'auth.login', 'auth.logout', 'images.add', 'containers.add', 'modules.text.add', 'modules.reorder', 'versions.restore', 'publication.publish', 'admin.events.create', 'admin.editors.delete', 'admin.redirects.update']) {
    expect(names).toContain(name);
  }
});

test('every forged unsafe request is refused with 403 csrf_failed, before permission and validation', async () => {
  const origin = base;
  const jobs = targets.flatMap((target) =>
    FORGERIES.map((forgery) => async () => {
      const { status, code, text } = await send(target, forgery.headers(session, origin));
      return status === 403 && code === 'csrf_failed' ? null : `${target.name} (${target.method} ${target.path}), ${forgery.name}: ${status} ${text.slice(0, 160)}`;
    }),
  );
  expect(jobs.length).toBe(targets.length * FORGERIES.length);
  const failures = (await pool(jobs)).filter((failure): failure is string => failure !== null);
  expect(failures).toEqual([]);
}, 120_000);

test('the same requests made right get past the check (own Origin, or none)', async () => {
  const jobs = targets.flatMap((target) =>
    [{ origin: base }, {} as Record<string, string>].map((extra) => async () => {
      const cookie = target.anonymous ? `${CSRF_COOKIE}=${TOKEN}` : `${session}; ${CSRF_COOKIE}=${TOKEN}`;
      const { status, code, text } = await send(target, { cookie, [CSRF_HEADER]: TOKEN, ...extra });
      // anything but a refusal: 2xx/3xx, or the endpoint's own 400/404/415 for the empty body and the id that names nothing
      return status !== 403 && code !== 'csrf_failed' && status < 500 ? null : `${target.name} (${target.method} ${target.path}) ${'origin' in extra ? 'with' : 'without'} Origin: ${status} ${text.slice(0, 160)}`;
    }),
  );
  // one after another: a write that passes must not race the next (the staff session must survive them all)
  const failures: string[] = [];
  for (const job of jobs) {
    const failure = await job();
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
}, 120_000);
