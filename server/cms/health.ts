/** Asks the back end whether it and its database are up: GET {cms}/api/health/. */
import * as apiPaths from '../../shared/api/paths';

export interface CmsHealth {
  reachable: boolean;
  status?: string;
  database?: string;
  version?: string;
  latencyMs: number;
  error?: string;
}

export async function checkCmsHealth(cmsUrl: string, timeoutMs: number): Promise<CmsHealth> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${cmsUrl}${apiPaths.health()}`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => ({}))) as { status?: string; database?: string; version?: string };
    return { reachable: true, status: response.ok ? body.status : 'error', database: body.database, version: body.version, latencyMs: latency() };
  } catch (error) {
    return { reachable: false, latencyMs: latency(), error: error instanceof Error ? error.name : 'Error' };
  }
}
