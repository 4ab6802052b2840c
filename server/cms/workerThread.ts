/**
 * The embedded back end's thread (built to build/server/cms-worker.js; started by ./embedded.ts):
 * loads the built back end, starts it (it listens on its loopback port for the proxy and the version
 * stream, as before) and answers the SSR's reads that the main thread posts (./threadFetch.ts) by
 * handing each to the back end's own request listener (./inProcess.ts), as the main thread did
 * before the back end had a thread of its own.
 *
 * Why a thread: with the back end's code and PGlite in the main thread's V8 isolate, the page cache's
 * hits, which never reach the back end, cost about a quarter more CPU each (Node's shared HTTP and
 * stream code sees the back end's objects too; docs/performance.md, "The hit path"). In a thread of
 * its own it also runs its queries beside the renders instead of between them.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { inProcessAnswers, NULL_BODY_STATUS, type RawAnswer } from './inProcess';
import { headerPairs, threadError, transferable, type CmsThreadData, type FromThread, type ThreadRequest, type ToThread } from './threadMessages';
import type { CmsHandle } from './embedded';
import { keepTickObjectShape } from '../../shared/tickShape';

interface CmsModule {
  startCms(options: { host: string; port: number; siteUrl?: string }): Promise<CmsHandle>;
}

function post(message: FromThread, transfer: ArrayBuffer[] = []) {
  parentPort!.postMessage(message, transfer);
}

async function rawOf(response: Response, head: boolean): Promise<RawAnswer> {
  const body = head || NULL_BODY_STATUS.has(response.status) ? null : Buffer.from(await response.arrayBuffer());
  return { status: response.status, statusText: response.statusText, headers: headerPairs(response.headers), body };
}

async function answer(local: ReturnType<typeof inProcessAnswers>, request: ThreadRequest, signal: AbortSignal) {
  try {
    const given = await local(request.url, { method: request.method, headers: request.headers, body: request.body, redirect: request.redirect, signal });
    // a Response only from elsewhere (another origin): the back end's own answers come raw
    const raw = given instanceof Response ? await rawOf(given, request.method === 'HEAD') : given;
    const body = raw.body ? transferable(raw.body) : null;
    post({ type: 'answer', id: request.id, status: raw.status, statusText: raw.statusText, headers: raw.headers, body }, body ? [body] : []);
  } catch (error) {
    post({ type: 'rejected', id: request.id, error: threadError(error) });
  }
}

async function main() {
  // before the back end's migrations and first collections (../../shared/tickShape.ts)
  keepTickObjectShape();
  const { entryFile, siteUrl } = workerData as CmsThreadData;
  let cms: CmsHandle;
  try {
    // the built back end, loaded by path at runtime (never bundled into the server)
    const module = createRequire(entryFile)(entryFile) as Partial<CmsModule>;
    if (typeof module.startCms !== 'function') throw new Error(`${entryFile} does not export startCms()`);
    cms = await module.startCms({ host: '127.0.0.1', port: 0, siteUrl });
  } catch (error) {
    post({ type: 'failed', error: threadError(error) });
    return;
  }
  const local = inProcessAnswers(cms.listener!, cms.url);
  const running = new Map<number, AbortController>();
  parentPort!.on('message', (message: ToThread) => {
    if (message.type === 'fetch') {
      const controller = new AbortController();
      running.set(message.id, controller);
      void answer(local, message, controller.signal).finally(() => running.delete(message.id));
    } else if (message.type === 'abort') {
      running.get(message.id)?.abort(new DOMException('This operation was aborted', 'AbortError'));
    } else if (message.type === 'close') {
      cms.close().then(
        () => post({ type: 'closed' }),
        (error: unknown) => post({ type: 'closed', error: threadError(error) }),
      );
    }
  });
  post({ type: 'started', url: cms.url });
}

void main();
