/**
 * The API client for server-side loading: it calls the back end directly and acts on behalf of the
 * visitor (their cookies and CSRF header, and the public host and protocol as X-Forwarded-*).
 * Anonymous GETs of the same path (and public host) that overlap share one call (see coalesce.ts).
 */
import type { Request } from 'express';
import { CSRF_HEADER } from '../../shared/constants';
import { createApiClient, type ApiClient } from '../../client/api/client';
import { ApiError } from '../../client/api/errors';
import { createInFlight, type InFlight } from './coalesce';

const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

/** One per process: overlapping anonymous page views share their back-end calls. */
export const anonymousGets: InFlight = createInFlight();

export interface ServerApiOptions {
  /** true when the request has no logged-in editor: its GETs may be shared with other visitors */
  anonymous?: boolean;
  /** called when a call fails because the back end could not answer (unreachable, timed out, unavailable) */
  onUpstreamFailure?: (error: ApiError) => void;
}

/**
 * Whether an error means the back end could not answer: unreachable (502), unavailable (503) or too
 * slow (504). Its own answers, a 404 or a 500 for one page, are the page's status (SPEC §8).
 */
export const isUpstreamFailure = (error: unknown): error is ApiError => error instanceof ApiError && [502, 503, 504].includes(error.status);

function watched(client: ApiClient, onFailure: (error: ApiError) => void): ApiClient {
  const watch = <T>(call: Promise<T>): Promise<T> =>
    call.catch((error: unknown) => {
      if (isUpstreamFailure(error)) onFailure(error);
      throw error;
    });
  return {
    get: (path) => watch(client.get(path)),
    send: (method, path, body) => watch(client.send(method, path, body)),
    upload: (path, form) => watch(client.upload(path, form)),
  };
}

export function serverApiClient(req: Request, cmsUrl: string, timeoutMs: number, options: ServerApiOptions = {}): ApiClient {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.get('host') ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  // the visitor's address as this server decides it (TRUST_PROXY): one value, never the client's own list
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  const direct = createApiClient({ baseUrl: cmsUrl, headers, timeoutMs, csrfToken: () => req.get(CSRF_HEADER) });
  const origin = `${headers['x-forwarded-proto']}://${headers['x-forwarded-host']}`;
  const client = options.anonymous ? { ...direct, get: <T>(path: string) => anonymousGets.run(`anon ${origin} ${path}`, () => direct.get<T>(path)) } : direct;
  return options.onUpstreamFailure ? watched(client, options.onUpstreamFailure) : client;
}
