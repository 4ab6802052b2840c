/**
 * One Lighthouse run of one page (./lighthouse.ts orchestrates): the CLI of LIGHTHOUSE_BIN, JSON
 * out, and what the issues' targets read from it: the category scores, the Core Web Vitals figures
 * (TBT stands in for INP in a lab run), the LCP element, the long tasks and the machine's
 * benchmarkIndex.
 *
 * A first visit is Lighthouse's own fresh Chromium profile: no cookie, so the consent dialog opens.
 * A returning visit runs in a Chromium started here whose cookie jar already holds a consent choice
 * (`cc_cookie`); Lighthouse attaches to it with `--port` and, by default, clears caches and service
 * workers but not cookies, so the page loads cold but without the dialog.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer';
import { freePort } from '../lib/freePort';
import { lighthouseChromePath } from './lowEndPhone';

export const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Device = 'mobile' | 'desktop';
export type Visit = 'first' | 'returning';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
/** What a visitor who chose "only necessary" keeps (client/consent/policy.ts reads `categories`). */
const RETURNING_CONSENT = { categories: ['necessary'], revision: 0 };

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: AuditItem[] };
}

interface AuditItem {
  node?: { selector?: string; nodeLabel?: string; snippet?: string };
  items?: AuditItem[];
  url?: string;
  duration?: number;
}

interface LighthouseResult {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
}

export interface PageRun {
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** the LCP element: its selector and a short label */
  lcpElement: string;
  /** main-thread tasks over 50 ms: duration in ms and the script they are attributed to */
  longTasks: { ms: number; url: string }[];
  /** audits of the accessibility and SEO categories that did not pass */
  failed: string[];
  benchmarkIndex: number;
  /** the CPU slowdown Lighthouse simulated (its mobile default 4, desktop 1, or the one asked for) */
  cpuSlowdown: number;
  version: string;
}

/** Lighthouse's own CPU slowdown per device, when none is asked for. */
const DEFAULT_SLOWDOWN: Record<Device, number> = { mobile: 4, desktop: 1 };

/** With `traceDir`, the report and the page load's trace (`--save-assets`) are written there, and the report read from it. */
function execLighthouseOnce(bin: string, url: string, device: Device, port: number | null, cpuSlowdown: number | null, traceDir?: string): Promise<LighthouseResult> {
  const output = traceDir ? [`--output-path=${path.join(traceDir, REPORT)}`, '--save-assets'] : ['--output-path=stdout'];
  const args = [url, '--output=json', ...output, '--quiet', `--only-categories=${CATEGORIES.join(',')}`, ...(device === 'desktop' ? ['--preset=desktop'] : [])];
  if (cpuSlowdown !== null) args.push(`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`);
  args.push(port === null ? `--chrome-flags=${CHROME_FLAGS.join(' ')}` : `--port=${port}`);
  return new Promise((resolve, reject) => {
    execFile(bin, args, { env: { ...process.env, CHROME_PATH: lighthouseChromePath() }, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`lighthouse ${url} failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(traceDir ? fs.readFileSync(path.join(traceDir, REPORT), 'utf8') : stdout) as LighthouseResult);
    });
  });
}

const REPORT = 'report.json';

/**
 * Lighthouse now and then fails to record a page load's trace ('NO_NAVSTART', 'Runtime error
 * encountered'): such a run says nothing about the page, so it is run again, up to three times.
 */
async function execLighthouse(bin: string, url: string, device: Device, port: number | null, cpuSlowdown: number | null, traceDir?: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await execLighthouseOnce(bin, url, device, port, cpuSlowdown, traceDir);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${url} ${device}: ${(error as Error).message.split('\n')[0]}; running it again`);
    }
  }
}

/** A Chromium with remote debugging whose cookie jar holds a consent choice for `origin`. */
async function chromiumWithConsent(origin: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const child = spawn(lighthouseChromePath(), [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    // Chromium's helper processes may still write into the profile for a moment after the browser
    // exits; one still writing after two seconds leaves a temporary directory, not a failed run
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    } catch (error) {
      console.warn(`${profile} left behind: ${(error as Error).message}`);
    }
  };
  try {
    let browser: Awaited<ReturnType<typeof puppeteer.connect>> | undefined;
    for (let attempt = 0; !browser; attempt += 1) {
      try {
        browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await browser.setCookie({ name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(RETURNING_CONSENT)), domain: new URL(origin).hostname, path: '/' });
    await browser.disconnect();
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function lcpElementOf(audit: Audit | undefined): string {
  // LH 12: a list of tables, the first one naming the element
  const first = audit?.details?.items?.[0];
  const node = (first?.items?.[0] ?? first)?.node;
  return node ? `${node.selector ?? ''} (${(node.nodeLabel ?? '').slice(0, 40)})` : '–';
}

function summarise(result: LighthouseResult, cpuSlowdown: number): PageRun {
  const scores = {} as Record<Category, number | null>;
  const failed: string[] = [];
  for (const category of CATEGORIES) {
    const entry = result.categories[category];
    scores[category] = entry?.score === null || entry === undefined ? null : Math.round(entry.score * 100);
    if (category === 'performance') continue;
    for (const ref of entry?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') failed.push(`${ref.id} (${category})`);
    }
  }
  const value = (id: string) => result.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpElementOf(result.audits['largest-contentful-paint-element']),
    longTasks: (result.audits['long-tasks']?.details?.items ?? []).map((item) => ({ ms: Math.round(item.duration ?? 0), url: item.url ?? '' })),
    failed,
    benchmarkIndex: result.environment.benchmarkIndex,
    cpuSlowdown,
    version: result.lighthouseVersion,
  };
}

/** `cpuSlowdown`: the CPU slowdown to simulate instead of Lighthouse's default for the device. */
export async function runLighthouse(bin: string, url: string, device: Device, visit: Visit, cpuSlowdown: number | null = null): Promise<PageRun> {
  const slowdown = cpuSlowdown ?? DEFAULT_SLOWDOWN[device];
  if (visit === 'first') return summarise(await execLighthouse(bin, url, device, null, cpuSlowdown), slowdown);
  const chromium = await chromiumWithConsent(new URL(url).origin);
  try {
    return summarise(await execLighthouse(bin, url, device, chromium.port, cpuSlowdown), slowdown);
  } finally {
    await chromium.stop();
  }
}

/**
 * A phone's first visit with the page load's trace as Lighthouse recorded it (at the host's speed:
 * the simulation multiplies its main-thread tasks by `cpuSlowdown`), for ./longTasks.ts.
 */
export async function runLighthouseTraced(bin: string, url: string, cpuSlowdown: number): Promise<{ run: PageRun; traceEvents: unknown[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-trace-'));
  try {
    const run = summarise(await execLighthouse(bin, url, 'mobile', null, cpuSlowdown, dir), cpuSlowdown);
    const trace = JSON.parse(fs.readFileSync(path.join(dir, REPORT.replace(/\.json$/, '-0.trace.json')), 'utf8')) as { traceEvents: unknown[] };
    return { run, traceEvents: trace.traceEvents };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
