/** GET /healthz for the platform's health check: this process, the back end, the version. */
import type { RequestHandler } from 'express';
import { checkCmsHealth } from './cms/health';

const HEALTH_TIMEOUT_MS = 2000;

export function healthHandler(options: { cmsUrl: string; version: string; details?: () => Record<string, unknown> }): RequestHandler {
  return async (_req, res) => {
    const cms = await checkCmsHealth(options.cmsUrl, HEALTH_TIMEOUT_MS);
    const ok = cms.reachable && cms.status === 'ok';
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'degraded', version: options.version, uptime: Math.round(process.uptime()), cms, ...options.details?.() });
  };
}
