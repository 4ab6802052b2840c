/**
 * A low-end phone's CPU in Chromium, as the Lighthouse bench calibrates it (scripts/bench/lowEnd.ts):
 * this host's benchmarkIndex, measured in a page the way Lighthouse measures it, ÷ 300 is the CPU
 * slowdown (CDP Emulation.setCPUThrottlingRate).
 */
import type { BrowserContext, Page } from 'puppeteer';
import { lowEndSlowdown } from '../../scripts/bench/lowEnd';

/** Lighthouse 12's computeBenchmarkIndex (core/lib/page-functions.js), run in the page. */
function computeBenchmarkIndex(): number {
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
    const arrA: number[] = [];
    const arrB: number[] = [];
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
}

/** This host's benchmarkIndex and the low-end phone's slowdown from it (a blank page of `context`). */
export async function lowEndCalibration(context: BrowserContext): Promise<{ benchmarkIndex: number; slowdown: number }> {
  const page = await context.newPage();
  try {
    const benchmarkIndex = await page.evaluate(computeBenchmarkIndex);
    return { benchmarkIndex, slowdown: lowEndSlowdown(benchmarkIndex) };
  } finally {
    await page.close();
  }
}

/** Slows the page's CPU by `rate` from now on (its main thread, as Lighthouse's mobile runs do). */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
