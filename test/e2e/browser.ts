/**
 * Chromium for the e2e tests: PUPPETEER_EXECUTABLE_PATH, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell, package chromium-headless-shell), else Debian's
 * /usr/bin/chromium in its new headless mode. puppeteer downloads no browser of its own
 * (skipDownload in .puppeteerrc.cjs). The headless shell is the same Chromium build without the
 * browser's UI layer and costs a fraction of its CPU per page (the figures: docs/testing.md).
 *
 * One browser per Jest worker, reused by every test file that worker runs: the e2e globalSetup
 * launches them (launchWorkerBrowsers) and hands their addresses to the workers in
 * E2E_BROWSER_WS_<worker id>. A test file gets the browser through openBrowser(), isolated as if it
 * had a fresh profile: its pages live in a browser context of its own, the contexts it creates are
 * its own, and close() shuts all of them and disconnects, leaving the browser to the next file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, HEADLESS_SHELL, CHROMIUM];
  const found = candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
  if (!found) throw new Error('No Chromium found: set PUPPETEER_EXECUTABLE_PATH or install Debian\'s chromium-headless-shell (or chromium) package');
  return found;
}

/** puppeteer's headless mode for that executable: 'shell' for the headless shell, the new headless mode otherwise. */
const headlessMode = (executable: string): true | 'shell' => (path.basename(executable).includes('headless-shell') ? 'shell' : true);

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** A new Chromium with a fresh profile, removed again by close(). */
export async function launchChromium(executablePath = chromiumPath()): Promise<LaunchedBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-chromium-'));
  const browser = await puppeteer.launch({ executablePath, headless: headlessMode(executablePath), args: [...FLAGS, `--user-data-dir=${profile}`] });
  return {
    browser,
    async close() {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

const endpointVariable = (workerId: number | string) => `E2E_BROWSER_WS_${workerId}`;

/** globalSetup: one browser per worker; their addresses go to the workers through the environment. */
export async function launchWorkerBrowsers(workers: number): Promise<LaunchedBrowser[]> {
  const launched = await Promise.all(Array.from({ length: workers }, () => launchChromium()));
  launched.forEach(({ browser }, index) => {
    process.env[endpointVariable(index + 1)] = browser.wsEndpoint();
  });
  return launched;
}

/** The worker's browser, or a browser of the file's own when the worker has none (or it died). */
async function connectWorkerBrowser(): Promise<{ browser: Browser; release(): Promise<void> } | null> {
  const endpoint = process.env[endpointVariable(process.env.JEST_WORKER_ID ?? '1')];
  if (!endpoint) return null;
  try {
    const browser = await puppeteer.connect({ browserWSEndpoint: endpoint });
    return { browser, release: () => browser.disconnect() };
  } catch {
    return null;
  }
}

/**
 * The browser for one test file. Its `newPage()`, `pages()` and `defaultBrowserContext()` use a
 * context of the file's own; `createBrowserContext()` makes further isolated contexts, all closed
 * by close().
 */
export async function openBrowser(): Promise<LaunchedBrowser> {
  const shared = await connectWorkerBrowser();
  const own = shared ? null : await launchChromium();
  const real = shared?.browser ?? own!.browser;
  const main = await real.createBrowserContext();
  const contexts: BrowserContext[] = [main];
  const overrides: Partial<Record<keyof Browser, unknown>> = {
    newPage: () => main.newPage(),
    pages: () => main.pages(),
    defaultBrowserContext: () => main,
    createBrowserContext: async (...args: Parameters<Browser['createBrowserContext']>) => {
      const context = await real.createBrowserContext(...args);
      contexts.push(context);
      return context;
    },
  };
  const browser = new Proxy(real, {
    get(target, property) {
      if (Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    browser,
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
      if (shared) await shared.release();
      else await own!.close();
    },
  };
}
