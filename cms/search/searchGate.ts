/**
 * Admission of searches (issue 41). A search is the back end's costliest read: at 100 times the
 * demo's content its statement takes 3–5 ms of the database's CPU, every other read well under one.
 * Ten searches at once on a database with two cores ran ten statements side by side, each slowed by
 * the others, and the slowest tenth waited far longer than the rest (docs/performance.md, "Search").
 * So one back end runs at most `concurrency` searches at a time (SEARCH_CONCURRENCY); the next ones
 * wait in line, first come first served, and a place that frees is handed to the first in line. A
 * line of `maxQueue` is full, and a search that waited `maxWaitMs` gives up: both are answered 503
 * with Retry-After (ServiceBusyError), never left to the proxy's timeout. A search whose visitor has
 * gone while it waited is not run.
 */
import type { Locale } from '../../shared/constants';
import { ServiceBusyError } from '../errors';
import de from '../../shared/i18n/de.json';
import en from '../../shared/i18n/en.json';

export interface SearchGateOptions {
  /** searches run at once */
  concurrency: number;
  /** searches that may wait for a place */
  maxQueue: number;
  /** the longest wait for a place, in ms */
  maxWaitMs: number;
}

/** the line and the wait beside SEARCH_CONCURRENCY: a burst of a hundred searches waits, a flood is answered at once */
export const SEARCH_QUEUE_MAX = 100;
export const SEARCH_WAIT_MS = 5000;
/** what a search turned away is asked to wait, in seconds */
export const SEARCH_RETRY_AFTER_S = 2;

/** the message of a refused search: the search page's own text (`search.busy`), so both say the same */
export const searchBusyMessages: Record<Locale, string> = { de: de.search.busy, en: en.search.busy };

export interface SearchGateStats {
  running: number;
  queued: number;
  /** searches answered 503 (line full or waited too long) */
  refused: number;
  /** searches not run because their visitor had gone when a place was free */
  abandoned: number;
}

export interface SearchGate {
  /** runs `search` once a place is free; throws ServiceBusyError (503) when none frees in time, or when `gone()` says nobody waits for it any more */
  run<T>(search: () => Promise<T>, locale: Locale, gone?: () => boolean): Promise<T>;
  readonly stats: SearchGateStats;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

export function createSearchGate(options: SearchGateOptions): SearchGate {
  let running = 0;
  let refused = 0;
  let abandoned = 0;
  const line: Waiter[] = [];
  const busyError = (locale: Locale) => new ServiceBusyError(searchBusyMessages[locale], SEARCH_RETRY_AFTER_S);
  const busy = (locale: Locale) => {
    refused++;
    return busyError(locale);
  };
  /** a finished search hands its place to the first in line */
  const leave = () => {
    const next = line.shift();
    if (!next) {
      running--;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  };
  const place = (locale: Locale): Promise<void> => {
    if (running < options.concurrency) {
      running++;
      return Promise.resolve();
    }
    if (line.length >= options.maxQueue) return Promise.reject(busy(locale));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          reject(busy(locale));
        }, options.maxWaitMs),
      };
      waiter.timer.unref();
      line.push(waiter);
    });
  };
  return {
    async run(search, locale, gone) {
      await place(locale);
      try {
        // the place was given while nobody waits for the answer any more: the next in line gets it
        if (gone?.()) {
          abandoned++;
          throw busyError(locale);
        }
        return await search();
      } finally {
        leave();
      }
    },
    get stats() {
      return { running, queued: line.length, refused, abandoned };
    },
  };
}

const gates = new WeakMap<object, SearchGate>();

/** The gate of one back end (its database handle), made at its first search. */
export function searchGateOf(db: object, concurrency: number): SearchGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = createSearchGate({ concurrency, maxQueue: SEARCH_QUEUE_MAX, maxWaitMs: SEARCH_WAIT_MS });
    gates.set(db, gate);
  }
  return gate;
}
