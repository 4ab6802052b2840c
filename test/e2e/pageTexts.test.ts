/**
 * A page carries only the texts its server render used (server/render/pageTexts.ts): it hydrates on
 * them alone, and its language's whole texts come as a file of their own when first needed
 * (client/i18n.ts): on a first visit by the cookie dialog, after hydration. Here that file is held
 * back: it must be asked for only once the page has hydrated, no text may show as its key, no console
 * error (a hydration mismatch is one) may come; then the cookie dialog shows its texts, and a client
 * navigation to a page of other texts shows them.
 */
import type { Page } from 'puppeteer';
import de from '../../shared/i18n/de.json';
import en from '../../shared/i18n/en.json';
import { TIMEOUT } from './editorSteps';
import { browserWithPageTypes } from './pageTypes';
import { baseUrl, holdRequests, open, waitForHydration } from './visit';

const session = browserWithPageTypes();
/** The page types of the texts' groups: the home page's modules, the concerts', a story's, a form's, the not-found page's. */
const CHECKED = ['home (de)', 'concerts (de)', 'concert (de)', 'story (en)', 'form (de)', 'not found (en)'];

/** Every text key of a language (`events.more`): none may show on a page as it is. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([name, value]) => (typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value as object, `${prefix}${name}.`)));
}
const KEYS = { de: keysOf(de), en: keysOf(en) };
const isLanguageFile = (url: string) => /\/static\/i18n-(de|en)\.[0-9a-f]+\.json$/.test(new URL(url).pathname);

/** The keys shown on the page: in its text or in the attributes a visitor's tools read. */
const keysShown = (page: Page, keys: string[]) =>
  page.evaluate((all: string[]) => {
    const attributes = [...document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((node) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
    );
    const shown = `${document.body.innerText}\n${attributes.join('\n')}`;
    return all.filter((key) => shown.includes(key));
  }, keys);

const groupsCarried = (page: Page) => page.$eval('#__I18N__', (node) => Object.keys(JSON.parse(node.textContent ?? '{}') as object));

describe('a page hydrates on the texts it carries, and its language’s whole texts follow', () => {
  it.each(CHECKED)('%s: no key shows and nothing fails before the language file arrives; then the cookie dialog shows its texts', async (name) => {
    const language = name.endsWith('(en)') ? 'en' : 'de';
    const context = await session.browser.createBrowserContext();
    const page = await context.newPage();
    const problems: string[] = [];
    const notFound = session.types[name].status === 404;
    page.on('console', (message) => {
      // the not-found page's own document answers 404, which the browser reports
      if (notFound && message.location().url === `${baseUrl()}${session.paths[name]}` && message.text().includes('404')) return;
      if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
    // whether the page had hydrated when it asked for the file
    await page.evaluateOnNewDocument(() => {
      const fetchOf = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/static/i18n-')) (window as unknown as { askedHydrated: boolean }).askedHydrated = performance.getEntriesByName('hydrated').length > 0;
        return fetchOf(input, init);
      };
    });
    const held = await holdRequests(page, (request) => isLanguageFile(request.url()));
    try {
      await page.goto(`${baseUrl()}${session.paths[name]}`, { waitUntil: 'load' });
      await held.sent;
      expect(await page.evaluate(() => (window as unknown as { askedHydrated?: boolean }).askedHydrated)).toBe(true);
      expect(await keysShown(page, KEYS[language])).toEqual([]);
      expect(problems).toEqual([]);
      // what only the whole language has: the cookie dialog's texts
      expect(await groupsCarried(page)).not.toContain('consent');
      held.release();
      await page.waitForSelector('#cc-main .cm', { visible: true, timeout: TIMEOUT });
      const title = await page.$eval('#cc-main .cm__title', (node) => node.textContent?.trim());
      expect(title).toBe((language === 'en' ? en : de).consent.title);
      expect(problems).toEqual([]);
    } finally {
      await held.stop();
      await context.close();
    }
  });

  it('a returning visitor who only reads the page never fetches them; a client navigation to a page of other texts does, and shows them', async () => {
    const context = await session.browser.createBrowserContext();
    const { page, problems } = await open(context, session.paths['home (de)']);
    const languageFiles = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/static\/i18n-/.test(entry.name)).length);
    try {
      expect(await groupsCarried(page)).not.toContain('press');
      await page.waitForSelector('#cc-main .cm [data-role="necessary"]', { visible: true, timeout: TIMEOUT });
      await page.click('#cc-main .cm [data-role="necessary"]');
      // the choice stored: the next visit shows no dialog
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      // what runs once the page is idle has run (link prefetching's chunk)
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/static\/after-load\./.test(entry.name)), { timeout: TIMEOUT });
      expect(await languageFiles()).toBe(0);
      // a link as the site would have it, followed by the client's router
      await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('a[href="/de/presse"]');
        if (!link) throw new Error('no link to /de/presse');
        link.click();
      });
      await page.waitForFunction((title: string) => location.pathname === '/de/presse' && document.querySelector('h1')?.textContent === title, { timeout: TIMEOUT }, de.press.title);
      expect(await languageFiles()).toBe(1);
      expect(await keysShown(page, KEYS.de)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
