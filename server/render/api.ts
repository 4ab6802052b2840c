/**
 * The API client for server-side loading: it calls the back end directly and acts on behalf of the
 * visitor (their cookies and CSRF header, and the public host and protocol as X-Forwarded-*).
 */
import type { Request } from 'express';
import { CSRF_HEADER } from '../../shared/constants';
import { createApiClient, type ApiClient } from '../../client/api/client';

const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

export function serverApiClient(req: Request, cmsUrl: string, timeoutMs: number): ApiClient {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.get('host') ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  return createApiClient({ baseUrl: cmsUrl, headers, timeoutMs, csrfToken: () => req.get(CSRF_HEADER) });
}
