/** autocannon runs for the bench: throughput and latency, and a run that counts every status. */
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `connections` for `duration` s after a 2 s warm-up (JIT, caches): requests/s, p50, p99, non-2xx. */
export async function load(url: string, connections: number, duration: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export interface StatusRun {
  total: number;
  byStatus: Record<string, number>;
  /** p99 latency (ms) of the 200 answers */
  p99Ok: number;
  errors: number;
}

/** An open-loop run at `rate` requests/s for `duration` s over `paths` (round robin), counting every status. */
export async function statusRun(origin: string, paths: () => string, rate: number, connections: number, duration: number): Promise<StatusRun> {
  const byStatus: Record<string, number> = {};
  const okTimes: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    overallRate: rate,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: paths() }) }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, time: number) => {
    byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
    if (statusCode === 200) okTimes.push(time);
  });
  instance.on('reqError', () => errors++);
  const result = await instance;
  okTimes.sort((a, b) => a - b);
  return {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    p99Ok: Math.round(okTimes[Math.floor(okTimes.length * 0.99)] ?? 0),
    errors: errors + result.timeouts,
  };
}
