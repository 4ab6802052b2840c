import fs from 'node:fs';
import request from 'supertest';
import { startFakeCms, type FakeCms } from '../support/fakeCms';
import { publicDir, testApp } from '../support/testApp';

describe('static assets', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms();
  });
  afterAll(() => cms.close());

  it('serves content-hashed files as immutable for a year', async () => {
    const main = fs.readdirSync(publicDir).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
    const response = await request(testApp(cms.url)).get(`/static/${main}`).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await request(testApp(cms.url)).get('/static/missing.12345678.js').expect(404);
    expect(response.text).toBe('Not found');
  });

  it('does not serve the chunk map', async () => {
    await request(testApp(cms.url)).get('/static/loadable-stats.json').expect(404);
    await request(testApp(cms.url)).get('/loadable-stats.json').expect(404);
  });
});
