/**
 * Error pages (SPEC §2, §8) in Chromium: the right status code, title, heading and message in both
 * languages, a link back to the start page, centred with at least 450 px height; the page error
 * status is cleared when the visitor leaves the error page.
 */
import type { Browser } from 'puppeteer';
import { ERROR_VIEW_MIN_HEIGHT } from '../../shared/constants';
import { openBrowser } from './browser';
import { open, withoutDocumentStatus } from './visit';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

describe('error pages', () => {
  it.each([
    ['/de/diese-seite-gibt-es-nicht', 404, 'Fehler 404', 'Die gesuchte Seite wurde nicht gefunden.', '/de'],
    ['/en/this-page-does-not-exist', 404, 'Error 404', 'The page you were looking for was not found.', '/en'],
    ['/de/konzerte/abc/keine-zahl', 404, 'Fehler 404', 'This page could not be found', '/de'],
    ['/en/404', 404, 'Error 404', 'The page you were looking for was not found.', '/en'],
  ])('%s: %i, "%s"', async (path, status, heading, message, home) => {
    const { page, problems, status: answered } = await open(browser, path);
    expect(answered).toBe(status);
    expect(await page.title()).toMatch(new RegExp(`^${heading} \\|`));
    const view = await page.$eval('main h1', (h1) => {
      const section = h1.closest('section')!;
      const style = getComputedStyle(section);
      return {
        heading: h1.textContent,
        message: section.querySelector('p')?.textContent,
        home: section.querySelector('a')?.getAttribute('href'),
        minHeight: style.minHeight,
        align: style.textAlign,
        status: section.getAttribute('data-status'),
      };
    });
    expect(view).toEqual({ heading, message, home, minHeight: `${ERROR_VIEW_MIN_HEIGHT}px`, align: 'center', status: String(status) });
    expect(withoutDocumentStatus(problems)).toEqual([]);
    await page.close();
  });

  it('leaves the error page through its link: the start page shows and the error status is gone', async () => {
    const { page, problems } = await open(browser, '/de/gibt-es-nicht');
    await page.click('main section a');
    await page.waitForFunction(() => location.pathname === '/de' && !document.title.startsWith('Fehler'));
    expect(await page.$('main section[data-status]')).toBeNull();
    expect(withoutDocumentStatus(problems)).toEqual([]);
    await page.close();
  });
});
