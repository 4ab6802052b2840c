/**
 * The admin's refusals that keep the site usable (issue 31): deleting a page that still has
 * children is a 409 `conflict` on PGlite and PostgreSQL alike; the last staff editor cannot delete
 * their own account or drop their own staff flag.
 */
import { CSRF_HEADER } from '../../../shared/constants';
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { csrfTokenOf, loginAs, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let staff: Agent;
let token: string;
let me: { id: number };

beforeAll(async () => {
  cms = await createTestCms();
  me = await createEditor(cms.db, { username: 'chef', is_staff: true });
  staff = await loginAs(cms, 'chef');
  token = await csrfTokenOf(staff);
});
afterAll(() => cms?.close());

const write = (method: 'post' | 'put' | 'delete', url: string) => staff[method](url).set(CSRF_HEADER, token);

test('deleting a page that has children: 409 conflict with a message, the page stays', async () => {
  const home = await createPage(cms.db, { title_de: 'Start' });
  await createPage(cms.db, { parent_id: home.id, slug_de: 'kind', slug_en: 'child', title_de: 'Kind' });
  const res = await write('delete', `/api/admin/pages/${home.id}/`);
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ status: 409, code: 'conflict' });
  await staff.get(`/api/admin/pages/${home.id}/`).expect(200);
});

describe('nobody locks everyone out of the admin', () => {
  test('a staff editor cannot delete their own account: 409 with the reason, the account stays', async () => {
    const res = await write('delete', `/api/admin/editors/${me.id}/`).expect(409);
    expect(res.body).toMatchObject({ code: 'conflict', message: 'You cannot delete your own account. Another staff editor can do it.' });
    await staff.get(`/api/admin/editors/${me.id}/`).expect(200);
  });

  test('the last active staff editor cannot drop their own staff flag or deactivate themselves; with a second one they can', async () => {
    const record = (await staff.get(`/api/admin/editors/${me.id}/`).expect(200)).body as Record<string, unknown>;
    for (const change of [{ is_staff: false }, { is_active: false }]) {
      const res = await write('put', `/api/admin/editors/${me.id}/`).send({ ...record, ...change }).expect(400);
      expect(res.body.errors.is_staff).toEqual([expect.stringContaining('At least one active staff editor must remain')]);
    }
    expect((await staff.get(`/api/admin/editors/${me.id}/`).expect(200)).body).toMatchObject({ is_staff: true, is_active: true });

    const other = await createEditor(cms.db, { username: 'zweite', is_staff: true });
    await write('put', `/api/admin/editors/${me.id}/`).send({ ...record, is_staff: false }).expect(200);
    // now 'zweite' is the last one: 'chef' has lost the admin, 'zweite' may not be deleted by anyone left
    await staff.get(`/api/admin/editors/${other.id}/`).expect(403);
  });
});
