/**
 * The configuration of the SSR server: defaults overridden by the environment, validated once at
 * start. A bad value stops the start with a message naming the variable.
 */
import { envSchema } from './schema';
import pkg from '../package.json';
import { CDN_MAX_AGE_S, PURGED_MAX_AGE_S } from '../server/cache/httpCaching';

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** the back end; undefined = start the embedded one */
  cmsUrl: string | undefined;
  /** how the SSR reads the embedded back end (without cmsUrl): in this process, or over its loopback port */
  cmsTransport: 'in-process' | 'http';
  publicUrl: string | undefined;
  /** without publicUrl: the Host header values accepted for absolute URLs (empty: any well-formed host) */
  publicHosts: string[];
  proxyTimeoutMs: number;
  logLevel: string;
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
  shutdownTimeoutMs: number;
  trustProxy: number;
  /** bytes of memory for stored pages; 0: no page cache */
  pageCacheBytes: number;
  /** bytes of memory for back-end answers kept per content version; 0: none kept */
  answerCacheBytes: number;
  contentVersionSource: 'stream' | 'poll';
  contentVersionPollMs: number;
  renderGate: { concurrency: number; maxQueue: number; maxWaitMs: number };
  /** the purge hook (server/cache/purge.ts); undefined: none, and pages are kept by shared caches for 10 s only */
  purge: { url: string; method: string; keysHeader: string; authHeader?: string } | undefined;
  /** seconds a shared cache (proxy, CDN) keeps an anonymous page (s-maxage) */
  sharedMaxAgeS: number;
  /** tag manager container, loaded in the browser only after tracking consent */
  tagManagerId: string | undefined;
  /** the bearer token that unlocks /healthz's details; undefined: the public answer only */
  healthToken: string | undefined;
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Environment = Record<string, string | undefined>;

export function loadConfig(environment: Environment = process.env): Config {
  // An empty variable counts as unset, as most PaaS dashboards cannot delete a variable.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const got = environment[name];
      return `${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = result.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    cmsUrl: env.CMS_URL,
    cmsTransport: env.CMS_TRANSPORT,
    publicUrl: env.PUBLIC_URL,
    publicHosts: env.PUBLIC_HOSTS ?? [],
    proxyTimeoutMs: env.PROXY_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    pageCacheBytes: Math.round(env.PAGE_CACHE_MB * 1024 * 1024),
    answerCacheBytes: Math.round(env.ANSWER_CACHE_MB * 1024 * 1024),
    contentVersionSource: env.CONTENT_VERSION_SOURCE,
    contentVersionPollMs: env.CONTENT_VERSION_POLL_MS,
    renderGate: { concurrency: env.RENDER_CONCURRENCY, maxQueue: env.RENDER_QUEUE, maxWaitMs: env.RENDER_QUEUE_WAIT_MS },
    purge: env.PURGE_URL ? { url: env.PURGE_URL, method: env.PURGE_METHOD, keysHeader: env.PURGE_KEYS_HEADER, authHeader: env.PURGE_AUTH_HEADER } : undefined,
    sharedMaxAgeS: env.SHARED_MAX_AGE_S ?? (env.PURGE_URL ? PURGED_MAX_AGE_S : CDN_MAX_AGE_S),
    tagManagerId: env.TAG_MANAGER_ID,
    healthToken: env.HEALTH_TOKEN,
    version: pkg.version,
  };
}
