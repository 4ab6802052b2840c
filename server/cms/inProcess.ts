/**
 * The embedded back end's answers without the loopback HTTP hop (issue 41): a `fetch` that hands
 * each request to the back end's own request listener (its Express app) in this process, with a
 * request and a response of node:http's own classes over a socket that writes nowhere. Every
 * middleware, endpoint, validation and permission check runs as it does for a request over HTTP;
 * the answer comes back as a WHATWG `Response` with the status, status text and every header the
 * back end set (Set-Cookie as several values), so callers (server/api/client.ts and the others that
 * read the back end) cannot tell the two apart. What HTTP itself adds on the wire is not there:
 * `Date`, `Connection`, `Keep-Alive` and `Transfer-Encoding` (test/server/inProcessContract.test.ts
 * compares both ways).
 *
 * Like fetch it follows same-origin redirects unless `redirect: 'manual'`, and an aborted signal
 * rejects with the signal's reason (AbortSignal.timeout: a TimeoutError). It buffers the whole body,
 * so it is for answers that end: the content-version stream keeps its HTTP connection
 * (server/api/contentVersion.ts), and the browser's /api and /pageeditor-api keep the proxy.
 */
import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { Duplex } from 'node:stream';

/**
 * What undici's fetch sends when the caller did not, so that the back end sees the same request both
 * ways; but for Accept-Encoding: undici decodes a gzipped answer, this transport hands the body over
 * as it is, so it asks for none (the back end gzips its larger answers for clients that ask:
 * cms/http/jsonAnswer.ts).
 */
const FETCH_DEFAULTS: [string, string][] = [
  ['accept', '*/*'],
  ['accept-language', '*'],
  ['sec-fetch-mode', 'cors'],
  ['user-agent', 'node'],
  ['accept-encoding', 'identity'],
];

/** Statuses whose answer has no body, as fetch's Response has none. */
export const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

/**
 * A socket for one request: the loopback peer the back end would see, open both ways (a request
 * whose socket is not readable counts as finished, and body parsers skip it), writing nowhere.
 */
function loopbackSocket(): Duplex {
  const socket = new Duplex({
    read() {},
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
  return Object.assign(socket, { remoteAddress: '127.0.0.1', remoteFamily: 'IPv4', remotePort: 0, encrypted: false, setTimeout: () => socket, setNoDelay: () => socket, setKeepAlive: () => socket });
}

export interface Outgoing {
  method: string;
  url: URL;
  headers: Headers;
  body: Buffer | null;
}

/** A fetch call's request: method, URL, headers and the whole body. */
export async function outgoing(input: string | URL | Request, init: RequestInit | undefined): Promise<Outgoing> {
  // a GET or HEAD with plain headers, the SSR's reads: no Request object to build
  if (!(input instanceof Request) && init?.body == null) {
    return { method: (init?.method ?? 'GET').toUpperCase(), url: new URL(input), headers: new Headers(init?.headers), body: null };
  }
  const request = new Request(input, init);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
  return { method: request.method, url: new URL(request.url), headers: request.headers, body };
}

function incoming(socket: Duplex, out: Outgoing): IncomingMessage {
  const req = new IncomingMessage(socket as never);
  req.method = out.method;
  req.url = `${out.url.pathname}${out.url.search}`;
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  req.httpVersion = '1.1';
  // in undici's order: Host (always the URL's), Connection, the caller's, its defaults, the length
  const raw: string[] = ['host', out.url.host, 'connection', 'keep-alive'];
  out.headers.forEach((value, name) => {
    if (name !== 'host' && name !== 'connection') raw.push(name, value);
  });
  for (const [name, value] of FETCH_DEFAULTS) if (!out.headers.has(name)) raw.push(name, value);
  if (out.body) raw.push('content-length', String(out.body.length));
  req.rawHeaders = raw;
  const headers: Record<string, string> = {};
  for (let i = 0; i < raw.length; i += 2) headers[raw[i]] = raw[i + 1];
  req.headers = headers;
  if (out.body) req.push(out.body);
  req.push(null);
  req.complete = true;
  return req;
}

/** An answer as the back end gave it: each header a pair (each Set-Cookie its own), the whole body. */
export interface RawAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Buffer | null;
}

function rawAnswer(res: ServerResponse, chunks: Buffer[], head: boolean): RawAnswer {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
    else headers.push([name, String(value)]);
  }
  const status = res.statusCode;
  const body = head || NULL_BODY_STATUS.has(status) ? null : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  return { status, statusText: res.statusMessage, headers, body };
}

/** A raw answer as a WHATWG Response. */
export function responseOf(raw: RawAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of raw.headers) headers.append(name, value);
  return new Response(raw.body as Uint8Array<ArrayBuffer> | null, { status: raw.status, statusText: raw.statusText, headers });
}

/** One request through `listener`, its answer when the response ends. */
function dispatch(listener: RequestListener, out: Outgoing, signal: AbortSignal | null | undefined): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const socket = loopbackSocket();
    const req = incoming(socket, out);
    const res = new ServerResponse(req);
    // headers given to writeHead are kept with those set before only when some were set before:
    // with one set and removed, getHeaders() holds every header the answer went out with
    res.setHeader('x-in-process', '1');
    res.removeHeader('x-in-process');
    res.assignSocket(socket as never);
    const chunks: Buffer[] = [];
    const collect = (data: unknown, encoding?: unknown) => {
      if (data == null || typeof data === 'function') return;
      chunks.push(typeof data === 'string' ? Buffer.from(data, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(data as Uint8Array));
    };
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      req.destroy();
      res.destroy();
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const write = res.write;
    res.write = function (this: ServerResponse, data: unknown, encoding?: unknown, callback?: unknown) {
      collect(data, encoding);
      return write.call(this, data as never, encoding as never, callback as never);
    } as typeof res.write;
    const end = res.end;
    res.end = function (this: ServerResponse, data?: unknown, encoding?: unknown, callback?: unknown) {
      collect(data, encoding);
      const result = end.call(this, data as never, encoding as never, callback as never);
      if (!settled) {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        try {
          resolve(rawAnswer(res, chunks, out.method === 'HEAD'));
        } catch (error) {
          reject(error);
        }
      }
      return result;
    } as typeof res.end;
    try {
      listener(req, res);
    } catch (error) {
      settled = true;
      reject(error);
    }
  });
}

/**
 * Requests to `baseUrl` (the embedded back end's own address) answered by `listener` in this thread,
 * raw; a request to any other origin (or a redirect there) goes to the global fetch, whose Response
 * is returned as it is.
 */
export function inProcessAnswers(listener: RequestListener, baseUrl: string): (input: string | URL | Request, init?: RequestInit) => Promise<RawAnswer | Response> {
  const origin = new URL(baseUrl).origin;
  return async (input, init) => {
    let out = await outgoing(input, init);
    if (out.url.origin !== origin) return fetch(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const manual = (init?.redirect ?? (input instanceof Request ? input.redirect : 'follow')) !== 'follow';
    for (let hops = 0; ; hops++) {
      const answer = await dispatch(listener, out, signal);
      const location = answer.headers.find(([name]) => name === 'location')?.[1];
      if (manual || !REDIRECT_STATUS.has(answer.status) || !location || hops >= MAX_REDIRECTS) return answer;
      const next = new URL(location, out.url);
      if (next.origin !== origin) return fetch(next, { ...init, body: undefined, method: 'GET' });
      // as fetch: 303, and a POST's 301/302, go on as a GET without a body
      const get = answer.status === 303 || ((answer.status === 301 || answer.status === 302) && out.method === 'POST');
      out = { method: get ? 'GET' : out.method, url: next, headers: out.headers, body: get ? null : out.body };
    }
  };
}

/** A `fetch` for requests to `baseUrl` answered by `listener` in this thread (`inProcessAnswers`, as Responses). */
export function inProcessFetch(listener: RequestListener, baseUrl: string): typeof fetch {
  const answers = inProcessAnswers(listener, baseUrl);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const answer = await answers(input, init);
    return answer instanceof Response ? answer : responseOf(answer);
  }) as typeof fetch;
}
