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
} as const;
