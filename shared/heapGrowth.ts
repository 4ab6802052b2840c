/**
 * How far V8 lets the old generation grow past what a full collection left alive, for the server
 * and the standalone back end (Node only; never imported by the browser's code).
 *
 * V8 picks that factor from the heap's limit: 4 for a limit of 2 GB or more, and between 1.3 and 2
 * below it, 1.3 at 256 MB. The Procfile caps the old generation at 256 MB so that RSS stays within a
 * dyno (docs/reliability.md), which also put every heap on the factor of 1.3: with about 26 MB alive
 * a heap was fully marked every 15 uncached views, and each full collection dropped the optimised
 * code of the closures a render creates anew (V8 keeps it only weakly once they are gone), which
 * TurboFan then compiled again: 7 ms of compiling per view on V8's helper threads, besides the
 * marking (docs/performance.md, "The heap's growth"). With 2, the top of V8's own range for small
 * heaps, a full collection comes every 60 views or so and the cap still bounds the heap.
 */
import { setV8Flag } from './v8Flag';

export const HEAP_GROWING_PERCENT = 100;

const FLAG = '--heap-growing-percent';

/**
 * Sets V8's growing factor for every isolate of the process (a worker thread's too), unless the
 * operator gave the flag on Node's command line. V8 reads it at each full collection, so setting it
 * after start takes effect at the next one. Returns the percent set, or null when left alone.
 */
export function setHeapGrowth(execArgv: readonly string[] = process.execArgv): number | null {
  return setV8Flag(FLAG, HEAP_GROWING_PERCENT, execArgv);
}
