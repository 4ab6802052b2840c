import { loadConfig } from '../config';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { occupySearchGate } from '../test/searchGate';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
});
afterAll(() => cms?.close());

test('GET /api/health/ -> 200 ok with the version', async () => {
  const res = await cms.request.get('/api/health/').expect(200).expect('content-type', /json/);
  expect(res.body).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
  expect(res.headers['x-content-version']).toMatch(/^\d+$/);
});

test('GET /api/health/ -> no details for any token when HEALTH_TOKEN is not set', async () => {
  const res = await cms.request.get('/api/health/').set('Authorization', 'Bearer operator-token-0123456789').expect(200);
  expect(res.body).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
});

test('GET /api/health/ -> 503 when the database fails', async () => {
  await cms.database.close();
  const res = await cms.request.get('/api/health').expect(503);
  expect(res.body).toEqual({ status: 'error', database: 'error', version: expect.any(String) });
});

describe("the operator's details (HEALTH_TOKEN)", () => {
  const TOKEN = 'operator-token-0123456789';
  let withToken: TestCms;
  beforeAll(async () => {
    withToken = await createTestCms({ env: { HEALTH_TOKEN: TOKEN, SEARCH_CONCURRENCY: '2' } });
  });
  afterAll(() => withToken?.close());

  test('the search line: its places, what runs and waits, what was turned away', async () => {
    const idle = await withToken.request.get('/api/health/').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(idle.body).toEqual({ status: 'ok', database: 'ok', version: expect.any(String), search: { concurrency: 2, running: 0, queued: 0, refused: 0, abandoned: 0 } });
    expect(idle.headers['cache-control']).toBe('no-store');
    const held = occupySearchGate(withToken, 3);
    try {
      const busy = await withToken.request.get('/api/health/').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(busy.body.search).toEqual({ concurrency: 2, running: 2, queued: 3, refused: 0, abandoned: 0 });
    } finally {
      await held.release();
    }
    const after = await withToken.request.get('/api/health/').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(after.body.search).toMatchObject({ running: 0, queued: 0 });
  });

  test('anyone else gets the plain answer: no token or a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const call = withToken.request.get('/api/health/');
      const res = await (authorization ? call.set('Authorization', authorization) : call).expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
    }
  });

  test('a token shorter than 16 characters is refused at the start', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN: must have at least 16 characters/);
  });
});
