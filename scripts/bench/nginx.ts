/**
 * nginx as the ceiling: Debian's nginx-light serving saved HTML files, as a non-daemon child on a
 * loopback port with everything (config, logs, temp files) in a temporary directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nginxConfig, runNginx, type RunningNginx } from '../lib/nginx';

export type StaticServer = RunningNginx;

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
  const conf = nginxConfig(dir, {
    workers: 1,
    connections: 1024,
    masterProcess: false,
    httpBody: `  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
  }`,
  });
  return runNginx(dir, port, conf, Object.keys(files)[0], 'inherit');
}
