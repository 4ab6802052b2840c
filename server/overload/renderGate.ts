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
  admit(): void;
  timer: NodeJS.Timeout;
}

export function createRenderGate(options: RenderGateOptions): RenderGate {
  let running = 0;
  let rejected = 0;
  const queue: Waiter[] = [];

  const release = () => {
    running--;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    }
  };

  const middleware: RequestHandler = (req, res, next) => {
    const admit = () => {
      running++;
      let released = false;
      res.once('close', () => {
        if (released) return;
        released = true;
        release();
      });
      next();
    };
    if (running < options.concurrency) return admit();
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
        if (editor) return admit();
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
