/**
 * Embedded mode (no CMS_URL): the back end runs in this process, in a thread of its own
 * (./workerThread.ts, built to build/server/cms-worker.js), loaded from its build by path at runtime
 * (never imported statically: server/ and cms/ share only shared/ and HTTP). The browser's calls
 * reach it over HTTP through the proxy, on its loopback port; the SSR server's own reads are posted
 * to its thread (`cmsFetch`, ./threadFetch.ts): the same endpoints and answers without the hop.
 */
import type { RequestListener } from 'node:http';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { threadFetch } from './threadFetch';
import { errorFrom, type CmsThreadData, type FromThread } from './threadMessages';

/** The contract of cms/index.ts (kept structurally here; see docs/architecture.md). */
export interface CmsHandle {
  url: string;
  /** the app listening at `url` (cms/index.ts gives it; the back end's thread hands the reads to it) */
  listener?: RequestListener;
  /** the back end's answers without the loopback hop, when it runs in a thread of this process */
  fetch?: typeof fetch;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** the built back end (build/cms/index.js) */
  entryFile: string;
  /** the built thread (build/server/cms-worker.js) */
  workerFile: string;
  /** where this server is reached locally (the demo banner's login link) */
  siteUrl?: string;
  /** the back end's thread ended on its own (an uncaught error): the server cannot go on without it */
  onCrash(error: Error): void;
  /** the thread's environment (its configuration); the process's by default */
  env?: NodeJS.ProcessEnv;
}

/** Starts the back end in its own thread; resolves once it listens, rejects with its start's error. */
export function startEmbeddedCms(options: EmbeddedOptions): Promise<CmsHandle> {
  for (const file of [options.entryFile, options.workerFile]) {
    if (!fs.existsSync(file)) {
      return Promise.reject(new Error(`The embedded back end is not built (${file} is missing): run "npm run build", or set CMS_URL.`));
    }
  }
  const data: CmsThreadData = { entryFile: options.entryFile, siteUrl: options.siteUrl };
  const worker = new Worker(options.workerFile, { workerData: data, env: options.env ?? process.env });
  return new Promise<CmsHandle>((resolve, reject) => {
    let calls: ReturnType<typeof threadFetch> | null = null;
    let closing: Promise<void> | null = null;
    let onClosed: ((error?: Error) => void) | null = null;
    worker.on('message', (message: FromThread) => {
      if (message.type === 'started') {
        calls = threadFetch(worker, message.url);
        resolve({
          url: message.url,
          fetch: calls.fetch,
          close() {
            closing ??= new Promise<void>((done, fail) => {
              let settled = false;
              onClosed = (error) => {
                if (settled) return;
                settled = true;
                void worker.terminate().finally(() => (error ? fail(error) : done()));
              };
              worker.postMessage({ type: 'close' });
            });
            return closing;
          },
        });
      } else if (message.type === 'failed') {
        void worker.terminate();
        reject(errorFrom(message.error));
      } else if (message.type === 'closed') {
        onClosed?.(message.error ? errorFrom(message.error) : undefined);
      } else {
        calls?.settle(message);
      }
    });
    let ended = false;
    const end = (error: Error) => {
      if (ended) return;
      ended = true;
      calls?.fail(error);
      // while closing, the thread's end is the close's; before it started, its start failed
      if (onClosed) onClosed();
      else if (calls) options.onCrash(error);
      else reject(error);
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`the embedded back end's thread exited (code ${code})`)));
  });
}

/** The SSR's fetch for the back end: its thread's when it runs in this process, else undefined (the global fetch, over HTTP). */
export function cmsFetch(cms: CmsHandle): typeof fetch | undefined {
  return cms.fetch;
}
