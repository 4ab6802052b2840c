/**
 * A browser whose pages get a low-end phone's CPU, for the benches that measure in Chromium
 * (./interaction.ts, ./longTasks.ts): this host's benchmarkIndex measured in a page as Lighthouse 12
 * does, the slowdown from it (./lowEnd.ts), and a production server from the existing build on a
 * copy of BENCH_DATA_DIR (or a new seeded one) unless a URL is given. Chromium: the one Lighthouse
 * runs (CHROME_PATH, else /usr/bin/chromium, in its new headless mode), not the tests' headless shell.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { launchChromium } from '../../test/e2e/browser';
import { lowEndSlowdown } from './lowEnd';
import { dataDir, startServer } from './servers';

/**
 * Lighthouse 12's computeBenchmarkIndex (core/lib/page-functions.js), as source: evaluated in the
 * page as written (a function passed through tsx would carry its helpers along).
 */
const BENCHMARK_INDEX = `(() => {
  function benchmarkIndexGC() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('never');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function benchmarkIndexNoGC() {
    const arrA = [];
    const arrB = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
})()`;

/**
 * The browser Lighthouse runs (./lighthouseRun.ts). Not Debian's headless shell, which the tests
 * prefer: that one sends a page a mouse event of its own while it loads, and the event's hit test
 * lays the document out before its style sheets have arrived. That was a whole-page layout of the
 * unstyled page in about half of the visits (15-40 ms at 1×), which Lighthouse's traces never have.
 */
export const lighthouseChromePath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const launchLighthouseChromium = () => launchChromium(lighthouseChromePath());

/** Runs `work` with a browser, the site's origin and the slowdown; stops what it started. */
export async function onLowEndPhone<T>(url: string | undefined, name: string, work: (browser: Browser, origin: string, slowdown: number, benchmarkIndex: number) => Promise<T>): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `orchestra-bench-${name}-`));
  // the first start seeds (minutes without BENCH_DATA_DIR)
  const server = url ? null : await startServer(dataDir(tmp, name), process.env.CMS_URL);
  const { browser, close } = await launchLighthouseChromium();
  try {
    const blank = await browser.newPage();
    const benchmarkIndex = (await blank.evaluate(BENCHMARK_INDEX)) as number;
    await blank.close();
    return await work(browser, url ?? server!.url, lowEndSlowdown(benchmarkIndex), benchmarkIndex);
  } finally {
    await close();
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
