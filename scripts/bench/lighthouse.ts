/**
 * Lighthouse on the page types of issue 30 (home, content page, concerts, a concert, a story, a
 * person, search; the form too, for issue 15's accessibility and SEO): performance, LCP, TBT (the
 * lab's stand-in for INP), CLS and the LCP element, plus accessibility and SEO, on a phone and a
 * desktop, for a first visit (no consent stored: the dialog opens) and a returning one. A documented
 * run, not a test: Lighthouse is not a dependency of the project (docs/performance.md, "Lighthouse").
 *
 *   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse npm run bench -- --lighthouse
 *     [--mobile | --desktop] [--first | --returning] [--english] [--pages home,concerts] [--url http://host:port]
 *
 * Without --url it starts the production server from the existing build on a free port with the
 * embedded back end, on a copy of BENCH_DATA_DIR (a seeded data directory with db/ and media/) or on
 * a new one (the first start seeds: minutes). Chromium: CHROME_PATH (default /usr/bin/chromium),
 * headless.
 *
 * A phone is measured twice: with the CPU slowdown calibrated to a low-end phone from the host's own
 * speed (Lighthouse's benchmarkIndex of the run just before ÷ LOW_END_INDEX, so the figure no longer
 * depends on which machine ran it), and with Lighthouse's default 4×, which stands for a mid-range
 * phone only on a host of benchmarkIndex 1,500–2,000. Prints the low-end phone and desktop rows as
 * one Markdown table and the 4× rows as a second, each row with its slowdown and benchmarkIndex,
 * then the long tasks and the audits that did not pass; exit code 1 unless every row of the first
 * table meets the targets (mobile performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 150 ms, CLS ≤ 0.05,
 * accessibility and SEO 100).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { staleReason } from '../lib/buildState';
import { freePort } from '../lib/freePort';
import { projectRoot } from '../lib/root';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';
import { LOW_END_INDEX, lowEndSlowdown } from './lowEnd';
import { runLighthouse, type Device, type PageRun, type Visit } from './lighthouseRun';
import { pageTypes } from './pageTypes';

/** labels of ./pageTypes.ts */
const MEASURED = ['home', 'content page', 'concerts', 'concert detail', 'story detail', 'person detail', 'search results', 'form'];
const TARGET = { performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05 };
/** low-end: the phone's slowdown calibrated from the host (desktop rows are in this table too); default: Lighthouse's own 4× */
type Calibration = 'low-end' | 'default';

interface Row extends PageRun {
  label: string;
  path: string;
  device: Device;
  visit: Visit;
  calibration: Calibration;
}

/** The English page of a German one: its hreflang="en" alternate. */
async function englishOf(origin: string, germanPath: string): Promise<string | null> {
  const html = await (await fetch(`${origin}${germanPath}`)).text();
  const href = /<link rel="alternate" hreflang="en" href="([^"]+)"/.exec(html)?.[1];
  if (!href) return null;
  const url = new URL(href.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

const meetsTargets = (r: Row): boolean =>
  r.scores.accessibility === 100 &&
  r.scores.seo === 100 &&
  (r.device === 'desktop' || (r.scores.performance ?? 0) >= TARGET.performance) &&
  r.lcpMs <= TARGET.lcpMs &&
  r.tbtMs <= TARGET.tbtMs &&
  r.cls <= TARGET.cls;

function table(rows: Row[]): string[] {
  const cell = (n: number | null) => (n === null ? '–' : String(n));
  return [
    '| Page | Device | Visit | CPU slowdown | benchmarkIndex | Performance | LCP s | TBT ms | CLS | LCP element | Accessibility | SEO |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map((r) =>
      `| ${r.label} | ${r.device} | ${r.visit} | ${r.cpuSlowdown}× | ${r.benchmarkIndex} | ${cell(r.scores.performance)} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | \`${r.lcpElement.replace(/\|/g, '\\|')}\` | ${cell(r.scores.accessibility)} | ${cell(r.scores.seo)} |`,
    ),
  ];
}

export async function runLighthouseBench(args: string[]): Promise<boolean> {
  const bin = process.env.LIGHTHOUSE_BIN;
  if (!bin || !fs.existsSync(bin)) throw new Error('Set LIGHTHOUSE_BIN to a lighthouse command line (docs/performance.md, "Lighthouse": installed outside the repository)');
  const { values } = parseArgs({
    args,
    strict: false,
    options: { url: { type: 'string' }, desktop: { type: 'boolean' }, mobile: { type: 'boolean' }, first: { type: 'boolean' }, returning: { type: 'boolean' }, english: { type: 'boolean' }, pages: { type: 'string' } },
  });
  const devices: Device[] = values.desktop && !values.mobile ? ['desktop'] : values.mobile && !values.desktop ? ['mobile'] : ['mobile', 'desktop'];
  const visits: Visit[] = values.first && !values.returning ? ['first'] : values.returning && !values.first ? ['returning'] : ['first', 'returning'];
  const wanted = typeof values.pages === 'string' ? values.pages.split(',').map((p) => p.trim()) : MEASURED;
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
      // PUBLIC_URL: a production server without it writes relative canonical and hreflang URLs,
      // which Lighthouse's SEO audits count as failures
      child = spawnServer({ NODE_ENV: 'production', PUBLIC_URL: origin, SEED: 'true', PORT: String(port), HOST: '127.0.0.1', CMS_URL: '', DATA_DIR: path.join(tmp, 'db'), MEDIA_DIR: path.join(tmp, 'media'), LOG_LEVEL: 'warn' });
      await waitForHealthy(origin, child, 900_000);
    }
    const german = (await pageTypes(origin, (label) => console.warn(`No link to a ${label} found on its list page: not measured.`))).filter((page) => wanted.includes(page.label));
    const pages: { label: string; path: string }[] = [];
    for (const page of german) {
      pages.push({ label: values.english ? `${page.label} (de)` : page.label, path: page.path });
      if (!values.english) continue;
      const english = await englishOf(origin, page.path);
      if (english) pages.push({ label: `${page.label} (en)`, path: english });
      else console.warn(`${page.path} names no English page: not measured in English.`);
    }
    const rows: Row[] = [];
    const measure = async (page: { label: string; path: string }, device: Device, visit: Visit, calibration: Calibration, cpuSlowdown: number | null) => {
      const run = await runLighthouse(bin, `${origin}${page.path}`, device, visit, cpuSlowdown);
      rows.push({ ...page, device, visit, calibration, ...run });
      console.log(`${page.path} ${device} ${visit} CPU ${run.cpuSlowdown}×: performance ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${run.benchmarkIndex}`);
      return run;
    };
    for (const device of devices) {
      for (const visit of visits) {
        for (const page of pages) {
          if (device === 'desktop') {
            await measure(page, device, visit, 'low-end', null);
            continue;
          }
          // the default run first: its benchmarkIndex, read just before, calibrates the next one
          const standard = await measure(page, device, visit, 'default', null);
          await measure(page, device, visit, 'low-end', lowEndSlowdown(standard.benchmarkIndex));
        }
      }
    }
    const indexes = rows.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
    const calibrated = rows.filter((r) => r.calibration === 'low-end');
    const standard = rows.filter((r) => r.calibration === 'default');
    const lines = [
      `Lighthouse ${rows[0]?.version ?? '?'} (headless Chromium), ${new Date().toISOString().slice(0, 10)}, ${origin}, benchmarkIndex ${indexes[0]}–${indexes.at(-1)} (median ${indexes[Math.floor(indexes.length / 2)]}).`,
      '',
      `Phone calibrated to a low-end phone (CPU slowdown = benchmarkIndex ÷ ${LOW_END_INDEX}), desktop as Lighthouse's preset:`,
      '',
      ...table(calibrated),
      ...(standard.length > 0 ? ['', "Phone at Lighthouse's default 4× CPU slowdown (a mid-range phone only on a host of benchmarkIndex 1,500–2,000):", '', ...table(standard)] : []),
      '',
      'Long tasks (ms, script):',
      ...rows.filter((r) => r.longTasks.length > 0).map((r) => `- ${r.label} ${r.device} ${r.visit} ${r.cpuSlowdown}×: ${r.longTasks.map((t) => `${t.ms} ${t.url.replace(origin!, '')}`).join(', ')}`),
      '',
      'Accessibility and SEO audits not passed:',
      ...rows.filter((r) => r.failed.length > 0).map((r) => `- ${r.label} ${r.device} ${r.visit} ${r.cpuSlowdown}×: ${r.failed.join(', ')}`),
    ];
    console.log(`\n${lines.join('\n')}\n`);
    return calibrated.every(meetsTargets);
  } finally {
    if (child) await stopServer(child);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}
