/**
 * Admission of page renders (a cache miss costs tens of milliseconds of CPU; a hit is served before
 * this gate and never waits). At most `concurrency` renders run at once; `maxQueue` more may wait
 * for a place, none longer than `maxWaitMs`: beyond that a request is answered at once with 503 and
 * Retry-After, so a crowd gets a fast answer instead of a queue that ends in the router's 504, and
 * memory stays flat. Editors are never turned away (they may be publishing the fix for the crowd);
 * they still wait their turn. `turnAway` is the same decision made earlier, by ./shedder.ts before
 * Express runs, for a visitor's page request while every place and the whole line are taken.
 *
 * Renders start one per turn of the event loop, never inside the turn that read the request
 * (setImmediate), and only once a turn has passed that accepted no new connection, or a quarter of
 * the time since the last render started has gone to accepting them. A render whose data is at hand
 * runs to its end without yielding, and Node accepts one connection per turn (libuv >= 1.45): when
 * requests were admitted in the turn that read them and a freed place was handed on at once, a
 * crowd ran renders back to back, turns took a second and more, connections waited in the kernel's
 * queue and some visitors got no answer at all, not even a 503 (`npm run bench -- --overload`,
 * docs/performance.md). Each such turn costs microseconds when nothing else is ready.
 */
import type { RequestHandler } from 'express';
import { sessionUserOf } from '../middleware/pageRequests';
import { sendOverloadPage } from './overloadPage';

export interface RenderGateOptions {
  concurrency: number;
  maxQueue: number;
  maxWaitMs: number;
  /** seconds a turned-away visitor is asked to wait (Retry-After) */
  retryAfterS: number;
  /** connections the server has accepted so far (server/site.ts counts them); unset: none are waited for */
  accepted?: () => number;
  /** every visitor turned away (here or by `turnAway`): counted per interval in the log (./refusals.ts) */
  onRefusal?: (stats: RenderGateStats) => void;
}

/** the share of the time since the last render started that may go to accepting connections before the next */
export const ACCEPT_SHARE = 0.25;
/** and never longer than this */
export const ACCEPT_MAX_MS = 100;

export interface RenderGateStats {
  /** renders started and not yet answered */
  running: number;
  /** requests waiting to start (for a place, or for the next turn) */
  queued: number;
  /** visitors answered 503, here or before Express (`early`) */
  rejected: number;
  /** of those, the ones turned away before Express ran (./shedder.ts) */
  early: number;
}

export interface RenderGate {
  middleware: RequestHandler;
  /** every place and the whole line are taken: counts the visitor as turned away and answers true */
  turnAway(): boolean;
  readonly stats: RenderGateStats;
}

interface Waiter {
  /** false when the visitor has left meanwhile (nothing to render) */
  admit(): boolean;
  timer: NodeJS.Timeout;
}

export function createRenderGate(options: RenderGateOptions): RenderGate {
  let running = 0;
  let rejected = 0;
  let early = 0;
  const queue: Waiter[] = [];
  const full = () => running + queue.length >= options.concurrency + options.maxQueue;

  let scheduled = false;
  let seenAccepted = options.accepted?.() ?? 0;
  let lastStart = performance.now();
  /** when the current wait for arriving connections began (0: none under way) */
  let acceptingSince = 0;
  const schedule = () => {
    if (scheduled || !queue.length || running >= options.concurrency) return;
    scheduled = true;
    setImmediate(pump);
  };
  const pump = () => {
    scheduled = false;
    const now = performance.now();
    const accepted = options.accepted?.() ?? 0;
    if (accepted !== seenAccepted) {
      seenAccepted = accepted;
      acceptingSince ||= now;
      if (now - acceptingSince < Math.min(ACCEPT_MAX_MS, ACCEPT_SHARE * (acceptingSince - lastStart))) {
        scheduled = true;
        setImmediate(pump);
        return;
      }
    }
    acceptingSince = 0;
    lastStart = now;
    while (running < options.concurrency) {
      const next = queue.shift();
      if (!next) break;
      clearTimeout(next.timer);
      if (next.admit()) break;
    }
    schedule();
  };
  const release = () => {
    running--;
    schedule();
  };
  const stats = (): RenderGateStats => ({ running, queued: queue.length, rejected, early });
  const refused = () => {
    rejected++;
    options.onRefusal?.(stats());
  };

  const middleware: RequestHandler = (req, res, next) => {
    // A visitor can leave while the middleware before the gate is still waiting (a session or
    // redirect lookup): the response has then closed already, and a place taken for it would never
    // be given back, as its 'close' has been and gone. Under a crowd that filled every place and the
    // site answered only 503s from then on (found by `npm run bench`).
    const gone = () => res.closed || res.destroyed;
    if (gone()) return;
    const editor = !!sessionUserOf(res);
    if (!editor && full()) {
      refused();
      return sendOverloadPage(req, res, options.retryAfterS);
    }
    const waiter: Waiter = {
      admit: () => {
        if (gone()) return false;
        running++;
        let released = false;
        res.once('close', () => {
          if (released) return;
          released = true;
          release();
        });
        next();
        return true;
      },
      timer: setTimeout(() => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        if (editor) {
          waiter.admit();
          return;
        }
        refused();
        sendOverloadPage(req, res, options.retryAfterS);
      }, options.maxWaitMs),
    };
    queue.push(waiter);
    schedule();
    // a visitor who gave up leaves the line
    res.once('close', () => {
      const index = queue.indexOf(waiter);
      if (index < 0) return;
      queue.splice(index, 1);
      clearTimeout(waiter.timer);
    });
  };

  return {
    middleware,
    turnAway() {
      if (!full()) return false;
      early++;
      refused();
      return true;
    },
    get stats() {
      return stats();
    },
  };
}
