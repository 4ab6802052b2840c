import request from 'supertest';
import { startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

describe('GET /healthz', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms();
  });
  afterAll(() => cms.close());

  it('reports the process, the back end and the version', async () => {
    const response = await request(testApp(cms.url)).get('/healthz').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      status: 'ok',
      version: 'test',
      cms: { reachable: true, status: 'ok', database: 'ok', version: 'fake-1' },
    });
    expect(typeof response.body.uptime).toBe('number');
  });

  it('answers 503 when the back end is unreachable', async () => {
    const down = await startFakeCms();
    await down.close();
    const response = await request(testApp(down.url)).get('/healthz').expect(503);
    expect(response.body).toMatchObject({ status: 'degraded', cms: { reachable: false } });
  });
});
