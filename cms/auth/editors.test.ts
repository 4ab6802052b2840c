/** `npm run create-editor`: argument parsing and creating/updating an editor. */
import { eq } from 'drizzle-orm';
import { editors, sessions } from '../db/schema';
import { parseCreateEditorArgs } from '../scripts/createEditor';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { editorInputProblems, upsertEditor } from './editors';
import { verifyPassword } from './password';
import { newSessionKey } from './session';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
});
afterAll(() => cms?.close());

test('arguments', () => {
  expect(parseCreateEditorArgs(['--username', 'erika', '--email', 'e@example.org', '--staff'])).toEqual({
    username: 'erika',
    email: 'e@example.org',
    isStaff: true,
    firstName: undefined,
    lastName: undefined,
  });
  expect(parseCreateEditorArgs(['--username', 'x', '--no-staff']).isStaff).toBe(false);
  expect(parseCreateEditorArgs(['--username', 'x']).isStaff).toBeUndefined();
  expect(() => parseCreateEditorArgs(['--email', 'e@example.org'])).toThrow('--username is required');
  expect(() => parseCreateEditorArgs(['--username', 'x', '--admin'])).toThrow();
});

test('input rules', () => {
  expect(editorInputProblems({ username: 'erika', password: 'long enough pass' })).toEqual([]);
  expect(editorInputProblems({ username: 'er ika', password: 'short' })).toHaveLength(2);
  expect(editorInputProblems({ username: 'erika', password: '12345678901' })).toEqual(['The password must not be entirely numeric.']);
  expect(editorInputProblems({ username: 'erika', email: 'nope', password: 'long enough pass' })).toEqual(['The e-mail address is not valid.']);
});

test('creates, then updates (new password, staff flag, sessions ended)', async () => {
  const created = await upsertEditor(cms.db, { username: 'stefan', email: 's@example.org', password: 'first password 1', isStaff: true });
  expect(created.created).toBe(true);
  let [row] = await cms.db.select().from(editors).where(eq(editors.id, created.id));
  expect(row).toMatchObject({ username: 'stefan', email: 's@example.org', is_staff: true, is_active: true });
  expect(row.password_hash).toMatch(/^\$argon2id\$/);
  await cms.db.insert(sessions).values({ key: newSessionKey(), editor_id: created.id, expires_at: new Date(Date.now() + 60_000) });

  const updated = await upsertEditor(cms.db, { username: 'stefan', password: 'second password 2' });
  expect(updated).toEqual({ id: created.id, created: false });
  [row] = await cms.db.select().from(editors).where(eq(editors.id, created.id));
  expect(row.is_staff).toBe(true); // unchanged without --staff/--no-staff
  expect(row.email).toBe('s@example.org');
  expect(await verifyPassword(row.password_hash, 'second password 2')).toBe(true);
  expect(await cms.db.select().from(sessions).where(eq(sessions.editor_id, created.id))).toEqual([]);

  await expect(upsertEditor(cms.db, { username: 'stefan', password: 'short' })).rejects.toThrow('at least 10 characters');
});
