/**
 * Load at a fixed arrival rate (open loop, wrk2-style pacing) and a closed loop to measure capacity,
 * on node:http with a keep-alive agent. autocannon's `overallRate` is not an open loop: each
 * connection sends its share per second only after the previous answer came back, and every
 * connection's second starts at the same moment, so the requests arrive in one burst a second and
 * fewer are sent the slower the server answers (coordinated omission). Here a request is due every
 * 1/rate s whatever the answers do, its time counts from when it was due (a wait for a free
 * connection included), and one that has no answer `timeoutMs` after that is counted unanswered.
 */
import http from 'node:http';

export interface OpenLoopOptions {
  origin: string;
  /** the path of the next request (a new one each time for misses) */
  path: () => string;
  rate: number;
  durationS: number;
  /** keep-alive connections at most; more requests due at once wait for one (their wait counts) */
  maxConnections: number;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * a cheap path (a stored page) asked on every connection before the load, so that the load runs on
   * open keep-alive connections, as behind a router or proxy: a Node server accepts one new
   * connection per turn of its event loop (libuv since 1.45), and a turn lasts as long as the renders
   * that run in it, so a crowd of new connections waits in the kernel's accept queue, not in our code
   */
  preconnect?: string;
  /** called when the load starts (after `preconnect`) */
  onStart?: () => void;
  /** called about once a second while the load runs (samples of the server) */
  onSecond?: (second: number) => void;
}

export interface OpenLoopResult {
  /** requests due and sent */
  sent: number;
  byStatus: Record<string, number>;
  /** 503 answers without a Retry-After header */
  retryAfterMissing: number;
  /** no answer within the timeout, or the connection failed */
  unanswered: number;
  /** the causes of the unanswered (timeout, ECONNRESET …) */
  failures: Record<string, number>;
  /** latency percentiles (ms, from when the request was due) of the 200 and of the 503 answers */
  ok: { p50: number; p99: number };
  shed: { p50: number; p99: number };
}

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxConnections, maxFreeSockets: options.maxConnections, scheduling: 'fifo' });
  const result: OpenLoopResult = { sent: 0, byStatus: {}, retryAfterMissing: 0, unanswered: 0, failures: {}, ok: { p50: 0, p99: 0 }, shed: { p50: 0, p99: 0 } };
  const okTimes: number[] = [];
  const shedTimes: number[] = [];
  let pending = 0;
  let allDone: () => void = () => {};
  const fail = (cause: string) => {
    result.unanswered++;
    result.failures[cause] = (result.failures[cause] ?? 0) + 1;
  };

  const fire = (due: number) => {
    result.sent++;
    pending++;
    let settled = false;
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      if (--pending === 0) allDone();
    };
    const request = http.get(`${options.origin}${options.path()}`, { agent, headers: options.headers }, (response) => {
      response.resume();
      response.once('end', () => {
        if (settled) return;
        const status = response.statusCode ?? 0;
        result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
        const took = performance.now() - due;
        if (status === 200) okTimes.push(took);
        if (status === 503) {
          shedTimes.push(took);
          if (!response.headers['retry-after']) result.retryAfterMissing++;
        }
        settle();
      });
    });
    const timer = setTimeout(() => {
      if (settled) return;
      fail('timeout');
      settle();
      request.destroy();
    }, Math.max(1, timeoutMs - (performance.now() - due)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      fail(error.code ?? error.message);
      settle();
    });
  };

  if (options.preconnect) await preconnect(options.origin, options.preconnect, agent, options.maxConnections);
  options.onStart?.();
  const start = performance.now();
  const total = Math.round(options.rate * options.durationS);
  let second = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * options.rate));
      // each request at the moment it was due, even when the tick came late
      while (result.sent < due) fire(start + (result.sent * 1000) / options.rate);
      if (elapsed >= (second + 1) * 1000) options.onSecond?.(++second);
      if (result.sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  if (pending > 0) await new Promise<void>((resolve) => (allDone = resolve));
  agent.destroy();
  okTimes.sort((a, b) => a - b);
  shedTimes.sort((a, b) => a - b);
  result.ok = { p50: percentile(okTimes, 0.5), p99: percentile(okTimes, 0.99) };
  result.shed = { p50: percentile(shedTimes, 0.5), p99: percentile(shedTimes, 0.99) };
  return result;
}

/** Opens `connections` keep-alive connections (one request each, all at once), left open in `agent`. */
async function preconnect(origin: string, path: string, agent: http.Agent, connections: number): Promise<void> {
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(`${origin}${path}`, { agent }, (response) => {
            response.resume();
            response.once('end', resolve);
          });
          request.on('error', reject);
        }),
    ),
  );
}

/** `connections` requests at a time, each sent when the last came back, for `durationS`: answers by status per second. */
export async function closedLoop(origin: string, path: () => string, connections: number, durationS: number): Promise<{ perSecond: number; byStatus: Record<string, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const byStatus: Record<string, number> = {};
  const end = performance.now() + durationS * 1000;
  const get = () =>
    new Promise<number>((resolve) => {
      const request = http.get(`${origin}${path()}`, { agent }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
  const worker = async () => {
    while (performance.now() < end) {
      const status = await get();
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return { perSecond: (byStatus[200] ?? 0) / ((performance.now() - started) / 1000), byStatus };
}
