/**
 * A page answered from the page cache works in Chromium: its CSP (hashes instead of a nonce)
 * allows every script it carries, so it hydrates with no CSP violation and no console error.
 */
import type { Browser } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, waitForHydration } from './visit';

describe('a stored page in Chromium', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await openBrowser());
  });
  afterAll(() => close());

  it('is served from memory with a CSP that lets it hydrate, with no violation', async () => {
    const path = '/en/concerts?utm_source=e2e-cache';
    // the first view renders and stores it; the store finishes just after the answer
    await fetch(`${baseUrl()}${path}`).then((r) => r.text());
    let cache: string | null = null;
    while (cache !== 'HIT') cache = (await fetch(`${baseUrl()}${path}`, { method: 'HEAD' })).headers.get('x-cache');

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
    expect(response?.headers()['x-cache']).toBe('HIT');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
