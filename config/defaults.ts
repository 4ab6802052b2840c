/** Defaults of every setting; the environment overrides them (see config/index.ts and README). */
export const defaults = {
  NODE_ENV: 'development',
  PORT: 3000,
  /** empty: listen on every interface, as a PaaS expects */
  HOST: '',
  /** proxy and server-side API calls give up after this long (504) */
  PROXY_TIMEOUT_MS: 10_000,
  LOG_LEVEL: 'info',
  /** above the 60 s idle timeout of common load balancers and PaaS routers */
  KEEP_ALIVE_TIMEOUT_MS: 65_000,
  /** must be above KEEP_ALIVE_TIMEOUT_MS */
  HEADERS_TIMEOUT_MS: 66_000,
  /** SIGTERM: how long in-flight requests may take before the process exits anyway */
  SHUTDOWN_TIMEOUT_MS: 10_000,
  /** Express "trust proxy": hops of reverse proxies in front of us (a PaaS router is one) */
  TRUST_PROXY: 1,
  /** memory for stored anonymous pages (each version of a page once per encoding); 0 turns the cache off */
  PAGE_CACHE_MB: 64,
  /** memory for back-end answers kept per content version for anonymous renders; 0 turns it off */
  ANSWER_CACHE_MB: 16,
  /** 'stream': follow the back end's content-version stream (NOTIFY-driven); 'poll': ask every CONTENT_VERSION_POLL_MS */
  CONTENT_VERSION_SOURCE: 'stream',
  /** how often each instance asks the back end for its content version when polling (a back end without the stream, or 'poll') */
  CONTENT_VERSION_POLL_MS: 250,
  /** the embedded back end (no CMS_URL): 'in-process' hands the SSR's reads to its app in this process, 'http' sends them over the loopback port */
  CMS_TRANSPORT: 'in-process',
  /** the purge hook's method (Varnish: PURGE with the xkey-purge header; docs/reliability.md) */
  PURGE_METHOD: 'PURGE',
  /** the header carrying the purged keys, or 'json' for a body {"tags": [...]} */
  PURGE_KEYS_HEADER: 'xkey-purge',
  /** page renders running at once; more wait in line (docs/performance.md, "Overload") */
  RENDER_CONCURRENCY: 4,
  /** renders waiting in line at most; one more is answered 503 at once */
  RENDER_QUEUE: 32,
  /** how long a render may wait in line before it is answered 503 */
  RENDER_QUEUE_WAIT_MS: 3000,
} as const;
