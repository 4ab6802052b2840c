/**
 * Lighthouse's accessibility and SEO scores (issue 15's target: 100 and 100) on home, concerts, a
 * concert, a story and a form, German and English. A documented run, not a test: Lighthouse is not a
 * dependency of the project (docs/accessibility.md says how to install it outside the repository).
 *
 *   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse npm run bench -- --lighthouse [--desktop] [--url http://host:port]
 *
 * Without --url it starts the production server from the existing build on a free port with the
 * embedded back end, on a copy of BENCH_DATA_DIR (a seeded data directory with db/ and media/) or on
 * a new one (the first start seeds: minutes). Chromium: CHROME_PATH (default /usr/bin/chromium),
 * headless. Lighthouse's default: a mobile device, throttled; --desktop: its desktop preset. Prints a Markdown table of the scores
 * and every audit that did not pass; exit code 1 unless every score is 100.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { staleReason } from '../lib/buildState';
import { freePort } from '../lib/freePort';
import { projectRoot } from '../lib/root';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';
import { pageTypes } from './pageTypes';

const CATEGORIES = ['accessibility', 'seo'] as const;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
/** issue 15's pages (labels of ./pageTypes.ts) */
const MEASURED = ['home', 'concerts', 'concert detail', 'story detail', 'form'];

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  title: string;
}

interface LighthouseResult {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

interface PageScores {
  label: string;
  path: string;
  scores: Record<string, number | null>;
  /** audits of the categories that did not pass: 'id (category)' */
  failed: string[];
}

function runLighthouse(bin: string, url: string, desktop: boolean): Promise<LighthouseResult> {
  const args = [url, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`, ...(desktop ? ['--preset=desktop'] : [])];
  return new Promise((resolve, reject) => {
    execFile(bin, args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`lighthouse ${url} failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as LighthouseResult);
    });
  });
}

function scoresOf(result: LighthouseResult): Pick<PageScores, 'scores' | 'failed'> {
  const scores: Record<string, number | null> = {};
  const failed: string[] = [];
  for (const category of CATEGORIES) {
    const entry = result.categories[category];
    scores[category] = entry?.score === null || entry === undefined ? null : Math.round(entry.score * 100);
    for (const ref of entry?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') failed.push(`${ref.id} (${category})`);
    }
  }
  return { scores, failed };
}

/** The English page of a German one: its hreflang="en" alternate. */
async function englishOf(origin: string, germanPath: string): Promise<string | null> {
  const html = await (await fetch(`${origin}${germanPath}`)).text();
  const href = /<link rel="alternate" hreflang="en" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href.replace(/&amp;/g, '&')).pathname : null;
}

export async function runLighthouseBench(args: string[]): Promise<boolean> {
  const bin = process.env.LIGHTHOUSE_BIN;
  if (!bin || !fs.existsSync(bin)) throw new Error('Set LIGHTHOUSE_BIN to a lighthouse command line (docs/accessibility.md: installed outside the repository)');
  const { values } = parseArgs({ args, strict: false, options: { url: { type: 'string' }, desktop: { type: 'boolean' } } });
  const desktop = values.desktop === true;
  let origin = typeof values.url === 'string' ? values.url.replace(/\/+$/, '') : undefined;
  let child: ReturnType<typeof spawnServer> | undefined;
  let tmp: string | undefined;
  try {
    if (!origin) {
      const reason = staleReason(projectRoot, 'production');
      if (reason && /missing|development/.test(reason)) throw new Error(`No production build (${reason}): run "npm run build" first`);
      if (reason) console.warn(`Note: ${reason}; measuring the existing build.`);
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
      if (process.env.BENCH_DATA_DIR) fs.cpSync(process.env.BENCH_DATA_DIR, tmp, { recursive: true });
      else console.log('lighthouse: no BENCH_DATA_DIR, so the server seeds the demo content first (minutes)');
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      child = spawnServer({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CMS_URL: '', DATA_DIR: path.join(tmp, 'db'), MEDIA_DIR: path.join(tmp, 'media'), LOG_LEVEL: 'warn' });
      await waitForHealthy(origin, child, 900_000);
    }
    const german = (await pageTypes(origin, (label) => console.warn(`No link to a ${label} found on its list page: not measured.`))).filter((page) => MEASURED.includes(page.label));
    const pages: { label: string; path: string }[] = [];
    for (const page of german) {
      pages.push({ label: `${page.label} (de)`, path: page.path });
      const english = await englishOf(origin, page.path);
      if (english) pages.push({ label: `${page.label} (en)`, path: english });
      else console.warn(`${page.path} names no English page: not measured in English.`);
    }
    const results: PageScores[] = [];
    let version = '';
    for (const page of pages) {
      const result = await runLighthouse(bin, `${origin}${page.path}`, desktop);
      version = result.lighthouseVersion;
      results.push({ ...page, ...scoresOf(result) });
      console.log(`${page.path}: ${CATEGORIES.map((c) => `${c} ${results.at(-1)!.scores[c]}`).join(', ')}`);
    }
    const lines = [
      `Lighthouse ${version} (${desktop ? 'desktop' : 'mobile'}, headless Chromium), ${new Date().toISOString().slice(0, 10)}, ${origin}:`,
      '',
      '| Page | Path | Accessibility | SEO | Audits not passed |',
      '|---|---|---:|---:|---|',
      ...results.map((r) => `| ${r.label} | ${r.path} | ${r.scores.accessibility ?? '–'} | ${r.scores.seo ?? '–'} | ${r.failed.join(', ') || 'none'} |`),
    ];
    console.log(`\n${lines.join('\n')}\n`);
    return results.every((r) => CATEGORIES.every((c) => r.scores[c] === 100));
  } finally {
    if (child) await stopServer(child);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}
