/** GET /{locale}/pageeditor-api/user and GET /{locale}/api/user-details/ */
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createEditor } from '../test/fixtures';
import { cookieOf, loginAs } from '../test/fixtures/pageeditor';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms({ env: { WEBSHOP_URL: 'https://shop.example.org/' } });
  await createEditor(cms.db, { username: 'erika', email: 'erika@example.org', first_name: 'Erika', last_name: 'Muster' });
  await createEditor(cms.db, { username: 'stefan', email: 'stefan@example.org', is_staff: true });
});
afterAll(() => cms?.close());


describe('GET /{locale}/pageeditor-api/user', () => {
  test('anonymous: is_logged_in false, empty fields, login/logout URLs; sets csrftoken', async () => {
    const agent = cms.newAgent();
    const res = await agent.get('/de/pageeditor-api/user').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    expect(cookieOf(agent, 'csrftoken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // not set again while present
    const again = await agent.get('/de/pageeditor-api/user').expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  test('editor', async () => {
    const agent = await loginAs(cms, 'erika');
    const res = await agent.get('/en/pageeditor-api/user').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    expect(res.body.admin_menus).toEqual([]);
  });

  test('staff get the admin menus in their language', async () => {
    const agent = await loginAs(cms, 'stefan');
    const de = await agent.get('/de/pageeditor-api/user').expect(200);
    expect(snapshotOf(de)).toMatchSnapshot(VOLATILE);
    const en = await agent.get('/en/pageeditor-api/user').expect(200);
    expect(en.body.admin_menus[0]).toEqual({ label: 'Dashboard', url: '/admin/' });
  });

  test('a malformed csrftoken cookie is replaced', async () => {
    const res = await cms.newAgent().get('/de/pageeditor-api/user').set('Cookie', 'csrftoken=short').expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^csrftoken=[A-Za-z0-9_-]{43};/);
  });
});

describe('GET /{locale}/api/user-details/', () => {
  test('anonymous: 200 with is_logged_in false (never 401)', async () => {
    const res = await cms.newAgent().get('/de/api/user-details/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('logged in: the login user fields', async () => {
    const agent = await loginAs(cms, 'erika');
    const res = await agent.get('/en/api/user-details/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    expect(res.body).not.toHaveProperty('admin_menus');
  });
});

