/**
 * Embedded mode (no CMS_URL): the back end runs in this process, loaded from its build by path at
 * runtime (never imported statically: server/ and cms/ share only shared/ and HTTP). The SSR server
 * then talks to the returned URL over HTTP exactly as to a remote back end.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The contract of cms/index.ts (kept structurally here; see docs/architecture.md). */
export interface CmsHandle {
  url: string;
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
