/**
 * shared/tickShape.ts: with a tick object held, a full collection with no tick pending leaves
 * `process.nextTick`'s literal on its monomorphic feedback; without it, the same sequence turns that
 * feedback megamorphic (what the hold prevents). Read from V8's own print of the function's feedback.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const workload = path.join(__dirname, 'tickShape', 'workload.mjs');

async function literalFeedback(mode: 'keep' | 'leave'): Promise<{ states: string[]; held: boolean }> {
  // into a file: V8's print is written by C's stdio, which loses what a pipe cannot take at once
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tick-shape-')), 'out.txt');
  const out = fs.openSync(file, 'w');
  try {
    const child = spawn(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', workload, mode], { cwd: path.resolve(__dirname, '../../..'), stdio: ['ignore', out, 'inherit'] });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  } finally {
    fs.closeSync(out);
  }
  const stdout = fs.readFileSync(file, 'utf8');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const states = [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]);
  // V8's print and the script's own line reach the pipe in either order
  return { states, held: /\{"held":true\}/.test(stdout) };
}

test('a held tick object keeps nextTick’s object literal monomorphic through a full collection', async () => {
  const kept = await literalFeedback('keep');
  expect(kept.held).toBe(true);
  // the literal's keys: the two computed ones and the two named ones after them
  expect(kept.states.length).toBeGreaterThanOrEqual(2);
  expect(kept.states.every((state) => state === 'MONOMORPHIC')).toBe(true);
}, 60_000);

test('without it, the same ticks and collection turn that feedback megamorphic', async () => {
  const left = await literalFeedback('leave');
  expect(left.held).toBe(false);
  expect(left.states).toContain('MEGAMORPHIC');
}, 60_000);
