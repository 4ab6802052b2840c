/**
 * Content modules in Chromium, on the seeded demo pages in both languages: every module of the home
 * page is visible, the FAQ opens and closes with the keyboard (and from a hash link), external media
 * wait for consent and load after it, and nothing logs an error.
 */
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from './browser';

const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest (the e2e globalSetup starts the server)');
  return url;
};

/** Resources on other origins (the video player) are not part of what we test. */
const ours = (text: string) => !/youtube|ytimg|google|doubleclick/i.test(text);

/** Each test in its own browser context: no consent cookie carried over from another test. */
async function open(browser: Browser, path: string, requested: string[] = [], options: { saveData?: boolean } = {}): Promise<{ page: Page; problems: string[]; html: string }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // data-saver: no link prefetching (of route chunks once the page is idle)
  if (options.saveData) await page.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }));
  const problems: string[] = [];
  page.on('console', (message) => {
    const location = message.location()?.url ?? '';
    if ((message.type() === 'error' || message.type() === 'warn') && ours(location) && ours(message.text())) problems.push(`${message.type()}: ${message.text()} ${location}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  // Block third-party requests: the test must not depend on the internet.
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseUrl()).origin && !request.url().startsWith('data:')) void request.abort();
    else void request.continue();
  });
  await page.setViewport({ width: 1280, height: 900 });
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__react'));
  });
  return { page, problems, html: (await response?.text()) ?? '' };
}

const HOME_MODULES = ['full-teaser', 'headline', 'event-list', 'teaser-list', 'text', 'quote', 'video', 'logo-list'];

describe('content modules in Chromium', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(() => close());

  it.each([['/de'], ['/en']])('%s shows every module of the seeded home page', async (path) => {
    const { page, problems } = await open(browser, path);
    const models = await page.$$eval('[data-module]', (nodes) => nodes.map((node) => node.getAttribute('data-module')));
    for (const model of HOME_MODULES) expect(models).toContain(model);
    // each is laid out (visible, not empty)
    const empty = await page.$$eval('[data-module]', (nodes) => nodes.filter((node) => node.getBoundingClientRect().height === 0).map((node) => node.getAttribute('data-module')));
    expect(empty).toEqual([]);
    // events of the event list came with the page (snapshot), each linking to its detail page
    const eventLinks = await page.$$eval('[data-module="event-list"] h3 a', (links) => links.map((link) => link.getAttribute('href')));
    expect(eventLinks.length).toBeGreaterThan(0);
    for (const href of eventLinks) expect(href).toMatch(path === '/de' ? /^\/de\/konzerte\/[^/]+\/\d+$/ : /^\/en\/concerts\/[^/]+\/\d+$/);
    // images: picture sources, sizes set, only the first eager
    expect(await page.$$eval('picture source[type="image/avif"]', (s) => s.length)).toBeGreaterThan(3);
    expect(await page.$$eval('img[loading="eager"]', (imgs) => imgs.length)).toBe(1);
    expect(await page.$$eval('picture img', (imgs) => imgs.every((img) => img.getAttribute('width') && img.getAttribute('height')))).toBe(true);
    // the search index end marker closes the searchable content
    expect(await page.$('[data-search-index] [data-module]')).not.toBeNull();
    expect(await page.$('[data-search-index-end]')).not.toBeNull();
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it.each([
    ['/de/support/faq', 'Gibt es eine Kleiderordnung?'],
    ['/en/service/faq', 'Is there a dress code?'],
  ])('%s: the FAQ opens and closes with the keyboard', async (path, question) => {
    const { page, problems } = await open(browser, path);
    const button = await page.waitForSelector('[data-faq-item] button[aria-expanded]');
    expect(await button!.evaluate((b) => b.textContent)).toBe(question);
    const panelId = await button!.evaluate((b) => b.getAttribute('aria-controls')!);
    expect(await button!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(await page.$eval(`#${panelId}`, (panel) => (panel as HTMLElement).hidden)).toBe(true);
    await button!.focus();
    await page.keyboard.press('Enter');
    expect(await button!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('true');
    expect(await page.$eval(`#${panelId}`, (panel) => (panel as HTMLElement).hidden || panel.getBoundingClientRect().height === 0)).toBe(false);
    await page.keyboard.press('Space');
    expect(await button!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('opens the FAQ item a hash link points at', async () => {
    const { page, problems } = await open(browser, '/en/service/faq#faq-may-i-bring-children');
    await page.waitForFunction(() => document.querySelector('#faq-may-i-bring-children button')?.getAttribute('aria-expanded') === 'true');
    expect(await page.$eval('#faq-is-there-a-dress-code button', (b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it.each([
    ['/de', 'Externe Medien erlauben'],
    ['/en', 'Allow external media'],
  ])('%s: the video waits for consent, and its player loads after allowing', async (path, label) => {
    const { page, problems } = await open(browser, path);
    const video = '[data-module="video"]';
    expect(await page.$(`${video} iframe`)).toBeNull();
    const allow = await page.waitForSelector(`${video} [data-embed-placeholder] button`);
    expect(await allow!.evaluate((b) => b.textContent)).toBe(label);
    await allow!.click();
    const frame = await page.waitForSelector(`${video} iframe`);
    expect(await frame!.evaluate((f) => f.getAttribute('src'))).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?rel=0&autoplay=1$/);
    // the consent is remembered: after a reload the poster offers play instead of the notice
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector(`${video} button[aria-label]`);
    expect(await page.$(`${video} [data-embed-placeholder]`)).toBeNull();
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    await page.browserContext().close();
  });

  it.each([
    ['/de/musikvermittlung', 'Externe Medien erlauben'],
    ['/en/education', 'Allow external media'],
  ])('%s: audio, viewer and social media show a placeholder until external media are allowed', async (path, label) => {
    const { page, problems } = await open(browser, path);
    const embeds = {
      audio: /^https:\/\/w\.soundcloud\.com\/player\/\?url=/,
      viewer: /^https:\/\/e\.issuu\.com\/embed\.html\?u=philharmonie-flussstadt&d=junge-ohren-programm$/,
      'social-media': /^https:\/\/www\.instagram\.com\/p\/JungeOhren1\/embed$/,
    };
    for (const model of Object.keys(embeds)) {
      expect(await page.$(`[data-module="${model}"] iframe`)).toBeNull();
      const button = await page.waitForSelector(`[data-module="${model}"] [data-embed-placeholder] button`);
      expect(await button!.evaluate((b) => b.textContent)).toBe(label);
    }
    // one "allow" is the visitor's consent to external media: every embed of the page loads
    await page.click('[data-module="viewer"] [data-embed-placeholder] button');
    for (const [model, src] of Object.entries(embeds)) {
      const frame = await page.waitForSelector(`[data-module="${model}"] iframe`);
      expect(await frame!.evaluate((f) => f.getAttribute('src'))).toMatch(src);
      expect(await page.$(`[data-module="${model}"] [data-embed-placeholder]`)).toBeNull();
    }
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    await page.browserContext().close();
  });

  /** A detail page's path, from the first link of its kind on a list page. */
  async function firstLink(list: string, pattern: RegExp): Promise<string> {
    const html = await (await fetch(`${baseUrl()}${list}`)).text();
    const path = pattern.exec(html)?.[0];
    if (!path) throw new Error(`no link ${pattern} on ${list}`);
    return path;
  }

  it.each([
    ['home', () => Promise.resolve('/de')],
    ['content page', () => Promise.resolve('/de/ueber-uns')],
    ['concert detail', () => firstLink('/de/konzerte', /\/de\/konzerte\/[^/"?#]+\/\d+/)],
    ['story detail', () => firstLink('/de/stories', /\/de\/stories\/[^/"?#]+\/\d+/)],
    ['person detail', () => firstLink('/de/orchester', /\/de\/orchester\/[^/"?#]+\/\d+/)],
    ['content hub', () => Promise.resolve('/cms-hub')],
  ])('%s: the page names exactly the renderer chunks of the kinds it shows, and hydrates without fetching another', async (_type, pathOf) => {
    const requested: string[] = [];
    const { page, problems, html } = await open(browser, await pathOf(), requested, { saveData: true });
    const named = (JSON.parse(/<script id="__LOADABLE_REQUIRED_CHUNKS___ext"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { namedChunks: string[] }).namedChunks;
    const shown = await page.$$eval('main [data-module]', (nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-module')))]);
    expect(named.filter((chunk) => chunk.startsWith('module-')).sort()).toEqual(shown.map((model) => `module-${model}`).sort());
    // every renderer is there at once: no module is left empty (a renderer still loading renders nothing)
    expect(await page.$$eval('main [data-module]', (nodes) => nodes.filter((node) => node.childElementCount === 0).map((node) => node.getAttribute('data-module')))).toEqual([]);
    // the scripts of module code that the browser fetched are all in the page's script tags
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(requested.filter((url) => /\/static\/(module-|sections\.|embed\.)/.test(url) && url.endsWith('.js')).filter((url) => !scripts.includes(url))).toEqual([]);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });
});
