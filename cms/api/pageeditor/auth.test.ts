/** The editor's JSON login and logout, and login throttling. */
import { CSRF_HEADER } from '../../../shared/constants';
import { LOGIN_THROTTLE, recordLoginAttempt } from '../../auth/throttle';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../../test/createTestCms';
import { createEditor, TEST_PASSWORD } from '../../test/fixtures';
import { cookieOf, csrfTokenOf, loginAs, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'erika', email: 'erika@example.org' });
  await createEditor(cms.db, { username: 'victim' });
  await createEditor(cms.db, { username: 'anna' });
  await createEditor(cms.db, { username: 'gone', is_active: false });
});
afterAll(() => cms?.close());

let ipCounter = 0;
/** a fresh client address (X-Forwarded-For through the trusted proxies), so throttling tests do not meet */
const freshIp = () => `203.0.113.${++ipCounter}`;

/** POST the JSON login from an address and check the status */
async function login(agent: Agent, body: unknown, status: number, ip = freshIp(), locale = 'de') {
  const token = await csrfTokenOf(agent);
  return agent.post(`/${locale}/pageeditor-api/login/`).set(CSRF_HEADER, token).set('X-Forwarded-For', ip).send(body as object).expect(status);
}

describe('POST /{locale}/pageeditor-api/login/', () => {
  test('right credentials: 200 EditorUser, session started, CSRF token rotated', async () => {
    const agent = cms.newAgent();
    const before = await csrfTokenOf(agent);
    const res = await login(agent, { username: 'erika', password: TEST_PASSWORD }, 200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    expect(cookieOf(agent, 'sessionid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(agent, 'csrftoken')).not.toBe(before);
    expect((await agent.get('/de/pageeditor-api/user').expect(200)).body.username).toBe('erika');
  });

  test('does not bump the content version', async () => {
    const agent = cms.newAgent();
    const before = (await agent.get('/de/pageeditor-api/user')).headers['x-content-version'];
    const res = await login(agent, { username: 'erika', password: TEST_PASSWORD }, 200);
    expect(res.headers['x-content-version']).toBe(before);
  });

  test('wrong password: 400 invalid_credentials in the request locale, no session', async () => {
    const agent = cms.newAgent();
    const de = await login(agent, { username: 'erika', password: 'wrong' }, 400);
    expect(snapshotOf(de)).toMatchSnapshot();
    const en = await login(agent, { username: 'nobody', password: 'wrong' }, 400, freshIp(), 'en');
    expect(snapshotOf(en)).toMatchSnapshot();
    expect(cookieOf(agent, 'sessionid')).toBeUndefined();
  });

  test('an inactive editor fails like a wrong password', async () => {
    const res = await login(cms.newAgent(), { username: 'gone', password: TEST_PASSWORD }, 400);
    expect(res.body.code).toBe('invalid_credentials');
  });

  test.each([
    [{}],
    [{ username: 'erika' }],
    [{ username: 42, password: TEST_PASSWORD }],
    [{ username: 'erika', password: ['x'] }],
    [{ username: 'x'.repeat(151), password: 'x' }],
  ])('bad input %j -> 400 validation_failed', async (body) => {
    const res = await login(cms.newAgent(), body, 400);
    expect(res.body.code).toBe('validation_failed');
  });

  test('malformed JSON -> 400', async () => {
    const agent = cms.newAgent();
    const token = await csrfTokenOf(agent);
    const res = await agent.post('/de/pageeditor-api/login/').set(CSRF_HEADER, token).set('Content-Type', 'application/json').send('{"username":').expect(400);
    expect(res.body.code).toBe('malformed_json');
  });

  test('without CSRF -> 403 and no session', async () => {
    const agent = cms.newAgent();
    await csrfTokenOf(agent);
    const res = await agent.post('/de/pageeditor-api/login/').send({ username: 'erika', password: TEST_PASSWORD }).expect(403);
    expect(res.body.code).toBe('csrf_failed');
    expect(cookieOf(agent, 'sessionid')).toBeUndefined();
  });

  test('login rotates the session: the old sessionid no longer works', async () => {
    const agent = await loginAs(cms, 'erika');
    const old = cookieOf(agent, 'sessionid')!;
    await login(agent, { username: 'erika', password: TEST_PASSWORD }, 200);
    expect(cookieOf(agent, 'sessionid')).not.toBe(old);
    const stale = await cms.newAgent().get('/de/pageeditor-api/user').set('Cookie', `sessionid=${old}`).expect(200);
    expect(stale.body.is_logged_in).toBe(false);
  });
});

describe('throttling (per username and address, looser per address and per username)', () => {
  test(`after ${LOGIN_THROTTLE.maxFailures} failures for a username from one address: that pair gets 429, even with the right password; the owner from another address gets in`, async () => {
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      await login(cms.newAgent(), { username: 'victim', password: `guess-${i}` }, 400, attacker);
    }
    const res = await login(cms.newAgent(), { username: 'Victim', password: TEST_PASSWORD }, 429, attacker);
    expect(snapshotOf(res)).toMatchSnapshot({ headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // the owner, from an address with no failures, is not locked out by someone else's guesses
    await login(cms.newAgent(), { username: 'victim', password: TEST_PASSWORD }, 200, freshIp());
  });

  test(`five wrong passwords from five addresses each lock nobody; ${LOGIN_THROTTLE.maxFailuresPerUsername} from anywhere lock the username everywhere`, async () => {
    await createEditor(cms.db, { username: 'spread' });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await login(cms.newAgent(), { username: 'spread', password: 'guess' }, 400, freshIp());
    await login(cms.newAgent(), { username: 'spread', password: TEST_PASSWORD }, 200, freshIp());
    // the success forgave those; a guess spread over many addresses (recorded as the login records them)
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerUsername; i++) await recordLoginAttempt(cms.db, 'spread', `198.18.${i >> 8}.${i & 255}`, false);
    await login(cms.newAgent(), { username: 'spread', password: TEST_PASSWORD }, 429, freshIp());
  });

  test(`after ${LOGIN_THROTTLE.maxFailuresPerAddress} failures from an address: 429 for every username from it, others still get in`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress - 1; i++) await recordLoginAttempt(cms.db, `user-${i}`, ip, false);
    await login(cms.newAgent(), { username: 'user-last', password: 'guess' }, 400, ip);
    const blocked = await login(cms.newAgent(), { username: 'anna', password: TEST_PASSWORD }, 429, ip, 'en');
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please try again in 15 minutes\.$/);
    await login(cms.newAgent(), { username: 'anna', password: TEST_PASSWORD }, 200, freshIp());
  });

  test('the login page throttles too (429 HTML)', async () => {
    const agent = cms.newAgent();
    const page = await agent.get('/admin/login/').expect(200);
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.text)![1];
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await recordLoginAttempt(cms.db, 'victim', '198.51.100.7', false);
    const res = await agent
      .post('/admin/login/')
      .set('X-Forwarded-For', '198.51.100.7')
      .type('form')
      .send({ username: 'victim', password: TEST_PASSWORD, csrfmiddlewaretoken: token })
      .expect(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.text).toContain('Zu viele fehlgeschlagene Anmeldeversuche.');
  });

  test('a success forgives the failures of its username', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++) {
      await login(cms.newAgent(), { username: 'erika', password: 'typo' }, 400, ip);
    }
    await login(cms.newAgent(), { username: 'erika', password: TEST_PASSWORD }, 200, ip);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++) {
      await login(cms.newAgent(), { username: 'erika', password: 'typo' }, 400, ip);
    }
    await login(cms.newAgent(), { username: 'erika', password: TEST_PASSWORD }, 200, ip);
  });
});

describe('POST /{locale}/pageeditor-api/logout/', () => {
  test('ends the session and answers the anonymous user', async () => {
    const agent = await loginAs(cms, 'erika');
    const key = cookieOf(agent, 'sessionid')!;
    const res = await agent.post('/en/pageeditor-api/logout/').set(CSRF_HEADER, cookieOf(agent, 'csrftoken')!).expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    const stale = await cms.newAgent().get('/de/pageeditor-api/user').set('Cookie', `sessionid=${key}`).expect(200);
    expect(stale.body.is_logged_in).toBe(false);
  });

  test('without CSRF -> 403 and the session stays', async () => {
    const agent = await loginAs(cms, 'erika');
    await agent.post('/de/pageeditor-api/logout/').expect(403);
    expect((await agent.get('/de/pageeditor-api/user').expect(200)).body.is_logged_in).toBe(true);
  });
});
