/**
 * The API client for server-side loading: it calls the back end directly and acts on behalf of the
 * visitor (their cookies and CSRF header, and the public host and protocol as X-Forwarded-*).
 * Anonymous GETs of the same path (and public host) that overlap share one call (see coalesce.ts).
 */
import type { Request } from 'express';
import { CSRF_HEADER } from '../../shared/constants';
import { createApiClient, type ApiClient } from '../../client/api/client';
import { createInFlight, type InFlight } from './coalesce';

const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

/** One per process: overlapping anonymous page views share their back-end calls. */
export const anonymousGets: InFlight = createInFlight();

export interface ServerApiOptions {
  /** true when the request has no logged-in editor: its GETs may be shared with other visitors */
  anonymous?: boolean;
}

export function serverApiClient(req: Request, cmsUrl: string, timeoutMs: number, options: ServerApiOptions = {}): ApiClient {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.get('host') ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  const client = createApiClient({ baseUrl: cmsUrl, headers, timeoutMs, csrfToken: () => req.get(CSRF_HEADER) });
  if (!options.anonymous) return client;
  const origin = `${headers['x-forwarded-proto']}://${headers['x-forwarded-host']}`;
  return { ...client, get: <T>(path: string) => anonymousGets.run(`anon ${origin} ${path}`, () => client.get<T>(path)) };
}
