/**
 * Debian's nginx as a non-daemon child on a loopback port, with everything it writes (config,
 * pid, logs, temp files, cache) under one directory: the pieces the caching proxy
 * (./cachingProxy.ts) and the bench's static ceiling (scripts/bench/nginx.ts) share.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The whole nginx.conf: the process settings and an `http` block holding `httpBody`. */
/**
 * `accessLog`: a file for one line per request, `status cache-status request-time upstream-time`
 * (seconds; '-' where nginx asked no upstream): what the cluster bench reads its tiers' latencies
 * from. Off by default: a logging proxy would not be the ceiling it is measured as.
 */
export function nginxConfig(dir: string, options: { workers: number; connections: number; masterProcess?: boolean; httpBody: string; accessLog?: string }): string {
  // started by root, nginx's workers would run as nobody, who cannot write under `dir`
  const user = process.getuid?.() === 0 && options.masterProcess !== false ? 'user root;\n' : '';
  return `${user}daemon off;
${options.masterProcess === false ? 'master_process off;\n' : ''}worker_processes ${options.workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${options.connections}; }
http {
${options.accessLog ? `  log_format tiers '$status $upstream_cache_status $request_time $upstream_response_time';\n  access_log ${options.accessLog} tiers buffer=64k flush=1s;` : '  access_log off;'}
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${options.httpBody}
}
`;
}

/** Writes `conf` into `dir`, starts nginx on it and waits until `readyPath` answers on `port`. */
export async function runNginx(dir: string, port: number, conf: string, readyPath: string, stdio: StdioOptions = 'ignore'): Promise<RunningNginx> {
  const confFile = path.join(dir, 'nginx.conf');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(confFile, conf);
  const child: ChildProcess = spawn(NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', confFile], { stdio });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${url}${readyPath}`);
      break;
    } catch {
      if (attempt > 100) throw new Error('nginx did not start listening');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
