/** CSRF protection of unsafe requests (Django 4+ rules): double submit + Origin/Referer check. */
import { CSRF_HEADER } from '../../shared/constants';
import { createTestCms, snapshotOf, type TestCms } from '../test/createTestCms';
import { csrfTokenOf, TEST_CSRF_TOKEN } from '../test/fixtures/pageeditor';
import { normalizeOrigin, safeEqual } from './csrf';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms({ env: { CSRF_TRUSTED_ORIGINS: 'https://editor.example.org' } });
});
afterAll(() => cms?.close());

const HOST = 'www.example.org';
/** a harmless unsafe endpoint that every visitor may call */
const URL = '/de/pageeditor-api/logout/';
const post = (headers: Record<string, string>) => cms.newAgent().post(URL).set({ Host: HOST, ...headers });
const withToken = { Cookie: `csrftoken=${TEST_CSRF_TOKEN}`, [CSRF_HEADER]: TEST_CSRF_TOKEN };

describe('double submit', () => {
  test('missing token -> 403', async () => {
    const res = await post({ Cookie: `csrftoken=${TEST_CSRF_TOKEN}` }).expect(403);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('token but no cookie -> 403', async () => {
    const res = await post({ [CSRF_HEADER]: TEST_CSRF_TOKEN }).expect(403);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('wrong token -> 403', async () => {
    const res = await post({ Cookie: `csrftoken=${TEST_CSRF_TOKEN}`, [CSRF_HEADER]: 'U'.repeat(43) }).expect(403);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('a malformed cookie counts as no cookie', async () => {
    const res = await post({ Cookie: 'csrftoken=<script>', [CSRF_HEADER]: '<script>' }).expect(403);
    expect(res.body.message).toBe('CSRF verification failed. CSRF cookie not set.');
  });

  test('the form field is not accepted for JSON requests', async () => {
    const res = await post({ Cookie: `csrftoken=${TEST_CSRF_TOKEN}` }).send({ csrfmiddlewaretoken: TEST_CSRF_TOKEN }).expect(403);
    expect(res.body.code).toBe('csrf_failed');
  });

  test('cookie = header, no Origin, plain http -> passes', async () => {
    await post(withToken).expect(200);
  });

  test('the token of the user endpoint works', async () => {
    const agent = cms.newAgent();
    const token = await csrfTokenOf(agent);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await agent.post(URL).set(CSRF_HEADER, token).expect(200);
  });
});

describe('Origin check', () => {
  test.each([
    ['null', 'null'],
    ['unparseable', 'http://'],
    ['with a path', `http://${HOST}/x`],
    ['another site', 'https://evil.example'],
    ['another port', `http://${HOST}:8080`],
    ['another scheme', `https://${HOST}`],
    ['a subdomain', `http://sub.${HOST}`],
  ])('%s Origin -> 403', async (_name, origin) => {
    const res = await post({ ...withToken, Origin: origin }).expect(403);
    expect(res.body).toEqual({
      status: 403,
      code: 'csrf_failed',
      message: 'CSRF verification failed. Origin checking failed: the Origin header does not match any trusted origin.',
    });
  });

  test('own origin -> passes', async () => {
    await post({ ...withToken, Origin: `http://${HOST}` }).expect(200);
  });

  test('own origin behind the SSR proxy: X-Forwarded-Host and the first X-Forwarded-Proto count', async () => {
    await cms
      .newAgent()
      .post(URL)
      .set({ ...withToken, Host: '127.0.0.1:8000', 'X-Forwarded-Host': HOST, 'X-Forwarded-Proto': 'https,http', Origin: `https://${HOST}` })
      .expect(200);
    // the internal Host is NOT our origin when the proxy says otherwise
    await cms
      .newAgent()
      .post(URL)
      .set({ ...withToken, Host: '127.0.0.1:8000', 'X-Forwarded-Host': HOST, 'X-Forwarded-Proto': 'https', Origin: 'http://127.0.0.1:8000' })
      .expect(403);
  });

  test('an origin of CSRF_TRUSTED_ORIGINS -> passes', async () => {
    await post({ ...withToken, Origin: 'https://editor.example.org' }).expect(200);
  });

  test('correct origin but no token -> 403', async () => {
    await post({ Origin: `http://${HOST}` }).expect(403);
  });
});

describe('Referer check (https without Origin)', () => {
  const https = { ...withToken, 'X-Forwarded-Proto': 'https' };

  test('no Referer -> 403', async () => {
    const res = await post(https).expect(403);
    expect(res.body.message).toBe('CSRF verification failed. Referer checking failed: no Referer.');
  });

  test('malformed Referer -> 403', async () => {
    const res = await post({ ...https, Referer: 'not a url' }).expect(403);
    expect(res.body.message).toContain('malformed');
  });

  test('insecure Referer -> 403', async () => {
    const res = await post({ ...https, Referer: `http://${HOST}/de/` }).expect(403);
    expect(res.body.message).toContain('insecure');
  });

  test('foreign Referer -> 403', async () => {
    const res = await post({ ...https, Referer: 'https://evil.example/de/' }).expect(403);
    expect(res.body.message).toContain('does not match');
  });

  test('own or trusted Referer -> passes', async () => {
    await post({ ...https, Referer: `https://${HOST}/de/ueber-uns?edit` }).expect(200);
    await post({ ...https, Referer: 'https://editor.example.org/x' }).expect(200);
  });
});

test('reads are never checked', async () => {
  await cms.newAgent().get('/de/pageeditor-api/user').set({ Origin: 'https://evil.example' }).expect(200);
});

test('normalizeOrigin accepts bare origins only', () => {
  expect(normalizeOrigin('HTTPS://Example.ORG:443')).toBe('https://example.org');
  expect(normalizeOrigin('http://example.org:8080')).toBe('http://example.org:8080');
  expect(normalizeOrigin('null')).toBeNull();
  expect(normalizeOrigin('https://example.org/')).toBeNull();
  expect(normalizeOrigin('https://user@example.org')).toBeNull();
  expect(normalizeOrigin('file://x')).toBeNull();
});

test('safeEqual compares whole strings', () => {
  expect(safeEqual('abc', 'abc')).toBe(true);
  expect(safeEqual('abc', 'abd')).toBe(false);
  expect(safeEqual('abc', 'abcd')).toBe(false);
  expect(safeEqual('', '')).toBe(true);
});
