/**
 * Debian's nginx with the repository's caching-proxy configuration (config/nginx/cache.conf and
 * site.conf, as an operator includes them) in front of SSR instances: a non-daemon child on a
 * loopback port with everything it writes (cache, logs, temp files) under `dir`. Used by the proxy
 * test (test/server/cachingProxy.test.ts) and the cluster bench (scripts/bench/cluster.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { nginxConfig, runNginx, type RunningNginx } from './nginx';
import { projectRoot } from './root';

const CONFIG_DIR = path.join(projectRoot, 'config', 'nginx');

export type CachingProxy = RunningNginx;

/** The whole nginx.conf an operator would write around the two included files. */
export function proxyConfig(dir: string, port: number, upstreams: string[], workers = 1, accessLog?: string): string {
  return nginxConfig(dir, {
    workers,
    accessLog,
    connections: 4096,
    httpBody: `  upstream orchestra_ssr {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  include ${CONFIG_DIR}/cache.conf;
  server {
    listen 127.0.0.1:${port};
    include ${CONFIG_DIR}/site.conf;
  }`,
  });
}

export async function startCachingProxy(dir: string, port: number, upstreams: string[], options: { workers?: number; accessLog?: string } = {}): Promise<CachingProxy> {
  // proxy_cache_path's parent (nginx creates only the last level)
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  return runNginx(dir, port, proxyConfig(dir, port, upstreams, options.workers ?? 1, options.accessLog), '/healthz');
}
