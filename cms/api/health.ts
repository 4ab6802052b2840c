/** GET /api/health/ : liveness + database check, used by the PaaS and by the SSR server. */
import pkg from '../../package.json';
import { pingDatabase } from '../db/client';
import { getContentVersion } from '../db/contentVersion';
import { defineEndpoint, reply, type AnyEndpoint } from '../http/endpoint';

export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
  version: string;
}

export const VERSION: string = process.env.APP_VERSION || pkg.version;

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'health',
    method: 'GET',
    api: 'api',
    path: '/health/',
    permission: 'public',
    async handler({ db, log }) {
      try {
        await pingDatabase(db);
        return { status: 'ok', database: 'ok', version: VERSION } satisfies Health;
      } catch (err) {
        log.error({ err }, 'health check: database query failed');
        return reply<Health>(503, { status: 'error', database: 'error', version: VERSION });
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
