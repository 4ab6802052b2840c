/**
 * The web process's Node options (Procfile): one default in three places, the Procfile's web line,
 * `npm run serve` and the bench's servers (which must measure what a dyno runs), and Node takes them
 * from NODE_OPTIONS: V8's background pool shrinks to one thread (docs/performance.md, "V8's helper
 * threads").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WEB_NODE_OPTIONS } from '../../../scripts/bench/servers';
import { projectRoot as root } from '../../../scripts/lib/root';

/** the default of `NODE_OPTIONS=${NODE_OPTIONS:-…}` in a shell command line */
const defaultOf = (command: string) => /NODE_OPTIONS=\$\{NODE_OPTIONS:-([^}]*)\}/.exec(command)?.[1];

/** how many threads a Node process has right after start, with these NODE_OPTIONS (Linux's /proc) */
function threadsAtStart(nodeOptions: string): number {
  const out = execFileSync(process.execPath, ['-e', "process.stdout.write(String(require('fs').readdirSync('/proc/self/task').length))"], {
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
    encoding: 'utf8',
  });
  return Number(out);
}

test('the Procfile, npm run serve and the bench give the web process the same Node options', () => {
  const web = /^web: (.+)$/m.exec(fs.readFileSync(path.join(root, 'Procfile'), 'utf8'))![1];
  const serve = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve;
  expect(defaultOf(web)).toBe(WEB_NODE_OPTIONS);
  expect(defaultOf(serve)).toBe(WEB_NODE_OPTIONS);
  expect(WEB_NODE_OPTIONS.split(' ')).toEqual(expect.arrayContaining(['--max-old-space-size=256', '--v8-pool-size=1']));
});

test('Node accepts them from NODE_OPTIONS: three of V8’s four background threads are not started', () => {
  expect(threadsAtStart('')).toBe(threadsAtStart(WEB_NODE_OPTIONS) + 3);
});
