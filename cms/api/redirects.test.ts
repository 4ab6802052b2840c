import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createRedirect } from '../test/fixtures';
import { sourcePathVariants as pathVariants } from '../../shared/sitePath';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
  await createRedirect(cms.db, { old_path: '/de/alte-seite/', new_path: '/de/neue-seite/' });
  await createRedirect(cms.db, { old_path: '/en/old-page', new_path: '/en/new-page/' });
});
afterAll(() => cms?.close());

describe('GET /{locale}/pageeditor-api/redirect', () => {
  test('lists every redirect as {old_path, new_path}', async () => {
    const res = await cms.request.get('/de/pageeditor-api/redirect').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test.each(['/pageeditor-api/redirect', '/en/pageeditor-api/redirect/', '/de/pageeditor-api/redirect/'])(
    'answers the same list at %s',
    async (url) => {
      const res = await cms.request.get(url).expect(200);
      expect(res.body).toHaveLength(2);
    },
  );

  test('rejects an unknown query parameter with a 400 ApiError', async () => {
    const res = await cms.request.get('/de/pageeditor-api/redirect?foo=1').expect(400);
    expect(snapshotOf(res)).toMatchSnapshot();
  });
});

describe('GET /{locale}/pageeditor-api/redirect/{path}', () => {
  test('finds a redirect by its path', async () => {
    const res = await cms.request.get('/de/pageeditor-api/redirect/de/alte-seite/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test.each([
    '/de/pageeditor-api/redirect/de/alte-seite',
    '/de/pageeditor-api/redirect/%2Fde%2Falte-seite%2F',
    '/pageeditor-api/redirect/de/alte-seite/',
  ])('accepts the path spelled %s', async (url) => {
    const res = await cms.request.get(url).expect(200);
    expect(res.body).toEqual({ old_path: '/de/alte-seite/', new_path: '/de/neue-seite/' });
  });

  test('finds an old_path stored without trailing slash', async () => {
    const res = await cms.request.get('/en/pageeditor-api/redirect/en/old-page/').expect(200);
    expect(res.body.new_path).toBe('/en/new-page/');
  });

  test('answers 404 for an unknown path', async () => {
    const res = await cms.request.get('/de/pageeditor-api/redirect/de/gibt-es-nicht/').expect(404);
    expect(snapshotOf(res)).toMatchSnapshot();
  });
});

test('pathVariants: with and without trailing slash, always a leading slash', () => {
  expect(pathVariants('de/a/')).toEqual(['/de/a/', '/de/a']);
  expect(pathVariants('/de/a')).toEqual(['/de/a', '/de/a/']);
  expect(pathVariants('')).toEqual(['/']);
});
