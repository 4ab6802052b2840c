/**
 * GET /healthz for the platform's health check: 200 `{status: 'ok'}` or 503 `{status: 'degraded'}`
 * for anyone. The details (version, uptime, the back end's answer, cache and render statistics) only
 * for an operator who sends `Authorization: Bearer <HEALTH_TOKEN>`: they tell an attacker how
 * loaded the site is and what runs it.
 */
import type { RequestHandler } from 'express';
import { isOperator } from '../shared/operatorToken';
import { checkCmsHealth } from './cms/health';

const HEALTH_TIMEOUT_MS = 2000;

export interface HealthOptions {
  cmsUrl: string;
  version: string;
  /** HEALTH_TOKEN; undefined: nobody gets the details */
  token?: string;
  details?: () => Record<string, unknown>;
}

export function healthHandler(options: HealthOptions): RequestHandler {
  return async (req, res) => {
    // with the token, the back end adds its own details (its search line) for the operator's answer
    const cms = await checkCmsHealth(options.cmsUrl, HEALTH_TIMEOUT_MS, options.token);
    const ok = cms.reachable && cms.status === 'ok';
    const status = ok ? 'ok' : 'degraded';
    res
      .status(ok ? 200 : 503)
      .set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
      .json(isOperator(req.headers.authorization, options.token) ? { status, version: options.version, uptime: Math.round(process.uptime()), cms, ...options.details?.() } : { status });
  };
}
