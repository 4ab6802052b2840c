import request from 'supertest';
import { startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

describe('GET /healthz', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms();
  });
  afterAll(() => cms.close());

  const TOKEN = 'operator-token-0123456789';

  it('tells anyone only whether the site is up (no statistics), with nosniff', async () => {
    const app = testApp(cms.url, { healthToken: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const call = request(app).get('/healthz');
      const response = await (authorization ? call.set('Authorization', authorization) : call).expect(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // without HEALTH_TOKEN nobody gets the details
    expect((await request(testApp(cms.url)).get('/healthz').set('Authorization', 'Bearer ').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('reports the process, the back end, the version and the statistics to the operator (HEALTH_TOKEN)', async () => {
    const response = await request(testApp(cms.url, { healthToken: TOKEN })).get('/healthz').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toHaveProperty('renders');
    expect(response.body).toMatchObject({
      status: 'ok',
      version: 'test',
      cms: { reachable: true, status: 'ok', database: 'ok', version: 'fake-1' },
    });
    expect(typeof response.body.uptime).toBe('number');
    expect(response.body.memory).toMatchObject({ rss: expect.any(Number), heapUsed: expect.any(Number), external: expect.any(Number) });
  });

  it("passes the token to the back end and shows its search line to the operator, and to nobody else", async () => {
    const search = { concurrency: 3, running: 1, queued: 0, refused: 4, abandoned: 1 };
    const backEnd = await startFakeCms({ health: { token: TOKEN, search } });
    try {
      const app = testApp(backEnd.url, { healthToken: TOKEN });
      const operator = await request(app).get('/healthz').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(operator.body.cms).toMatchObject({ reachable: true, status: 'ok', search });
      expect((await request(app).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
      const asked = backEnd.received.filter((call) => call.url === '/api/health/');
      expect(asked.length).toBeGreaterThanOrEqual(2);
      for (const call of asked) expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
      // without HEALTH_TOKEN the server sends none (and the back end tells nothing more)
      await request(testApp(backEnd.url)).get('/healthz').expect(200);
      expect(backEnd.received.filter((call) => call.url === '/api/health/').at(-1)!.headers.authorization).toBeUndefined();
    } finally {
      await backEnd.close();
    }
  });

  it('answers 503 when the back end is unreachable', async () => {
    const down = await startFakeCms();
    await down.close();
    const response = await request(testApp(down.url)).get('/healthz').expect(503);
    expect(response.body).toEqual({ status: 'degraded' });
  });
});
