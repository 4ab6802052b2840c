/**
 * The checks two transports of the SSR's reads share (test/server/inProcessContract.test.ts: in
 * this thread; cmsThread.test.ts: the back end's own thread): pages rendered through a transport
 * and over HTTP are the same, and each read replayed both ways gets the same answer.
 */
import request from 'supertest';
import type { Site } from '../../server/site';

/**
 * What HTTP adds on the wire, not the back end: not part of an answer. Over HTTP fetch asks for gzip
 * and decodes the back end's gzipped answers (cms/http/jsonAnswer.ts), the in-process transports ask
 * for none: the body is compared, not how it travelled.
 */
const WIRE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

export interface Answer {
  status: number;
  statusText: string;
  /** sorted; each Set-Cookie its own */
  headers: [string, string][];
  body: string;
}

/** A session id or an expiry, which two logins never share. */
const sessionless = (cookie: string) => cookie.replace(/=[^;]+/, '=…').replace(/Expires=[^;]+/, 'Expires=…');

/** What an answer is made of, less the wire's headers; `cookies: 'sessionless'` masks their values. */
export async function answerOf(response: Response, cookies: 'exact' | 'sessionless' = 'exact'): Promise<Answer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!WIRE_HEADERS.has(name) && name !== 'set-cookie') headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookies === 'exact' ? cookie : sessionless(cookie)]);
  headers.sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  return { status: response.status, statusText: response.statusText, headers, body: await response.text() };
}

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** `transport`, with each call it is asked for pushed to `calls`. */
export function recording(transport: typeof fetch, calls: Call[]): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers)) });
    return transport(input, init);
  }) as typeof fetch;
}

/** A page's markup less what differs between any two renders: the CSP nonce and the time the state was loaded. */
export const comparable = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/"(loadedAt|concertsLoadedAt)":\d+/g, '"$1":0');

/** Every page renders with the same status and markup on both sites (one Host both ways). */
export async function expectSamePages(pages: readonly string[], overHttp: Site, viaTransport: Site): Promise<void> {
  for (const page of pages) {
    const viaHttp = await request(overHttp.listener).get(page).set('host', 'orchester.test');
    const viaCall = await request(viaTransport.listener).get(page).set('host', 'orchester.test');
    expect({ page, status: viaCall.status }).toEqual({ page, status: viaHttp.status });
    expect(comparable(viaCall.text)).toBe(comparable(viaHttp.text));
  }
}

/** Each distinct call answered alike by `transport` and over HTTP; how many were compared. */
export async function expectSameAnswers(calls: readonly Call[], transport: typeof fetch): Promise<number> {
  const seen = new Set<string>();
  for (const call of calls) {
    const key = `${call.method} ${call.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const init = { method: call.method, headers: call.headers };
    expect({ key, ...(await answerOf(await transport(call.url, init))) }).toEqual({ key, ...(await answerOf(await fetch(call.url, init))) });
  }
  return seen.size;
}
