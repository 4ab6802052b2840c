/**
 * The admin (react-admin SPA served by cms at /admin, through the SSR server's proxy) in Chromium:
 * sign-in as the seeded demo editor (staff), a concert created in the admin is public at once,
 * a person edited through a Django-style address, form entries exported as CSV, a non-staff
 * account refused with the bilingual message.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { api, baseUrl, waitOrTell } from './visit';

const TIMEOUT = 30_000;
jest.setTimeout(120_000);

let browser: Browser;
let close: () => Promise<void>;
let staff: BrowserContext;
let page: Page;

/** sets an input's value the way typing does (React and react-hook-form see an input event) */
async function fill(p: Page, selector: string, value: string): Promise<void> {
  await p.waitForSelector(selector, { timeout: TIMEOUT });
  await p.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement | HTMLTextAreaElement;
      const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

async function logIn(p: Page, username: string, password: string): Promise<void> {
  await p.goto(`${baseUrl()}/admin/`, { waitUntil: 'networkidle0' });
  // the SPA sends anonymous visitors to the shared login page
  await p.waitForFunction(() => location.pathname === '/admin/login/', { timeout: TIMEOUT });
  expect(new URL(p.url()).searchParams.get('next')).toBe('/admin/');
  await p.type('input[name=username]', username);
  await p.type('input[name=password]', password);
  await Promise.all([p.waitForNavigation({ waitUntil: 'networkidle0' }), p.click('[type=submit]')]);
}


beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  staff = await browser.createBrowserContext();
  page = await staff.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  await logIn(page, 'demo', E2E_DEMO_PASSWORD);
});
afterAll(async () => {
  await close?.();
});

test('the demo editor (staff) signs in and sees the dashboard; the admin bundle is not the visitors', async () => {
  await page.waitForSelector('#admin-root a[href="/admin/events"]', { timeout: TIMEOUT });
  const scripts = await page.$$eval('script[src]', (els) => els.map((e) => (e as HTMLScriptElement).src));
  expect(scripts.every((s) => new URL(s).pathname.startsWith('/cms-static/admin/'))).toBe(true);
  const res = await page.goto(`${baseUrl()}/admin/`, { waitUntil: 'networkidle0' });
  expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
});

test('a concert created in the admin is public at once', async () => {
  const title = `Admin-Testkonzert ${Date.now()}`;
  await page.goto(`${baseUrl()}/admin/events/create`, { waitUntil: 'networkidle0' });
  await fill(page, '[name=title_de]', title);
  // the English title is still empty: the missing translation is flagged
  await page.waitForSelector('[data-testid=missing-title]', { timeout: TIMEOUT });
  await fill(page, '[name=title_en]', `${title} (en)`);
  await fill(page, '[name=start_at]', '2031-05-01T19:30');
  await page.click('button[type=submit]');
  await page.waitForFunction(() => /^\/admin\/events\/\d+$/.test(location.pathname), { timeout: TIMEOUT });
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // the visitor's concerts list of that day, in both languages, shows it (as a visitor: no session)
  const visitor = await browser.createBrowserContext();
  for (const [path, expected] of [
    ['/de/konzerte?date=2031-05-01', title],
    ['/en/concerts?date=2031-05-01', `${title} (en)`],
  ] as const) {
    const p = await visitor.newPage();
    const res = await p.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
    expect(res!.status()).toBe(200);
    const row = await p.$eval(`[data-testid=events-list] li[data-event-id="${id}"] h3`, (h) => h.textContent);
    expect(row).toBe(expected);
    await p.close();
  }
  await visitor.close();
});

test("a concert's programme rows mark their required fields and are checked before the form is sent", async () => {
  await page.goto(`${baseUrl()}/admin/events/create`, { waitUntil: 'networkidle0' });
  await fill(page, '[name=title_de]', 'Zeilenprüfung');
  await fill(page, '[name=start_at]', '2031-05-02T19:30');
  await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((tab) => tab.textContent?.trim() === 'Programm')!.click());
  await page.waitForSelector('.button-add-performers', { visible: true, timeout: TIMEOUT });
  await page.click('.button-add-performers');
  await page.waitForSelector('[name="performers.0.name"]', { timeout: TIMEOUT });
  // marked as required before anything is sent (react-admin's asterisk in the label)
  expect(await page.$eval('[name="performers.0.name"]', (input) => input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent)).toMatch(/\*/);
  let sent = false;
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().includes('/api/admin/events/')) sent = true;
  };
  page.on('request', onRequest);
  await page.click('button[type=submit]');
  await page.waitForFunction(() => document.querySelector('[name="performers.0.name"]')?.getAttribute('aria-invalid') === 'true', { timeout: TIMEOUT });
  page.off('request', onRequest);
  expect(sent).toBe(false);
  // still on the create screen (its Programme tab)
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/events\/create(\/\d+)?$/);
});

test("a subscription's price rows mark their required fields and are checked before the form is sent", async () => {
  await page.goto(`${baseUrl()}/admin/subscriptions/create`, { waitUntil: 'networkidle0' });
  await fill(page, '[name=name_de]', 'Preisprüfung');
  await page.click('.button-add-prices');
  await page.waitForSelector('[name="prices.0.amount_cents"]', { timeout: TIMEOUT });
  const fields = ['prices.0.label_de', 'prices.0.amount_cents'];
  for (const name of fields) {
    expect(await page.$eval(`[name="${name}"]`, (input) => input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent)).toMatch(/\*/);
  }
  let sent = false;
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().includes('/api/admin/subscriptions/')) sent = true;
  };
  page.on('request', onRequest);
  await page.click('button[type=submit]');
  await page.waitForFunction((names) => names.every((n) => document.querySelector(`[name="${n}"]`)?.getAttribute('aria-invalid') === 'true'), { timeout: TIMEOUT }, fields);
  page.off('request', onRequest);
  expect(sent).toBe(false);
  // in the editor's language, at the field
  expect(await page.$eval('[name="prices.0.amount_cents"]', (input) => input.closest('.MuiFormControl-root')?.textContent)).toContain('Pflichtfeld');
  expect(new URL(page.url()).pathname).toBe('/admin/subscriptions/create');
});

test('a Django-style address opens the person edit screen; the edit is saved', async () => {
  const persons = await api<{ data: { id: number; last_name: string; position_de: string }[] }>(page, '/api/admin/persons/?per_page=1&sort=id&order=ASC');
  const person = persons.body.data[0];
  await page.goto(`${baseUrl()}/admin/persons/person/${person.id}/change/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction((id) => location.pathname === `/admin/persons/${id}`, { timeout: TIMEOUT }, person.id);
  await page.waitForSelector('[name=last_name]', { timeout: TIMEOUT });
  expect(await page.$eval('[name=last_name]', (el) => (el as HTMLInputElement).value)).toBe(person.last_name);
  await fill(page, '[name=position_de]', 'Solo-Pauker');
  await fill(page, '[name=position_en]', 'Principal timpani');
  await page.click('button[type=submit]');
  await page.waitForFunction(
    async (id) => {
      const res = await fetch(`/api/admin/persons/${id}/`);
      return (await res.json()).position_en === 'Principal timpani';
    },
    { timeout: TIMEOUT },
    person.id,
  );
  const pub = await api<{ positions: string[] }>(page, `/en/api/persons/${person.id}/`);
  expect(pub.body.positions).toEqual(['Principal timpani']);
});

test('a validation error of the back end is shown at its field', async () => {
  await page.goto(`${baseUrl()}/admin/venues/create`, { waitUntil: 'networkidle0' });
  await fill(page, '[name=name]', 'Open Air');
  await fill(page, '[name=url]', 'javascript:alert(1)');
  await page.click('button[type=submit]');
  // the message of 400 {errors: {url: [...]}} under the url input, not only as a notification, in the
  // editor's language (the demo editor has none: the site's German)
  await page.waitForFunction(
    () => document.querySelector('[name=url]')?.closest('.MuiFormControl-root')?.textContent?.includes('Geben Sie eine gültige URL ein'),
    { timeout: TIMEOUT },
  );
});

test('a slug another entry has is shown at the slug field', async () => {
  const tags = await api<{ data: { slug: string }[] }>(page, '/api/admin/event-tags/?per_page=1&sort=id&order=ASC');
  await page.goto(`${baseUrl()}/admin/event-tags/create`, { waitUntil: 'networkidle0' });
  await fill(page, '[name=name_de]', 'Doppelt');
  await fill(page, '[name=name_en]', 'Twice');
  await fill(page, '[name=slug]', tags.body.data[0].slug);
  await page.click('button[type=submit]');
  await page.waitForFunction(
    () => document.querySelector('[name=slug]')?.closest('.MuiFormControl-root')?.textContent?.includes('Ein anderer Eintrag verwendet diesen Wert bereits'),
    { timeout: TIMEOUT },
  );
});

test('rich text is edited with an editor limited to bold, italic, lists and links', async () => {
  const persons = await api<{ data: { id: number }[] }>(page, '/api/admin/persons/?per_page=1&sort=id&order=ASC');
  const id = persons.body.data[0].id;
  await page.goto(`${baseUrl()}/admin/persons/${id}`, { waitUntil: 'networkidle0' });
  const editor = await page.waitForSelector('.ProseMirror', { timeout: TIMEOUT });
  const toolbar = await page.$$eval('.RaRichTextInputToolbar-root', (bars) => [...bars[0].querySelectorAll('button')].map((b) => b.getAttribute('value') ?? b.getAttribute('aria-label')));
  expect(toolbar).toHaveLength(5); // bold, italic, bulleted list, numbered list, link
  expect(toolbar).toEqual(expect.arrayContaining(['bold', 'italic']));
  expect(await page.$('.RaRichTextInputToolbar-root [value=underline], .RaRichTextInputToolbar-root [value=code]')).toBeNull();
  // type a word at the end of the text, select it and make it bold with the toolbar (a word typed
  // after bold text is bold already: then the button shows pressed and is left alone)
  await editor!.click();
  await page.keyboard.down('Control');
  await page.keyboard.press('End');
  await page.keyboard.up('Control');
  await page.keyboard.type(' Fettdruck');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 'Fettdruck'.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  const bold = '.RaRichTextInputToolbar-root button[value=bold]';
  const pressed = await page.$eval(bold, (button) => button.getAttribute('aria-pressed') === 'true' || button.classList.contains('Mui-selected'));
  if (!pressed) await page.click(bold);
  // the editor holds the bold word and the form knows it changed (Save is enabled only then)
  await page.waitForFunction(() => /<strong>[^<]*Fettdruck<\/strong>/.test(document.querySelector('.ProseMirror')?.innerHTML ?? ''), { timeout: TIMEOUT });
  await page.waitForSelector('button[type=submit]:not([disabled])', { timeout: TIMEOUT });
  await page.click('button[type=submit]');
  await page.waitForFunction(
    async (personId) => {
      const person = (await (await fetch(`/api/admin/persons/${personId}/`)).json()) as { biography_de: string };
      return /<strong>[^<]*Fettdruck<\/strong>/.test(person.biography_de);
    },
    { timeout: TIMEOUT },
    id,
  );
});

test('an image focal point is saved by a click between two steps and by the arrow keys (issue 45 item 2)', async () => {
  const images = await api<{ data: { id: number }[] }>(page, '/api/admin/images/?per_page=1&sort=id&order=ASC');
  const id = images.body.data[0].id;
  await page.goto(`${baseUrl()}/admin/images/${id}`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => ((document.querySelector('[data-testid=focal-picker] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0, { timeout: TIMEOUT });
  const value = (source: string) => page.$eval(`input[name=${source}]`, (el) => (el as HTMLInputElement).value);
  // the two fields' labels are whole, not cut off (issue 45 item 11): each label's text fits its box
  const labels = await page.$$eval('label', (list) =>
    list.filter((l) => /^(Fokus|Focus) [xy]/.test(l.textContent ?? '')).map((l) => ({ text: l.textContent, cut: l.scrollWidth > l.clientWidth + 1 })),
  );
  expect(labels.map((l) => l.text?.replace(/\s*\*$/, ''))).toEqual(['Fokus x (0–1)', 'Fokus y (0–1)']);
  expect(labels.filter((l) => l.cut)).toEqual([]);
  // a click at 0.808 of the width: the point lands on the inputs' step (the browser refused 0.808 before)
  const box = await page.$eval('[data-testid=focal-picker]', (el) => JSON.parse(JSON.stringify(el.getBoundingClientRect())) as DOMRect);
  await page.mouse.click(box.x + box.width * 0.808, box.y + box.height * 0.3);
  await page.waitForFunction(() => (document.querySelector('input[name=focal_x]') as HTMLInputElement).value !== '', { timeout: TIMEOUT });
  const clicked = [Number(await value('focal_x')), Number(await value('focal_y'))];
  for (const v of [await value('focal_x'), await value('focal_y')]) expect(v).toMatch(/^0(\.\d{1,2})?$/);
  expect(Math.abs(clicked[0] - 0.808)).toBeLessThanOrEqual(0.01);
  // the keyboard: the picture takes the focus; an arrow moves one step, with Shift ten
  await page.focus('[data-testid=focal-picker]');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.down('Shift');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.up('Shift');
  const expected = [Math.round((clicked[0] - 0.01) * 100) / 100, Math.round((clicked[1] + 0.1) * 100) / 100];
  // both steps land (the second key reads the form's values, not a render that may be stale)
  await waitOrTell(
    page,
    page.waitForFunction(
      (x: number, y: number) => ['focal_x', 'focal_y'].map((name) => Number((document.querySelector(`input[name=${name}]`) as HTMLInputElement).value)).join() === `${x},${y}`,
      { timeout: TIMEOUT },
      expected[0],
      expected[1],
    ),
    async () => `the inputs show ${await value('focal_x')}, ${await value('focal_y')}; expected ${expected.join(', ')}`,
  );
  expect(await page.$eval('#focal-value', (el) => el.textContent)).toBe(`Fokuspunkt: x ${expected[0].toFixed(2)}, y ${expected[1].toFixed(2)}`);
  // saved: the browser's own check lets the form go, the back end stores the point
  await page.click('button[type=submit]');
  await page.waitForFunction(
    async (imageId: number, x: number, y: number) => {
      const image = (await (await fetch(`/api/admin/images/${imageId}/`)).json()) as { focal_x: number | null; focal_y: number | null };
      return Math.abs((image.focal_x ?? -1) - x) < 1e-6 && Math.abs((image.focal_y ?? -1) - y) < 1e-6;
    },
    { timeout: TIMEOUT },
    id,
    expected[0],
    expected[1],
  );
});

test('form entries export as CSV (BOM, bilingual headers, the date column in Berlin time)', async () => {
  await page.goto(`${baseUrl()}/admin/forms`, { waitUntil: 'networkidle0' });
  const href = await page.$eval('[data-testid=csv-export]', (el) => (el as HTMLAnchorElement).getAttribute('href')!);
  expect(href).toMatch(/^\/api\/admin\/forms\/\d+\/entries\.csv$/);
  const csv = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { type: res.headers.get('content-type'), bom: [...bytes.slice(0, 3)], text: new TextDecoder().decode(bytes.slice(3)) };
  }, href);
  expect(csv.type).toBe('text/csv; charset=utf-8');
  expect(csv.bom).toEqual([0xef, 0xbb, 0xbf]);
  // the rows' time format: test/unit/shared/berlinTime.test.ts (berlinSpreadsheetTime)
  expect(csv.text.split('\r\n')[0]).toMatch(/^ID,Datum \(Berliner Zeit\) \/ Date \(Berlin time\),Sprache \/ Language/);
});

test('a logged-in editor without staff access is refused with a bilingual message', async () => {
  const username = `redakteur${Date.now()}`;
  const created = await api(page, '/api/admin/editors/', { method: 'POST', body: { username, password: 'ein sicheres passwort', is_staff: false } });
  expect(created.status).toBe(201);
  const other = await browser.createBrowserContext();
  try {
    const p = await other.newPage();
    await logIn(p, username, 'ein sicheres passwort');
    await p.waitForSelector('[data-testid=no-access]', { timeout: TIMEOUT });
    const text = await p.$eval('[data-testid=no-access]', (el) => el.textContent ?? '');
    expect(text).toContain('Kein Zugang zur Verwaltung');
    expect(text).toContain('No access to the administration');
    expect((await api(p, '/api/admin/events/')).status).toBe(403);
  } finally {
    await other.close();
  }
});
