/**
 * The HTTP client of the back-end API, the same on both sides: on the server it calls the back end
 * directly and forwards the visitor's cookies and CSRF header; in the browser it calls the same
 * origin (the SSR server proxies) with the session cookie and the CSRF header of SPEC §7.
 */
import { ApiError, REQUEST_FAILED } from './errors';

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  /** `headers`: sent with this request only */
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** POST multipart/form-data (a file upload); the browser sets the boundary */
  upload<T>(path: string, form: FormData): Promise<T>;
}

export interface ApiClientOptions {
  /** '' in the browser (same origin), the back end's URL on the server */
  baseUrl: string;
  /** sent with every request (on the server: the visitor's cookie, CSRF and forwarding headers) */
  headers?: Record<string, string>;
  /** read before each unsafe request (in the browser: the csrftoken cookie) */
  csrfToken?: () => string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * In the browser a request that cannot be made at all is the visitor's network (offline, connection
   * lost): ApiError(404, REQUEST_FAILED), shown as SPEC §8's '404 Not Found' page. On the server it is
   * the back end: 502 upstream_unreachable.
   */
  browser?: boolean;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let code = 'http_error';
  let message = response.statusText;
  let errors: Record<string, string[]> | undefined;
  let conflict: ApiError['conflict'];
  try {
    const body = (await response.json()) as { code?: string; message?: string; errors?: Record<string, string[]>; conflict?: ApiError['conflict'] };
    if (body.conflict && typeof body.conflict === 'object') conflict = body.conflict;
    code = body.code ?? code;
    message = body.message ?? message;
    if (body.errors && typeof body.errors === 'object') errors = body.errors;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(response.status, code, message, errors, conflict);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? fetch;

  async function request<T>(method: string, path: string, body?: unknown, extra?: Record<string, string>): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...extra };
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const csrf = method === 'GET' ? undefined : options.csrfToken?.();
    if (csrf) headers['X-CSRFToken'] = csrf;
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      if (timedOut) throw new ApiError(504, 'upstream_timeout', `The back end did not answer ${path} in time`);
      throw options.browser
        ? new ApiError(404, REQUEST_FAILED, `The request for ${path} failed (offline or connection lost)`)
        : new ApiError(502, 'upstream_unreachable', `The back end is unreachable (${path})`);
    }
    if (!response.ok) throw await errorFrom(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    get: (path) => request('GET', path),
    send: (method, path, body, headers) => request(method, path, body, headers),
    upload: (path, form) => request('POST', path, form),
  };
}
