/**
 * Admission of page renders (a cache miss costs tens of milliseconds of CPU; a hit is served before
 * this gate and never waits). At most `concurrency` renders run at once; others wait in line, but no
 * longer than `maxWaitMs` and no more than `maxQueue` of them: beyond that a request is answered at
 * once with 503 and Retry-After, so a crowd gets a fast answer instead of a queue that ends in the
 * router's 504, and memory stays flat. Editors are never turned away (they may be publishing the
 * fix for the crowd); they still wait their turn.
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
}

export interface RenderGateStats {
  running: number;
  queued: number;
  rejected: number;
}

export interface RenderGate {
  middleware: RequestHandler;
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
  const queue: Waiter[] = [];

  const release = () => {
    running--;
    for (let next = queue.shift(); next; next = queue.shift()) {
      clearTimeout(next.timer);
      if (next.admit()) return;
    }
  };

  const middleware: RequestHandler = (req, res, next) => {
    // A visitor can leave while the middleware before the gate is still waiting (a session or
    // redirect lookup): the response has then closed already, and a place taken for it would never
    // be given back, as its 'close' has been and gone. Under a crowd that filled every place and the
    // site answered only 503s from then on (found by `npm run bench`).
    const gone = () => res.closed || res.destroyed;
    if (gone()) return;
    const admit = (): boolean => {
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
    };
    if (running < options.concurrency) {
      admit();
      return;
    }
    const editor = !!sessionUserOf(res);
    if (!editor && queue.length >= options.maxQueue) {
      rejected++;
      return sendOverloadPage(req, res, options.retryAfterS);
    }
    const waiter: Waiter = {
      admit,
      timer: setTimeout(() => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        if (editor) {
          admit();
          return;
        }
        rejected++;
        sendOverloadPage(req, res, options.retryAfterS);
      }, options.maxWaitMs),
    };
    queue.push(waiter);
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
    get stats() {
      return { running, queued: queue.length, rejected };
    },
  };
}
