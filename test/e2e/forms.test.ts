/**
 * Visitor forms and the newsletter page in Chromium, both languages (SPEC §3, §5, §7): the form is
 * server-rendered and works after hydration; a first-time visitor (no cookies) submits and the entry
 * exists in the back end (read through the admin API as the demo editor); the browser checks the
 * shared rules and focuses the first error; per-field errors of the server, a server error and a
 * network failure keep the input; a file uploads through the temporary-file endpoint (415 shown at
 * the field); every field type renders with its initial value; the newsletter page and its footer
 * teaser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { api, baseUrl, clickSteady, holdRequests, keepCookieBannerAway, open, waitOrTell } from './visit';

const TIMEOUT = 30_000;
jest.setTimeout(180_000);

let browser: Browser;
let close: () => Promise<void>;
let staff: Page;
let tmp: string;
const ALL_TYPES_SLUG = `e2e-alle-felder-${Date.now()}`;
let allTypesId: number;


interface Entry {
  id: number;
  form_id: number;
  locale: string;
  values: Record<string, unknown>;
}

async function entriesOf(formId: number): Promise<Entry[]> {
  const res = await api<{ data: Entry[] }>(staff, `/api/admin/form-entries/?form_id=${formId}&sort=id&order=DESC&per_page=50`);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function formIdOf(slug: string): Promise<number> {
  const res = await api<{ id: number }>(staff, `/de/api/forms/${slug}/`);
  expect(res.status).toBe(200);
  return res.body.id;
}

/** A fresh browser context: a first-time visitor without any cookie. */
async function visitor(): Promise<BrowserContext> {
  return browser.createBrowserContext();
}

async function openForm(context: BrowserContext, url: string) {
  const opened = await open(context, url);
  await opened.page.setViewport({ width: 1280, height: 900 });
  // the consent banner is another test's subject: out of the way
  await keepCookieBannerAway(opened.page);
  // a form module hydrated (React's props on its element), not only the page's root: a submit before
  // would be the browser's own POST without the script (partial hydration, issue 39)
  await opened.page.waitForFunction(() => {
    const form = document.querySelector('[data-testid=visitor-form]');
    return !form || Object.keys(form).some((key) => key.startsWith('__react'));
  });
  return opened;
}

const value = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);
const checked = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).checked);

async function submit(page: Page) {
  await clickSteady(page, '[data-testid=visitor-form] button[type=submit]');
}

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-e2e-'));
  const context = await browser.createBrowserContext();
  staff = await context.newPage();
  await staff.goto(`${baseUrl()}/admin/login/?next=/admin/`, { waitUntil: 'networkidle0' });
  await staff.type('input[name=username]', 'demo');
  await staff.type('input[name=password]', E2E_DEMO_PASSWORD);
  await Promise.all([staff.waitForNavigation({ waitUntil: 'networkidle0' }), staff.click('[type=submit]')]);
  // a form with every field type of SPEC §3 (the demo forms use only some of them)
  const field = (slug: string, field_type: number, extra: Record<string, unknown> = {}) => ({ slug, label_de: `DE ${slug}`, label_en: `EN ${slug}`, field_type, ...extra });
  const created = await api<{ id: number }>(staff, '/api/admin/forms/', {
    method: 'POST',
    body: {
      slug: ALL_TYPES_SLUG,
      title_de: 'Alle Felder',
      title_en: 'All fields',
      success_message_de: 'Alles angekommen.',
      success_message_en: 'All received.',
      is_online: true,
      fields: [
        field('name', 1, { required: true, default_value: 'Erika' }),
        field('notes', 2),
        field('email', 3, { required: true }),
        field('count', 4, { default_value: '3' }),
        field('interests', 5, { choices_de: ['Oper', 'Jazz'], choices_en: ['Opera', 'Jazz'], default_value: 'Jazz' }),
        field('seat', 6, { choices_de: ['Parkett', 'Rang'], choices_en: ['Stalls', 'Circle'], default_value: 'Rang' }),
        field('days', 7, { choices_de: ['Freitag', 'Samstag'], choices_en: ['Friday', 'Saturday'] }),
        field('venue', 8, { choices_de: ['Konzerthaus', 'Schloss'], choices_en: ['Concert hall', 'Castle'] }),
        field('cv', 9),
        field('day', 10, { default_value: '2030-05-01' }),
        field('consent', 11, { required: true }),
        field('source', 12, { default_value: 'e2e', visible: false }),
        field('website', 13),
        field('phone', 14),
      ],
    },
  });
  expect(created.status).toBe(201);
  allTypesId = created.body.id;
});

afterAll(async () => {
  await close?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each([
  ['de', '/de/forms/kontakt', 'Vielen Dank! Ihre Nachricht ist bei uns angekommen.', 'Dieses Feld ist erforderlich.', 'Bitte wählen'],
  ['en', '/en/forms/kontakt', 'Thank you! We have received your message.', 'This field is required.', 'Please choose'],
] as const)('the contact form in %s', (locale, url, successText, requiredText, chooseText) => {
  test('is server-rendered with the appended e-mail confirmation', async () => {
    const html = await (await fetch(`${baseUrl()}${url}`)).text();
    expect(html).toContain('data-testid="visitor-form"');
    expect(html).toContain('name="email2"');
    expect(html).toContain(chooseText);
  });

  test('a first-time visitor submits; the entry exists in the back end', async () => {
    const context = await visitor();
    try {
      const { page, problems } = await openForm(context, url);
      expect((await page.cookies()).some((c) => c.name === 'csrftoken')).toBe(false);
      const name = `E2E ${locale} ${Date.now()}`;
      await page.type('[name=name]', name);
      await page.type('[name=email]', 'e2e@example.org');
      await page.type('[name=email2]', 'e2e@example.org');
      const subject = await page.$eval('[name=subject] option:nth-child(3)', (o) => (o as HTMLOptionElement).value);
      await page.select('[name=subject]', subject);
      await page.type('[name=message]', 'Eine Nachricht aus dem Browser-Test.');
      await page.click('[name=privacy]');
      await submit(page);
      await page.waitForSelector('[data-testid=form-success]', { timeout: TIMEOUT });
      expect(await page.$eval('[data-testid=form-success]', (el) => el.textContent)).toContain(successText);
      const entry = (await entriesOf(await formIdOf('kontakt'))).find((e) => e.values.name === name);
      expect(entry).toBeDefined();
      expect(entry!.locale).toBe(locale);
      expect(entry!.values).toMatchObject({ email: 'e2e@example.org', subject, privacy: true, message: 'Eine Nachricht aus dem Browser-Test.' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the browser checks the shared rules and focuses the first error', async () => {
    const context = await visitor();
    try {
      const { page, problems } = await openForm(context, url);
      await page.type('[name=email]', 'not-an-address');
      await submit(page);
      await page.waitForSelector('[data-testid=error-name]', { timeout: TIMEOUT });
      expect(await page.$eval('[data-testid=error-name]', (el) => el.textContent)).toBe(requiredText);
      expect(await page.$eval('[name=name]', (el) => el.getAttribute('aria-invalid'))).toBe('true');
      const describedBy = await page.$eval('[name=name]', (el) => el.getAttribute('aria-describedby'));
      expect(describedBy).toBe(await page.$eval('[data-testid=error-name]', (el) => el.id));
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('name');
      expect(await page.$('[data-testid=error-email]')).not.toBeNull();
      // typing clears the field's error; the input stays
      await page.type('[name=name]', 'A');
      await page.waitForFunction(() => !document.querySelector('[data-testid=error-name]'));
      expect(await value(page, '[name=email]')).toBe('not-an-address');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('per-field errors of the server, a server error and a network failure keep the input', async () => {
  const context = await visitor();
  try {
    const { page, problems } = await openForm(context, '/de/forms/kontakt');
    const name = `Bleibt ${Date.now()}`;
    await page.type('[name=name]', name);
    await page.type('[name=email]', 'bleibt@example.org');
    await page.select('[name=subject]', await page.$eval('[name=subject] option:nth-child(2)', (o) => (o as HTMLOptionElement).value));
    await page.type('[name=message]', 'Nicht verlieren.');
    await page.click('[name=privacy]');

    // the fake network is the page's request interception: a request the service worker passes on
    // (once it has claimed the page, which under load may come before this) would miss it
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    let mode: 'field' | 'server' | 'offline' | 'pass' = 'field';
    page.on('request', (request) => {
      if (!request.url().includes('/api/forms-entries/') || mode === 'pass') return void request.continue();
      if (mode === 'offline') return void request.abort('internetdisconnected');
      void request.respond(
        mode === 'field'
          ? { status: 400, contentType: 'application/json', body: JSON.stringify({ status: 400, code: 'validation_failed', message: 'Invalid', errors: { email: ['Diese Adresse nimmt keine Post an.'] } }) }
          : { status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'server_error', message: 'Boom' }) },
      );
    });
    const keptInput = async () => {
      expect(await value(page, '[name=name]')).toBe(name);
      expect(await value(page, '[name=email]')).toBe('bleibt@example.org');
      expect(await value(page, '[name=message]')).toBe('Nicht verlieren.');
      expect(await checked(page, '[name=privacy]')).toBe(true);
    };

    await submit(page);
    await waitOrTell(page, page.waitForSelector('[data-testid=error-email]', { timeout: TIMEOUT }), () =>
      page.evaluate(() => `at ${location.href}, focused ${document.activeElement?.outerHTML.slice(0, 200)}\nthe form: ${document.querySelector('[data-testid=visitor-form]')?.outerHTML.slice(0, 3000)}`),
    );
    expect(await page.$eval('[data-testid=error-email]', (el) => el.textContent)).toBe('Diese Adresse nimmt keine Post an.');
    expect(await page.$eval('[name=email]', (el) => el.getAttribute('aria-invalid'))).toBe('true');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'email');
    await keptInput();

    mode = 'server';
    await submit(page);
    await page.waitForFunction(() => document.querySelector('[data-testid=form-alert]')?.textContent?.includes('auf unserer Seite'), { timeout: TIMEOUT });
    await keptInput();

    mode = 'offline';
    await submit(page);
    await page.waitForFunction(() => document.querySelector('[data-testid=form-alert]')?.textContent?.includes('Verbindung'), { timeout: TIMEOUT });
    await keptInput();

    mode = 'pass';
    await submit(page);
    await page.waitForSelector('[data-testid=form-success]', { timeout: TIMEOUT });
    expect((await entriesOf(await formIdOf('kontakt'))).some((e) => e.values.name === name)).toBe(true);
    // the browser logs the failed requests of the staged failures (500, aborted); nothing else
    expect(problems.filter((p) => !/status of (400|500)|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p))).toEqual([]);
  } finally {
    await context.close();
  }
});

describe.each(['de', 'en'] as const)('a form with every field type in %s', (locale) => {
  test('renders each type with its initial value, uploads a file and submits', async () => {
    const context = await visitor();
    try {
      const { page, problems } = await openForm(context, `/${locale}/forms/${ALL_TYPES_SLUG}`);
      const form = '[data-testid=visitor-form]';
      expect(await value(page, `${form} [name=name]`)).toBe('Erika');
      expect(await page.$eval(`${form} [name=notes]`, (el) => el.tagName)).toBe('TEXTAREA');
      expect(await page.$eval(`${form} [name=email]`, (el) => el.getAttribute('type'))).toBe('email');
      expect(await value(page, `${form} [name=count]`)).toBe('3');
      // 5: a checkbox list starting as [default]
      expect(await page.$$eval(`${form} [name=interests]`, (els) => els.map((e) => [(e as HTMLInputElement).value, (e as HTMLInputElement).checked]))).toEqual([
        ['Oper', false],
        ['Jazz', true],
      ]);
      expect(await checked(page, `${form} [name=seat][value=Rang]`)).toBe(true);
      // 7: a multi-select starting empty
      expect(await page.$eval(`${form} [name=days]`, (el) => [(el as HTMLSelectElement).multiple, (el as HTMLSelectElement).selectedOptions.length])).toEqual([true, 0]);
      expect(await page.$eval(`${form} [name=venue]`, (el) => el.tagName)).toBe('SELECT');
      expect(await page.$eval(`${form} [name=cv]`, (el) => el.getAttribute('type'))).toBe('file');
      expect(await value(page, `${form} [name=day]`)).toBe('2030-05-01');
      expect(await checked(page, `${form} [name=consent]`)).toBe(false);
      expect(await page.$(`${form} [name=source]`)).toBeNull();
      expect(await page.$eval(`${form} [name=website]`, (el) => el.getAttribute('type'))).toBe('url');
      expect(await page.$eval(`${form} [name=phone]`, (el) => el.getAttribute('type'))).toBe('tel');
      expect(await page.$(`${form} [name=email2]`)).not.toBeNull();

      // an unsupported file: 415 shown at the field
      const bad = path.join(tmp, 'programm.bin');
      fs.writeFileSync(bad, Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe, 0x10, 0x20]));
      const input = await page.$(`${form} [name=cv]`);
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(bad);
      await page.waitForSelector('[data-testid=error-cv]', { timeout: TIMEOUT });
      expect(await page.$eval('[data-testid=error-cv]', (el) => el.textContent)).toContain(locale === 'de' ? 'Dateityp' : 'type of file');

      await page.type(`${form} [name=email]`, `all-${locale}@example.org`);
      await page.select(`${form} [name=days]`, 'Samstag');
      await page.select(`${form} [name=venue]`, 'Schloss');
      await page.click(`${form} [name=consent]`);

      // a PDF, sent while its upload is held back: the form says it waits, then sends with the file's token
      const pdf = path.join(tmp, `lebenslauf-${locale}.pdf`);
      fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
      const upload = await holdRequests(page, (request) => request.url().includes('/api/temp-files/'));
      try {
        await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(pdf);
        await upload.sent;
        await page.waitForSelector('[data-testid=upload-cv][data-state=uploading]', { timeout: TIMEOUT });
        await submit(page);
        await page.waitForSelector('[data-testid=form-waiting]', { timeout: TIMEOUT });
        expect(await page.$eval('[data-testid=form-waiting]', (el) => el.textContent)).toContain(locale === 'de' ? 'sobald sie angekommen ist' : 'as soon as it has arrived');
        expect(await page.$('[data-testid=form-success]')).toBeNull();
        upload.release();
      } finally {
        await upload.stop();
      }
      await page.waitForSelector('[data-testid=form-success]', { timeout: TIMEOUT });
      expect(await page.$eval('[data-testid=form-success]', (el) => el.textContent)).toContain(locale === 'de' ? 'Alles angekommen.' : 'All received.');

      const entry = (await entriesOf(allTypesId)).find((e) => e.values.email === `all-${locale}@example.org`);
      expect(entry?.values).toMatchObject({
        name: 'Erika',
        count: '3',
        interests: ['Jazz'],
        seat: 'Rang',
        days: ['Samstag'],
        venue: 'Schloss',
        cv: `lebenslauf-${locale}.pdf`,
        day: '2030-05-01',
        consent: true,
        source: 'e2e',
      });
      expect(problems.filter((p) => !/status of 415/.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ['de', '/de/newsletter', '/de/konzerte', 'Fast geschafft!'],
  ['en', '/en/newsletter', '/en/concerts', 'Almost done!'],
] as const)('the newsletter page in %s', (locale, url, otherPage, successText) => {
  test('the footer teaser links to it and is hidden there; its form subscribes', async () => {
    const context = await visitor();
    try {
      const other = await openForm(context, otherPage);
      expect(await other.page.$eval(`footer a[href="${url}"]`, (a) => a.textContent)).toBeTruthy();
      await other.page.close();

      const { page, problems, status } = await openForm(context, url);
      expect(status).toBe(200);
      expect(await page.$eval('main h1', (el) => el.textContent)).toBe('Newsletter');
      expect(await page.$(`footer a[href="${url}"]`)).toBeNull();
      const email = `news-${locale}-${Date.now()}@example.org`;
      await page.type('[name=email]', email);
      await page.click('[name=interests][value=Kammermusik]');
      await page.click('[name=consent]');
      await submit(page);
      await page.waitForSelector('[data-testid=form-success]', { timeout: TIMEOUT });
      expect(await page.$eval('[data-testid=form-success]', (el) => el.textContent)).toContain(successText);
      const entry = (await entriesOf(await formIdOf('newsletter'))).find((e) => e.values.email === email);
      expect(entry?.values).toMatchObject({ interests: ['Kammermusik'], consent: true });
      expect(entry?.locale).toBe(locale);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('/de/forms without a slug shows the contact form; an unknown form is a 404', async () => {
  const context = await visitor();
  try {
    const { page } = await openForm(context, '/de/forms');
    expect(await page.$eval('[data-testid=visitor-form]', (el) => el.getAttribute('data-form'))).toBe('kontakt');
    const res = await fetch(`${baseUrl()}/de/forms/gibt-es-nicht`);
    expect(res.status).toBe(404);
  } finally {
    await context.close();
  }
});
