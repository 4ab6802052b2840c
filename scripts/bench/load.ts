/** autocannon runs for the bench: throughput and latency (a fixed arrival rate: ./openLoop.ts). */
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** wrk only: of `errors`, answers with a status other than 2xx/3xx, and socket errors (timeouts included) */
  non2xx?: number;
  socketErrors?: number;
  /** wrk only: the slowest answer (ms) and the requests answered */
  max?: number;
  requests?: number;
}

/** `connections` for `duration` s after a 2 s warm-up (JIT, caches): requests/s, p50, p99, non-2xx. */
export async function load(url: string, connections: number, duration: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}
