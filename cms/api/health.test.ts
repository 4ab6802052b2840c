import { createTestCms, type TestCms } from '../test/createTestCms';

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

test('GET /api/health/ -> 503 when the database fails', async () => {
  await cms.database.close();
  const res = await cms.request.get('/api/health').expect(503);
  expect(res.body).toEqual({ status: 'error', database: 'error', version: expect.any(String) });
});
