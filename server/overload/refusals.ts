/**
 * The log of visitors turned away with 503 (the render gate's refusals, before Express by
 * ./shedder.ts or in it by ./renderGate.ts): a count per interval, never a line per refusal. A crowd
 * once wrote a warn line per 503 (22,401 lines in 30 s, issue 44), which cost the CPU the renders
 * needed and buried everything else in the log. Now: one line when refusals start, one per
 * `intervalMs` with how many were turned away in it, and one when an interval passed without any
 * ("overload over", with the crowd's total). The refused requests themselves write no request line
 * (server/logger.ts reads `res.locals.refused`, set by ./overloadPage.ts).
 */
import type { Logger } from '../logger';

export interface RefusalLogOptions {
  logger: Logger;
  /** the interval counts are written for */
  intervalMs?: number;
  now?: () => number;
}

export interface RefusalLog {
  /** one visitor turned away; `details` go on the crowd's first line */
  note(details?: Record<string, unknown>): void;
  /** writes the count of the interval now (what the timer does at its end) */
  flush(): void;
  /** refusals of the crowd under way (0 when none is) */
  readonly crowd: number;
}

export const DEFAULT_REFUSAL_INTERVAL_MS = 10_000;
export const REFUSALS_STARTED = 'overloaded: turning visitors away with 503 before rendering';
export const REFUSALS_COUNTED = 'overloaded: visitors turned away with 503';
export const REFUSALS_OVER = 'overload over';

export function createRefusalLog(options: RefusalLogOptions): RefusalLog {
  const intervalMs = options.intervalMs ?? DEFAULT_REFUSAL_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  /** refusals in the current interval, and since the crowd began */
  let counted = 0;
  let total = 0;
  let since = 0;
  let windowStart = 0;

  const seconds = (from: number) => Math.round((now() - from) / 100) / 10;

  const flush = () => {
    if (!timer && !total) return;
    if (counted > 0) {
      options.logger.warn({ turnedAway: counted, seconds: seconds(windowStart) }, REFUSALS_COUNTED);
      counted = 0;
      windowStart = now();
      return;
    }
    options.logger.warn({ turnedAway: total, seconds: seconds(since) }, REFUSALS_OVER);
    total = 0;
    if (timer) clearInterval(timer);
    timer = null;
  };

  return {
    note(details) {
      counted++;
      total++;
      if (timer) return;
      since = windowStart = now();
      options.logger.warn(details ?? {}, REFUSALS_STARTED);
      timer = setInterval(flush, intervalMs);
      timer.unref();
    },
    flush,
    get crowd() {
      return total;
    },
  };
}
