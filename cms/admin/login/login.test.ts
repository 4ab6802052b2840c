/** The server-rendered login and logout (Django style): /admin/login/, /admin/logout/. */
import { eq } from 'drizzle-orm';
import { editors, sessions } from '../../db/schema';
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, TEST_PASSWORD } from '../../test/fixtures';
import { cookieOf, type Agent } from '../../test/fixtures/pageeditor';
import { renderLoginPage } from './page';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'erika' });
});
afterAll(() => cms?.close());

/** the hidden CSRF field of a rendered login page */
function formToken(html: string): string {
  const match = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no csrfmiddlewaretoken in the page');
  return match[1];
}

async function openForm(agent: Agent, query = '') {
  const res = await agent.get(`/admin/login/${query}`).expect(200);
  return { res, token: formToken(res.text) };
}

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return (res.headers['set-cookie'] as string[] | undefined) ?? [];
}

async function logIn(agent: Agent, fields: Record<string, string> = {}, status = 302) {
  const { token } = await openForm(agent);
  return agent
    .post('/admin/login/')
    .type('form')
    .send({ username: 'erika', password: TEST_PASSWORD, csrfmiddlewaretoken: token, ...fields })
    .expect(status);
}

const isLoggedIn = async (agent: Agent) => (await agent.get('/de/pageeditor-api/user').expect(200)).body.is_logged_in as boolean;

describe('GET /admin/login/', () => {
  test('renders an accessible German form without scripts, and sets the csrftoken cookie', async () => {
    const agent = cms.newAgent();
    const { res, token } = await openForm(agent, '?next=/de/ueber-uns');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/ style=/i);
    expect(token).toBe(cookieOf(agent, 'csrftoken'));
    const cookie = setCookies(res).find((c) => c.startsWith('csrftoken='))!;
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    // (the admin build's font style sheet is linked when a build exists: not part of the snapshot)
    expect(res.text.replace(token, '<token>').replace(/<link rel="stylesheet" href="\/cms-static\/admin\/[^"]+">\n/g, '')).toMatchSnapshot();
  });

  test("wears the orchestra's logo and colours, with the site's fonts from the admin build", async () => {
    const html = renderLoginPage({ locale: 'en', csrfToken: 't', next: '/', styleSheets: ['/cms-static/admin/admin.abc.css'] });
    expect(html).toMatch(/<svg class="logo" [^>]*role="img" aria-label="Philharmonie Flussstadt"/);
    expect(html.indexOf('<link rel="stylesheet" href="/cms-static/admin/admin.abc.css">')).toBeLessThan(html.indexOf('<link rel="stylesheet" href="/admin/static/login.css">'));
    const res = await cms.newAgent().get('/admin/login/').expect(200);
    expect(res.headers['content-security-policy']).toContain("font-src 'self'");
    const css = await cms.newAgent().get('/admin/static/login.css').expect(200);
    expect(css.text).toContain('background:#007a71'); // the accent under white text (5.22:1)
    expect(css.text).toContain('border-top:4px solid #00ab9f'); // the brand teal as decoration
    expect(css.text).toContain("font-family:Fraunces");
  });

  test('keeps an existing csrftoken', async () => {
    const agent = cms.newAgent();
    const first = await openForm(agent);
    const second = await openForm(agent);
    expect(second.token).toBe(first.token);
    expect(setCookies(second.res).some((c) => c.startsWith('csrftoken='))).toBe(false);
  });

  // the editor's language or the site's, never the browser's (docs/admin.md#language)
  test.each([
    ['?lang=en', {}, 'en'],
    ['', { 'Accept-Language': 'en-GB,en;q=0.9' }, 'de'],
    ['', { 'Accept-Language': 'fr' }, 'de'],
    ['?lang=xx', {}, 'de'],
    ['', { Cookie: 'admin_language=en' }, 'en'],
    ['?lang=de', { Cookie: 'admin_language=en' }, 'de'],
    ['?next=/en/about', {}, 'en'],
    ['?next=/de/ueber-uns', { Cookie: 'admin_language=en' }, 'en'],
  ])('language %s %j -> %s', async (query, headers, lang) => {
    const res = await cms.newAgent().get(`/admin/login/${query}`).set(headers).expect(200);
    expect(res.text).toContain(`<html lang="${lang}">`);
    expect(res.text).toContain(lang === 'en' ? '>Log in</h1>' : '>Anmelden</h1>');
  });

  test('an unsafe next is not even rendered', async () => {
    const res = await cms.newAgent().get('/admin/login/?next=//evil.example').expect(200);
    expect(res.text).toContain('name="next" value="/"');
  });

  test('the style sheet', async () => {
    const res = await cms.newAgent().get('/admin/static/login.css').expect(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('POST /admin/login/', () => {
  test('right credentials: 302 to next, httpOnly session cookie, new csrftoken', async () => {
    const agent = cms.newAgent();
    const { token } = await openForm(agent);
    const res = await agent
      .post('/admin/login/')
      .type('form')
      .send({ username: 'erika', password: TEST_PASSWORD, csrfmiddlewaretoken: token, next: '/de/ueber-uns?edit' })
      .expect(302);
    expect(res.headers.location).toBe('/de/ueber-uns?edit');
    const session = setCookies(res).find((c) => c.startsWith('sessionid='))!;
    expect(session).toMatch(/^sessionid=[A-Za-z0-9_-]{43};/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    expect(cookieOf(agent, 'csrftoken')).not.toBe(token); // rotated at login
    // the editor's language (none chosen: the site's) is remembered for the next login page
    expect(setCookies(res).find((c) => c.startsWith('admin_language='))).toMatch(/^admin_language=de;.* Path=\/admin\/;/);
    expect(await isLoggedIn(agent)).toBe(true);
  });

  test('wrong password: the form again with the error, no session', async () => {
    const agent = cms.newAgent();
    const res = await logIn(agent, { password: 'wrong', lang: 'en' }, 200);
    expect(res.text).toContain('role="alert"');
    expect(res.text).toContain('Please enter a correct username and password.');
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).toContain('value="erika"');
    expect(setCookies(res).some((c) => c.startsWith('sessionid='))).toBe(false);
    expect(await isLoggedIn(agent)).toBe(false);
  });

  test('empty fields fail like wrong ones', async () => {
    const res = await logIn(cms.newAgent(), { username: '', password: '' }, 200);
    expect(res.text).toContain('role="alert"');
  });

  test.each([
    ['//evil.example/'],
    ['/\\evil.example/'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\t/evil.example/'],
    ['\\\\evil.example'],
    ['ueber-uns'],
    [''],
  ])('open redirect attempt next=%j lands on /', async (next) => {
    const res = await logIn(cms.newAgent(), { next });
    expect(res.headers.location).toBe('/');
  });

  test('without the CSRF token: 403 (HTML for browsers, JSON for API clients)', async () => {
    const agent = cms.newAgent();
    await openForm(agent);
    const html = await agent.post('/admin/login/').type('form').send({ username: 'erika', password: TEST_PASSWORD }).expect(403);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.text).toContain('role="alert"');
    const json = await agent
      .post('/admin/login/')
      .set('Accept', 'application/json')
      .type('form')
      .send({ username: 'erika', password: TEST_PASSWORD, csrfmiddlewaretoken: 'W'.repeat(43) })
      .expect(403);
    expect(json.body).toEqual({ status: 403, code: 'csrf_failed', message: 'CSRF verification failed. CSRF token incorrect.' });
    expect(await isLoggedIn(agent)).toBe(false);
  });

  test('from another origin: 403', async () => {
    const agent = cms.newAgent();
    const { token } = await openForm(agent);
    await agent
      .post('/admin/login/')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ username: 'erika', password: TEST_PASSWORD, csrfmiddlewaretoken: token })
      .expect(403);
  });

  test('an inactive editor cannot log in', async () => {
    await createEditor(cms.db, { username: 'former', is_active: false });
    const res = await logIn(cms.newAgent(), { username: 'former' }, 200);
    expect(res.text).toContain('role="alert"');
  });

  test('login rotates the session: the previous sessionid no longer works', async () => {
    const agent = cms.newAgent();
    await logIn(agent);
    const first = cookieOf(agent, 'sessionid')!;
    await logIn(agent);
    const second = cookieOf(agent, 'sessionid')!;
    expect(second).not.toBe(first);
    expect(await cms.db.select().from(sessions).where(eq(sessions.key, first))).toEqual([]);
    const stale = await cms.newAgent().get('/de/pageeditor-api/user').set('Cookie', `sessionid=${first}`).expect(200);
    expect(stale.body.is_logged_in).toBe(false);
  });

  test('a session id planted before login is replaced (session fixation)', async () => {
    const planted = 'P'.repeat(43);
    const agent = cms.newAgent();
    agent.jar.setCookie(`sessionid=${planted}; Path=/`, '127.0.0.1', '/');
    await logIn(agent);
    expect(cookieOf(agent, 'sessionid')).not.toBe(planted);
  });

  test('an expired session is anonymous', async () => {
    const agent = cms.newAgent();
    await logIn(agent);
    await cms.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.key, cookieOf(agent, 'sessionid')!));
    expect(await isLoggedIn(agent)).toBe(false);
  });

  test('deactivating an editor ends their sessions', async () => {
    const temp = await createEditor(cms.db, { username: 'temp' });
    const agent = cms.newAgent();
    await logIn(agent, { username: 'temp' });
    expect(await isLoggedIn(agent)).toBe(true);
    await cms.db.update(editors).set({ is_active: false }).where(eq(editors.id, temp.id));
    expect(await isLoggedIn(agent)).toBe(false);
  });
});

describe('/admin/logout/', () => {
  test('GET ends the session and goes to a safe next', async () => {
    const agent = cms.newAgent();
    await logIn(agent);
    const key = cookieOf(agent, 'sessionid')!;
    const res = await agent.get('/admin/logout/?next=/en/about').expect(302);
    expect(res.headers.location).toBe('/en/about');
    expect(setCookies(res).find((c) => c.startsWith('sessionid='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await cms.db.select().from(sessions).where(eq(sessions.key, key))).toEqual([]);
    expect(await isLoggedIn(agent)).toBe(false);
  });

  test('GET with an unsafe next goes to /', async () => {
    const res = await cms.newAgent().get('/admin/logout/?next=https://evil.example').expect(302);
    expect(res.headers.location).toBe('/');
  });

  test('POST needs CSRF', async () => {
    const agent = cms.newAgent();
    await logIn(agent);
    await agent.post('/admin/logout/').set('Accept', 'application/json').expect(403);
    expect(await isLoggedIn(agent)).toBe(true);
    const res = await agent.post('/admin/logout/').set('X-CSRFToken', cookieOf(agent, 'csrftoken')!).expect(302);
    expect(res.headers.location).toBe('/');
    expect(await isLoggedIn(agent)).toBe(false);
  });
});

test('with COOKIE_SECURE the cookies are Secure', async () => {
  const secure = await createTestCms({ env: { COOKIE_SECURE: 'true' } });
  try {
    await createEditor(secure.db, { username: 'erika' });
    const agent = secure.newAgent();
    const page = await agent.get('/admin/login/').expect(200);
    expect(setCookies(page).find((c) => c.startsWith('csrftoken='))).toMatch(/; Secure/);
    // the agent's jar does not send Secure cookies over http: send them by hand
    const token = formToken(page.text);
    const res = await secure
      .newAgent()
      .post('/admin/login/')
      .set('Cookie', `csrftoken=${token}`)
      .type('form')
      .send({ username: 'erika', password: TEST_PASSWORD, csrfmiddlewaretoken: token })
      .expect(302);
    expect(setCookies(res).find((c) => c.startsWith('sessionid='))).toMatch(/; Secure/);
  } finally {
    await secure.close();
  }
});

