/**
 * What the server's main thread and the embedded back end's thread (./workerThread.ts) say to each
 * other: the back end's start and close, and the SSR's reads as requests and answers
 * (./threadFetch.ts). Bodies travel as transferred ArrayBuffers, headers as name/value pairs (each
 * Set-Cookie its own pair).
 */

/** What the thread is started with (its `workerData`). */
export interface CmsThreadData {
  /** the built back end (build/cms/index.js) */
  entryFile: string;
  /** where the site is reached locally (the demo banner's login link) */
  siteUrl?: string;
}

export interface ThreadRequest {
  type: 'fetch';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  redirect: RequestRedirect;
}

export type ToThread = ThreadRequest | { type: 'abort'; id: number } | { type: 'close' };

/** An error as it crosses the thread: the name decides how the server reports it (server/index.ts). */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
}

export interface ThreadAnswer {
  type: 'answer';
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type FromThread =
  | { type: 'started'; url: string }
  | { type: 'failed'; error: ThreadError }
  | ThreadAnswer
  | { type: 'rejected'; id: number; error: ThreadError }
  | { type: 'closed'; error?: ThreadError };

export function threadError(error: unknown): ThreadError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

/** The error again on this side, with its name (DOMException's for aborts and timeouts, as fetch's). */
export function errorFrom(error: ThreadError): Error {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return new DOMException(error.message, error.name);
  const restored = new Error(error.message);
  restored.name = error.name;
  if (error.stack) restored.stack = error.stack;
  return restored;
}

/** A WHATWG Headers as pairs, each Set-Cookie on its own. */
export function headerPairs(headers: Headers): [string, string][] {
  const pairs: [string, string][] = [];
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') pairs.push([name, value]);
  });
  for (const cookie of headers.getSetCookie()) pairs.push(['set-cookie', cookie]);
  return pairs;
}

/** A body as an ArrayBuffer of its own, to transfer (a small Buffer is a view into a shared pool). */
export function transferable(body: Buffer): ArrayBuffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer) return body.buffer;
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}
