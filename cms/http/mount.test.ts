/** The endpoint framework: input validation, errors as ApiError JSON, locales, content version. */
import { z } from 'zod';
import { CONTENT_VERSION_HEADER } from '../../shared/constants';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { defineEndpoint, reply } from './endpoint';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../errors';
import { TEST_CSRF_TOKEN } from '../test/fixtures/pageeditor';

/** unsafe requests carry the CSRF cookie and header (cms/auth/csrf.ts) */
const csrf = { Cookie: `csrftoken=${TEST_CSRF_TOKEN}`, 'X-CSRFToken': TEST_CSRF_TOKEN };

const endpoints = [
  defineEndpoint({
    method: 'GET',
    api: 'api',
    path: '/echo/:id/',
    permission: 'public',
    input: {
      params: z.object({ id: z.coerce.number().int().positive() }),
      query: z.object({ q: z.string().optional() }),
    },
    allowQuery: ['format'],
    handler: ({ params, query, locale }) => ({ id: params.id, q: query.q ?? null, locale }),
  }),
  defineEndpoint({
    method: 'POST',
    api: 'pageeditor-api',
    path: '/echo/',
    permission: 'public',
    input: { body: z.object({ title: z.string().min(1).max(5), count: z.number().int() }) },
    handler: ({ body }) => reply(201, body),
  }),
  // by type, an editor's endpoint has its user (no `user!`): this line compiles only so
  defineEndpoint({ method: 'GET', api: 'api', path: '/editor-only/', permission: 'editor', handler: ({ user }) => ({ username: user.username }) }),
  defineEndpoint({ method: 'GET', api: 'api', path: '/conflict/', permission: 'public', handler: () => { throw new ConflictError(); } }),
  defineEndpoint({ method: 'GET', api: 'api', path: '/throttled/', permission: 'public', handler: () => { throw new TooManyRequestsError(30); } }),
  defineEndpoint({ method: 'GET', api: 'api', path: '/boom/', permission: 'public', handler: () => { throw new Error('secret detail'); } }),
  defineEndpoint({ method: 'GET', api: 'api', path: '/missing/', permission: 'public', handler: () => { throw new NotFoundError(); } }),
  defineEndpoint({ method: 'DELETE', api: 'api', path: '/nothing/', permission: 'public', handler: () => undefined }),
];

/** By type (npm run typecheck), a public endpoint's user may be null. Never mounted. */
export const publicUserMayBeNull = defineEndpoint({
  method: 'GET',
  api: 'api',
  path: '/public-user/',
  permission: 'public',
  // @ts-expect-error the caller of a public endpoint may be anonymous
  handler: ({ user }) => ({ username: user.username }),
});

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms({ endpoints });
});
afterAll(() => cms?.close());

describe('locale prefixes', () => {
  test.each([
    ['/api/echo/1/', 'de'],
    ['/de/api/echo/1', 'de'],
    ['/en/api/echo/1/', 'en'],
  ])('%s -> locale %s', async (url, locale) => {
    const res = await cms.request.get(url).expect(200);
    expect(res.body).toEqual({ id: 1, q: null, locale });
  });

  test('an unknown locale prefix is not an API route', async () => {
    await cms.request.get('/fr/api/echo/1/').expect(404);
  });
});

describe('input', () => {
  test('declared and allowed query parameters pass; allowed ones are not handed over', async () => {
    const res = await cms.request.get('/en/api/echo/7/?q=x&format=json').expect(200);
    expect(res.body).toEqual({ id: 7, q: 'x', locale: 'en' });
  });

  test('invalid path parameter -> 400 with the field', async () => {
    const res = await cms.request.get('/en/api/echo/abc/').expect(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.errors)).toEqual(['id']);
  });

  test('invalid body -> 400 with per-field errors', async () => {
    const res = await cms.request.post('/de/pageeditor-api/echo/').set(csrf).send({ title: 'too long', count: 'x' }).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(Object.keys(res.body.errors).sort()).toEqual(['count', 'title']);
  });

  test('malformed JSON -> 400 malformed_json', async () => {
    const res = await cms.request.post('/de/pageeditor-api/echo/').set('content-type', 'application/json').send('{"title": ').expect(400);
    expect(res.body).toEqual({ status: 400, code: 'malformed_json', message: 'The request body is not valid JSON.' });
  });

  test('oversized body -> 413', async () => {
    const res = await cms.request
      .post('/de/pageeditor-api/echo/')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024), count: 1 }))
      .expect(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  test('an answer of 1 KB or more is gzipped for a client that takes gzip (cms/http/jsonAnswer.ts), plain for one that does not', async () => {
    const q = 'Sinfonie '.repeat(150);
    const gzipped = await cms.request.get(`/de/api/echo/1/?q=${encodeURIComponent(q)}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.body).toEqual({ id: 1, q, locale: 'de' });
    const plain = await cms.request.get(`/de/api/echo/1/?q=${encodeURIComponent(q)}`).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual({ id: 1, q, locale: 'de' });
  });

  test('valid body -> reply status', async () => {
    const res = await cms.request.post('/de/pageeditor-api/echo/').set(csrf).send({ title: 'ok', count: 2 }).expect(201);
    expect(res.body).toEqual({ title: 'ok', count: 2 });
  });
});

describe('errors', () => {
  test('unknown API route -> 404 JSON', async () => {
    const res = await cms.request.get('/de/api/nope/').expect(404);
    expect(res.body).toEqual({ status: 404, code: 'not_found', message: 'No API endpoint matches this path.' });
  });

  test('unsafe request without the CSRF token -> 403 csrf_failed', async () => {
    const res = await cms.request.post('/de/pageeditor-api/echo/').send({ title: 'ok', count: 2 }).expect(403);
    expect(res.body.code).toBe('csrf_failed');
  });

  test('editor endpoint without session -> 401', async () => {
    const res = await cms.request.get('/api/editor-only/').expect(401);
    expect(res.body.code).toBe('not_authenticated');
  });

  test('typed errors map to their status', async () => {
    await cms.request.get('/api/conflict/').expect(409);
    const res = await cms.request.get('/api/throttled/').expect(429);
    expect(res.headers['retry-after']).toBe('30');
  });

  test('an unexpected error answers a generic 500 without details', async () => {
    const res = await cms.request.get('/api/boom/').expect(500);
    expect(res.body).toEqual({ status: 500, code: 'internal_error', message: 'An internal server error has occurred.' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('content version', () => {
  test('reads do not bump it, writes do, every answer reports it', async () => {
    const header = CONTENT_VERSION_HEADER.toLowerCase();
    const before = Number((await cms.request.get('/api/echo/1/').expect(200)).headers[header]);
    const again = Number((await cms.request.get('/api/echo/1/').expect(200)).headers[header]);
    expect(again).toBe(before);
    const written = await cms.request.delete('/api/nothing/').set(csrf).expect(204);
    expect(Number(written.headers[header])).toBe(before + 1);
    const after = Number((await cms.request.get('/api/echo/1/').expect(200)).headers[header]);
    expect(after).toBe(before + 1);
    // "not found" depends on the content too: renderers keep it per version (server/render/api.ts)
    expect(Number((await cms.request.get('/api/missing/').expect(404)).headers[header])).toBe(before + 1);
    expect((await cms.request.get('/api/conflict/').expect(409)).headers[header]).toBeUndefined();
  });
});
