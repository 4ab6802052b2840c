/**
 * nginx as the ceiling: Debian's nginx-light serving saved HTML files, as a non-daemon child on a
 * loopback port with everything (config, logs, temp files) in a temporary directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/** Serves `files` (URL path -> HTML) from `dir`. */
export async function startNginx(dir: string, port: number, files: Record<string, string>): Promise<StaticServer> {
  const root = path.join(dir, 'html');
  fs.mkdirSync(root, { recursive: true });
  const locations = Object.entries(files)
    .map(([urlPath, html], index) => {
      fs.writeFileSync(path.join(root, `page${index}.html`), html);
      return `    location = ${urlPath} { default_type text/html; try_files /page${index}.html =404; }`;
    })
    .join('\n');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const first = Object.keys(files)[0];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    try {
      if ((await fetch(`${url}${first}`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
