/**
 * Debian's Varnish (packages `varnish`, `varnish-modules`) with the repository's configuration
 * (config/varnish/default.vcl) in front of SSR instances, purged by content key: a foreground
 * child (`varnishd -F`) on a loopback port, its working directory under `dir`. The VCL is the
 * shipped file with its one example backend replaced by `upstreams`, as an operator edits it. Used
 * by test/server/varnish.test.ts (docs/reliability.md, "Purge by key").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './root';

export const VARNISHD = process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd';
export const VCL_FILE = path.join(projectRoot, 'config', 'varnish', 'default.vcl');

export interface RunningVarnish {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The shipped VCL with one backend per `host:port` of `upstreams`. */
export function varnishConfig(upstreams: string[]): string {
  const vcl = fs.readFileSync(VCL_FILE, 'utf8');
  const backends = upstreams.map((address, index) => {
    const [host, port] = address.split(':');
    return `backend ssr${index + 1} { .host = "${host}"; .port = "${port}"; }`;
  });
  // each director's `add_backend(ssr1…)` line, once per instance
  const added = (line: string, director: string, rest: string) => upstreams.map((_, index) => `    ${director}.add_backend(ssr${index + 1}${rest});`).join('\n') || line;
  const example = /^backend ssr1 \{[^\n]*\}$/m;
  const directorLine = /^ {4}(\w+)\.add_backend\(ssr1((?:, [\d.]+)?)\);$/gm;
  if (!example.test(vcl) || !directorLine.test(vcl)) throw new Error(`${VCL_FILE}: its example backend was not found`);
  return vcl.replace(example, backends.join('\n')).replace(directorLine, added);
}

/**
 * Starts varnishd on `port` in front of `upstreams` and waits until it answers. `niceness`: run it at
 * that priority (negative values need root; `nice` then says so and runs it at the normal one).
 */
export async function startVarnish(dir: string, port: number, upstreams: string[], storageMb = 64, niceness?: number): Promise<RunningVarnish> {
  fs.mkdirSync(dir, { recursive: true });
  // varnishd reads the VCL as its own user (`varnish`): the folder and its parent (a mkdtemp, 0700) must let it
  for (const folder of [path.dirname(dir), dir]) fs.chmodSync(folder, 0o755);
  const vclFile = path.join(dir, 'default.vcl');
  fs.writeFileSync(vclFile, varnishConfig(upstreams));
  const log = path.join(dir, 'varnishd.log');
  const out = fs.openSync(log, 'w');
  const args = ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', `malloc,${storageMb}m`];
  // through nice(1), so varnishd's processes and every thread they start share the priority
  const child: ChildProcess =
    niceness === undefined ? spawn(VARNISHD, args, { stdio: ['ignore', out, out] }) : spawn('nice', ['-n', String(niceness), VARNISHD, ...args], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}): ${fs.readFileSync(log, 'utf8')}`);
    try {
      // a PURGE of no key: answered by the VCL itself, without a backend
      const answer = await fetch(url, { method: 'PURGE', headers: { 'xkey-purge': 'varnish-ready' } });
      await answer.arrayBuffer();
      break;
    } catch {
      if (attempt > 200) throw new Error('varnishd did not start listening');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
