/**
 * Embedded mode (no CMS_URL): the back end runs in this process, loaded from its build by path at
 * runtime (never imported statically: server/ and cms/ share only shared/ and HTTP). The browser's
 * calls reach it over HTTP through the proxy; the SSR server's own reads go to its request listener
 * in this process (`cmsFetch`, ./inProcess.ts): the same endpoints and answers without the hop.
 */
import type { RequestListener } from 'node:http';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { inProcessFetch } from './inProcess';

/** The contract of cms/index.ts (kept structurally here; see docs/architecture.md). */
export interface CmsHandle {
  url: string;
  /** the app listening at `url`, when the back end runs in this process */
  listener?: RequestListener;
  close(): Promise<void>;
}

interface CmsModule {
  startCms(options: { host: string; port: number; siteUrl?: string }): Promise<CmsHandle>;
}

/** `siteUrl`: where this server is reached locally (the demo banner's login link). */
export async function startEmbeddedCms(entryFile: string, siteUrl?: string): Promise<CmsHandle> {
  if (!fs.existsSync(entryFile)) {
    throw new Error(`The embedded back end is not built (${entryFile} is missing): run "npm run build", or set CMS_URL.`);
  }
  const load = createRequire(entryFile);
  const cms = load(entryFile) as Partial<CmsModule>;
  if (typeof cms.startCms !== 'function') throw new Error(`${entryFile} does not export startCms()`);
  return cms.startCms({ host: '127.0.0.1', port: 0, siteUrl });
}

/** The SSR's fetch for the back end: in process when it runs here, else undefined (the global fetch, over HTTP). */
export function cmsFetch(cms: CmsHandle): typeof fetch | undefined {
  return cms.listener ? inProcessFetch(cms.listener, cms.url) : undefined;
}
