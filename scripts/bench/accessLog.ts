/** The cluster bench's per-tier latencies, read from the caching proxy's access log (./cluster.ts). */

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

export interface TierLatency {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function tierLatency(times: number[], errors: number, seconds: number): TierLatency {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, rps: Math.round((sorted.length / seconds) * 10) / 10, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), errors };
}

/**
 * The proxy's access log (scripts/lib/nginx.ts: `status cache-status request-time upstream-time`):
 * what it answered itself (a cache hit, stale or updating) and what the SSR instances answered it
 * (the last upstream's time when it tried more than one), in milliseconds.
 */
export function tiersFromAccessLog(log: string, seconds: number): { proxy: TierLatency; ssr: TierLatency } {
  const proxy: number[] = [];
  const ssr: number[] = [];
  let proxyErrors = 0;
  let ssrErrors = 0;
  for (const line of log.split('\n')) {
    // the upstream time lists every instance tried: '0.001, 0.040'
    const [status, cache, requestTime, ...tried] = line.split(' ');
    if (!status || !requestTime) continue;
    const upstream = tried.join(' ');
    if (upstream === '' || upstream === '-') {
      proxy.push(Number(requestTime) * 1000);
      if (Number(status) >= 500) proxyErrors++;
      continue;
    }
    const times = upstream.split(/[,:]\s*/).map(Number).filter((n) => Number.isFinite(n));
    ssr.push((times.at(-1) ?? 0) * 1000);
    if (Number(status) >= 500 && cache !== 'STALE') ssrErrors++;
  }
  return { proxy: tierLatency(proxy, proxyErrors, seconds), ssr: tierLatency(ssr, ssrErrors, seconds) };
}
