/**
 * Content modules in Chromium, on the seeded demo pages in both languages: every module of the home
 * page is visible, the FAQ opens and closes with the keyboard (and from a hash link), external media
 * wait for consent and load after it, and nothing logs an error.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, waitForModuleHydrated, withDataSaver } from './visit';

/** Resources on other origins (the video player) are not part of what we test. */
const ours = (text: string) => !/youtube|ytimg|google|doubleclick/i.test(text);

/** Each test in its own browser context: no consent cookie carried over from another test. */
async function open(browser: Browser, path: string, requested: string[] = [], options: { saveData?: boolean; height?: number } = {}): Promise<{ page: Page; problems: string[]; html: string }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // data-saver: no link prefetching (of route chunks once the page is idle)
  if (options.saveData) await withDataSaver(page);
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
  await page.setViewport({ width: 1280, height: options.height ?? 900 });
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__react'));
  });
  return { page, problems, html: (await response?.text()) ?? '' };
}

/** Scrolls down a screen at a time to the end of the page, as a visitor reading it would. */
async function scrollToEnd(page: Page): Promise<void> {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const HOME_MODULES = ['full-teaser', 'headline', 'event-list', 'teaser-list', 'text', 'quote', 'video', 'logo-list'];

describe('content modules in Chromium', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await openBrowser());
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
    await waitForModuleHydrated(page, video);
    const allow = await page.waitForSelector(`${video} [data-embed-placeholder] button`);
    expect(await allow!.evaluate((b) => b.textContent)).toBe(label);
    // a click through the DOM: the cookie banner of a first visit may cover the button
    await allow!.evaluate((button) => (button as HTMLButtonElement).click());
    const frame = await page.waitForSelector(`${video} iframe`);
    expect(await frame!.evaluate((f) => f.getAttribute('src'))).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?rel=0&autoplay=1$/);
    // the consent is remembered: after a reload the poster offers play instead of the notice
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForModuleHydrated(page, video);
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
    for (const model of Object.keys(embeds)) await waitForModuleHydrated(page, `[data-module="${model}"]`);
    await page.$eval('[data-module="viewer"] [data-embed-placeholder] button', (button) => (button as HTMLButtonElement).click());
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
  ])('%s: the page names the renderer chunks of its first section’s interactive kinds; interactive modules hydrate as they near the viewport, static ones stay server HTML', async (_type, pathOf) => {
    const requested: string[] = [];
    const { page, problems, html } = await open(browser, await pathOf(), requested, { saveData: true });
    const named = (JSON.parse(/<script id="__LOADABLE_REQUIRED_CHUNKS___ext"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { namedChunks: string[] }).namedChunks;
    const first = await page.$$eval('main section[data-layout]:first-of-type [data-module][data-hydrate="visible"]', (nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-module')))]);
    expect(named.filter((chunk) => chunk.startsWith('module-')).sort()).toEqual(first.map((model) => `module-${model}`).sort());
    // every module is there from the start, in the server's HTML (a renderer still loading would render nothing)
    expect(await page.$$eval('main [data-module]', (nodes) => nodes.filter((node) => node.childElementCount === 0).map((node) => node.getAttribute('data-module')))).toEqual([]);
    // scrolled to the end, every interactive module is hydrated (React's props on its content), no static one
    await scrollToEnd(page);
    const hydratedModules = (when: string) =>
      page.$$eval(`main [data-module][data-hydrate="${when}"]`, (nodes) => nodes.filter((node) => !!node.firstElementChild && Object.keys(node.firstElementChild).some((key) => key.startsWith('__react'))).length);
    await page.waitForFunction(() => [...document.querySelectorAll('main [data-module][data-hydrate="visible"]')].every((node) => !!node.firstElementChild && Object.keys(node.firstElementChild).some((key) => key.startsWith('__react'))));
    expect(await hydratedModules('touched')).toBe(0);
    // the module code the browser fetched: the page's script tags and the renderers of interactive kinds it shows, nothing else
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    const shown = await page.$$eval('main [data-module][data-hydrate="visible"]', (nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-module')))]);
    const fetched = requested.filter((url) => /\/static\/(module-|sections\.|embed\.)/.test(url) && url.endsWith('.js')).filter((url) => !scripts.includes(url));
    expect(fetched.filter((url) => !shown.some((model) => url.startsWith(`/static/module-${model}.`)))).toEqual([]);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('a static module far below the first screen keeps its server HTML when the visitor reaches it; touched, its renderer loads and it hydrates', async () => {
    const { page, problems, html } = await open(browser, '/de', [], { saveData: true });
    const logos = '[data-module="logo-list"]';
    expect(html).not.toMatch(/<script[^>]*src="\/static\/module-logo-list\./);
    expect(await page.$eval(logos, (node) => node.getBoundingClientRect().top)).toBeGreaterThan(2 * 900);
    // what the page fetched, the service worker's answers included
    const logoChunk = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith('/static/module-logo-list.')));
    const marks = () => page.evaluate(() => performance.getEntriesByName('hydrated:module-logo-list').length);
    expect(await page.$$eval(`${logos} img`, (imgs) => imgs.length)).toBeGreaterThan(0);
    await scrollToEnd(page);
    // reached (the interactive modules on the way have hydrated): still the server's HTML, no code loaded for it
    await page.waitForFunction(() => [...document.querySelectorAll('main [data-module][data-hydrate="visible"]')].every((node) => !!node.firstElementChild && Object.keys(node.firstElementChild).some((key) => key.startsWith('__react'))));
    expect(await logoChunk()).toBe(false);
    expect(await marks()).toBe(0);
    await waitForModuleHydrated(page, logos);
    expect(await logoChunk()).toBe(true);
    expect(await marks()).toBe(1);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('follows a link in a module not hydrated yet in the app, without loading the page again', async () => {
    const { page, problems } = await open(browser, '/de', [], { saveData: true });
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    // a DOM click (no scrolling, so the module stays as the server wrote it) on an internal link
    const href = await page.evaluate(() => {
      for (const module of document.querySelectorAll('main [data-module]')) {
        const content = module.firstElementChild;
        if (!content || Object.keys(content).some((key) => key.startsWith('__react'))) continue;
        const link = [...module.querySelectorAll('a[href^="/"]')].find((a) => !a.hasAttribute('target') && !a.getAttribute('href')!.startsWith('/media/'));
        if (link) {
          (link as HTMLAnchorElement).click();
          return link.getAttribute('href');
        }
      }
      return null;
    });
    expect(href).toMatch(/^\/de\//);
    const pathname = new URL(href!, baseUrl()).pathname;
    await page.waitForFunction((path) => location.pathname === path, {}, pathname);
    await page.waitForSelector('[role="progressbar"]', { hidden: true });
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('a click on a button in a module not hydrated yet hydrates it and takes effect (an FAQ question opens)', async () => {
    // a low window: the FAQ of the service page is more than a screen below it
    const { page, problems } = await open(browser, '/de/support', [], { saveData: true, height: 400 });
    const faq = '[data-module="faq"]';
    const question = `${faq} button[aria-expanded]`;
    const hydrated = () => page.$eval(faq, (node) => Object.keys(node.firstElementChild!).some((key) => key.startsWith('__react')));
    expect(await page.$eval(faq, (node) => node.getBoundingClientRect().top)).toBeGreaterThan(2 * 400);
    expect(await hydrated()).toBe(false);
    expect(await page.$eval(question, (button) => button.getAttribute('aria-expanded'))).toBe('false');
    // a DOM click: no scrolling, so nothing but the click makes the module load
    await page.$eval(question, (button) => (button as HTMLButtonElement).click());
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', {}, question);
    expect(await hydrated()).toBe(true);
    const panel = await page.$eval(question, (button) => button.getAttribute('aria-controls')!);
    expect(await page.$eval(`#${panel}`, (node) => (node as HTMLElement).hidden)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });
});
