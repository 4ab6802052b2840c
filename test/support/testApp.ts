/** The Express app as production builds it, wired to a fake back end, for supertest. */
import path from 'node:path';
import pino from 'pino';
import type { Express } from 'express';
import { createApp } from '../../server/app';
import { createSite, type Site, type SiteOptions } from '../../server/site';
import { buildPaths } from '../../server/paths';
import { loadAssets } from '../../server/render/assets';
import { PURGED_MAX_AGE_S } from '../../server/cache/httpCaching';
import type { Config } from '../../config';

const paths = buildPaths(path.resolve(__dirname, '..', '..'));
let assets: ReturnType<typeof loadAssets> | undefined;
/**
 * How long the app waits for the back end unless a test names its own (the timeout tests do): a
 * loaded 2-core machine took more than the 2 s this once was for an editor's publish through the
 * proxy, and the test saw a 504 it was not about.
 */
const TEST_PROXY_TIMEOUT_MS = 30_000;

export interface TestAppOptions {
  proxyTimeoutMs?: number;
  logger?: pino.Logger;
  /** The folder served under /static; the production build's by default. */
  publicDir?: string;
  /** Express "trust proxy" hops (TRUST_PROXY); 1 by default */
  trustProxy?: number;
  /** PUBLIC_URL (https:// turns on HSTS) */
  publicUrl?: string;
  /** PUBLIC_HOSTS (server/seo/origin.ts) */
  publicHosts?: string[];
  /** HEALTH_TOKEN (server/health.ts) */
  healthToken?: string;
  /** NODE_ENV=production (absolute URLs only from PUBLIC_URL or PUBLIC_HOSTS) */
  isProduction?: boolean;
}

/** Tests load pages in parallel on slow machines: the render gate must not turn them away (its own test sets it). */
const TEST_RENDER_GATE = { concurrency: 8, maxQueue: 200, maxWaitMs: 60_000 };

export function testApp(cmsUrl: string, options: TestAppOptions = {}): Express {
  assets ??= loadAssets(paths.statsFile);
  return createApp({
    config: { proxyTimeoutMs: options.proxyTimeoutMs ?? TEST_PROXY_TIMEOUT_MS, publicUrl: options.publicUrl, publicHosts: options.publicHosts, healthToken: options.healthToken, isProduction: options.isProduction, trustProxy: options.trustProxy ?? 1, version: 'test', renderGate: TEST_RENDER_GATE },
    cmsUrl,
    assets,
    publicDir: options.publicDir ?? paths.publicDir,
    logger: options.logger ?? pino({ level: 'silent' }),
  });
}

export const publicDir = paths.publicDir;

/** The whole front as server/index.ts serves it, page cache included (`site.listener` for supertest). */
export interface TestSiteOptions extends TestAppOptions {
  pageCacheBytes?: number;
  /** the memory for kept back-end answers (ANSWER_CACHE_MB); 0: none */
  answerCacheBytes?: number;
  pollMs?: number;
  renderGate?: { concurrency: number; maxQueue: number; maxWaitMs: number };
  /** the interval refusals are counted over in the log */
  refusalLogMs?: number;
  sessionCheck?: SiteOptions['sessionCheck'];
  /** the back end in this process (server/cms/inProcess.ts) instead of HTTP to cmsUrl */
  cmsFetch?: typeof fetch;
  /** the purge hook (PURGE_URL …); with it, shared caches keep pages PURGED_MAX_AGE_S as in production */
  purge?: Config['purge'];
}

export function testSite(cmsUrl: string, options: TestSiteOptions = {}): Site {
  assets ??= loadAssets(paths.statsFile);
  return createSite({
    config: {
      proxyTimeoutMs: options.proxyTimeoutMs ?? TEST_PROXY_TIMEOUT_MS,
      publicUrl: options.publicUrl,
      publicHosts: options.publicHosts,
      isProduction: options.isProduction,
      trustProxy: options.trustProxy ?? 1,
      version: 'test',
      pageCacheBytes: options.pageCacheBytes ?? 16 * 1024 * 1024,
      answerCacheBytes: options.answerCacheBytes,
      contentVersionPollMs: options.pollMs ?? 100,
      renderGate: options.renderGate ?? TEST_RENDER_GATE,
      purge: options.purge,
      sharedMaxAgeS: options.purge ? PURGED_MAX_AGE_S : undefined,
    },
    cmsUrl,
    cmsFetch: options.cmsFetch,
    assets,
    publicDir: options.publicDir ?? paths.publicDir,
    logger: options.logger ?? pino({ level: 'silent' }),
    refusalLogMs: options.refusalLogMs,
    sessionCheck: options.sessionCheck,
  });
}
