/**
 * GET /api/health/ : liveness + database check, used by the PaaS and by the SSR server. With the
 * operator's token (HEALTH_TOKEN, which the SSR server's /healthz sends) also the search line: how
 * many searches run and wait, and how many were turned away, since the start (the SSR server shows
 * it in its /healthz details as `cms.search`).
 */
import pkg from '../../package.json';
import { isOperator } from '../../shared/operatorToken';
import { pingDatabase } from '../db/client';
import { getContentVersion } from '../db/contentVersion';
import { defineEndpoint, reply, type AnyEndpoint } from '../http/endpoint';
import { searchGateOf, type SearchGateStats } from '../search/searchGate';

export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
  version: string;
  /** the operator's only: SEARCH_CONCURRENCY and the gate's counts */
  search?: SearchGateStats & { concurrency: number };
}

/** an answer that may carry the operator's details is kept by no cache */
const NO_STORE = { 'Cache-Control': 'no-store' };

export const VERSION: string = process.env.APP_VERSION || pkg.version;

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'health',
    method: 'GET',
    api: 'api',
    path: '/health/',
    permission: 'public',
    async handler({ db, log, req, config }) {
      const details = (): Pick<Health, 'search'> =>
        isOperator(req.headers.authorization, config.healthToken) ? { search: { concurrency: config.searchConcurrency, ...searchGateOf(db, config.searchConcurrency).stats } } : {};
      try {
        await pingDatabase(db);
        return reply<Health>(200, { status: 'ok', database: 'ok', version: VERSION, ...details() }, NO_STORE);
      } catch (err) {
        log.error({ err }, 'health check: database query failed');
        return reply<Health>(503, { status: 'error', database: 'error', version: VERSION, ...details() }, NO_STORE);
      }
    },
  }),
  // The SSR servers ask this a few times a second to learn of changes made through any instance
  // (their page cache is valid for one content version): one primary-key read.
  defineEndpoint({
    name: 'content-version',
    method: 'GET',
    api: 'api',
    path: '/content-version/',
    permission: 'public',
    async handler({ db }) {
      return { version: await getContentVersion(db) };
    },
  }),
];
