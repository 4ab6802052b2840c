/** Asks the back end whether it and its database are up: GET {cms}/api/health/. */
import * as apiPaths from '../../shared/api/paths';
import { operatorHeaders } from '../../shared/operatorToken';

export interface CmsHealth {
  reachable: boolean;
  status?: string;
  database?: string;
  version?: string;
  /** the back end's search line (cms/search/searchGate.ts), told to the operator's token only */
  search?: Record<string, number>;
  latencyMs: number;
  error?: string;
}

/** `token`: HEALTH_TOKEN, sent so that a back end with the same token adds its details */
export async function checkCmsHealth(cmsUrl: string, timeoutMs: number, token?: string): Promise<CmsHealth> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${cmsUrl}${apiPaths.health()}`, { headers: operatorHeaders(token), signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => ({}))) as { status?: string; database?: string; version?: string; search?: Record<string, number> };
    const health: CmsHealth = { reachable: true, status: response.ok ? body.status : 'error', database: body.database, version: body.version, latencyMs: latency() };
    if (body.search) health.search = body.search;
    return health;
  } catch (error) {
    return { reachable: false, latencyMs: latency(), error: error instanceof Error ? error.name : 'Error' };
  }
}
