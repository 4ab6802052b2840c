/**
 * A browser whose pages get a low-end phone's CPU, for the benches that measure in Chromium
 * (./interaction.ts, ./longTasks.ts): this host's benchmarkIndex measured in a page as Lighthouse 12
 * does, the slowdown from it (./lowEnd.ts), and a production server from the existing build on a
 * copy of BENCH_DATA_DIR (or a new seeded one) unless a URL is given. Chromium:
 * PUPPETEER_EXECUTABLE_PATH, else Debian's headless shell, else /usr/bin/chromium (test/e2e/browser.ts).
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

/** Runs `work` with a browser, the site's origin and the slowdown; stops what it started. */
export async function onLowEndPhone<T>(url: string | undefined, name: string, work: (browser: Browser, origin: string, slowdown: number, benchmarkIndex: number) => Promise<T>): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `orchestra-bench-${name}-`));
  // the first start seeds (minutes without BENCH_DATA_DIR)
  const server = url ? null : await startServer(dataDir(tmp, name), process.env.CMS_URL);
  const { browser, close } = await launchChromium();
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
