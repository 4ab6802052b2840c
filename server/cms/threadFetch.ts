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
import { outgoing, responseOf } from './inProcess';
import { errorFrom, headerPairs, transferable, type FromThread, type ToThread } from './threadMessages';

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

export function threadFetch(worker: Worker, baseUrl: string): ThreadFetch {
  const origin = new URL(baseUrl).origin;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let gone: unknown = null;
  const send = (message: ToThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);

  const inThread = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = await outgoing(input, init);
    if (request.url.origin !== origin) return fetch(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const redirect = init?.redirect ?? (input instanceof Request ? input.redirect : 'follow');
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
      const body = request.body ? transferable(request.body) : null;
      send({ type: 'fetch', id, method: request.method, url: request.url.href, headers: headerPairs(request.headers), body, redirect }, body ? [body] : []);
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
      else call.resolve(responseOf({ ...message, body: message.body ? Buffer.from(message.body) : null }));
    },
  };
}
