/**
 * The SSR's `fetch` for the embedded back end in its own thread (./workerThread.ts): a request to the
 * back end's address is posted to the thread, which hands it to the back end's request listener,
 * and its answer comes back as a WHATWG `Response` (status, status text, every header, the body), as
 * ./inProcess.ts gives it in one thread (test/server/inProcessContract.test.ts compares the two with
 * HTTP). A request to any other origin goes to the global fetch. An aborted signal rejects with its
 * reason and tells the thread to stop; a thread that is gone fails every call as a lost connection
 * does (a TypeError, as fetch's).
 */
import type { Worker } from 'node:worker_threads';
import { errorFrom, headersOf, type FromThread, type ToThread } from './threadMessages';

interface Pending {
  resolve(response: Response): void;
  reject(error: unknown): void;
}

export interface ThreadFetch {
  fetch: typeof fetch;
  /** the thread is gone: every call in flight, and every later one, fails */
  fail(cause: unknown): void;
  /** a message of the thread about a call */
  settle(message: FromThread): void;
}

async function requestOf(input: string | URL | Request, init: RequestInit | undefined) {
  // a GET or HEAD with plain headers, the SSR's reads: no Request object to build
  if (!(input instanceof Request) && init?.body == null) {
    const headers: [string, string][] = [];
    new Headers(init?.headers).forEach((value, name) => headers.push([name, value]));
    return { method: (init?.method ?? 'GET').toUpperCase(), url: new URL(input), headers, body: null, redirect: init?.redirect ?? 'follow', signal: init?.signal };
  }
  const request = new Request(input, init);
  const headers: [string, string][] = [];
  request.headers.forEach((value, name) => headers.push([name, value]));
  const body = request.body ? await request.arrayBuffer() : null;
  return { method: request.method, url: new URL(request.url), headers, body, redirect: request.redirect, signal: init?.signal ?? request.signal };
}

export function threadFetch(worker: Worker, baseUrl: string): ThreadFetch {
  const origin = new URL(baseUrl).origin;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let gone: unknown = null;
  const send = (message: ToThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);

  const inThread = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = await requestOf(input, init);
    if (request.url.origin !== origin) return fetch(input, init);
    const { signal } = request;
    if (signal?.aborted) throw signal.reason;
    if (gone !== null) throw new TypeError('fetch failed', { cause: gone });
    const id = nextId++;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        pending.delete(id);
        send({ type: 'abort', id });
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      pending.set(id, {
        resolve: (response) => (done(), resolve(response)),
        reject: (error) => (done(), reject(error)),
      });
      send(
        { type: 'fetch', id, method: request.method, url: request.url.href, headers: request.headers, body: request.body, redirect: request.redirect },
        request.body ? [request.body] : [],
      );
    });
  };

  return {
    fetch: inThread as typeof fetch,
    fail(cause) {
      gone = cause;
      for (const call of pending.values()) call.reject(new TypeError('fetch failed', { cause }));
      pending.clear();
    },
    settle(message) {
      if (message.type !== 'answer' && message.type !== 'rejected') return;
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      if (message.type === 'rejected') call.reject(errorFrom(message.error));
      else call.resolve(new Response(message.body, { status: message.status, statusText: message.statusText, headers: headersOf(message.headers) }));
    },
  };
}
