/**
 * Runs a workload script in a child Node with V8's natives syntax (`%DebugPrint`) and returns what it
 * wrote. Into a file, not a pipe: V8's print goes through C's stdio, which loses what a pipe
 * cannot take at once. Fails the test unless the child exits with 0.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../..');

export async function v8Print(workload: string, args: string[], nodeFlags: string[] = []): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v8-print-'));
  const file = path.join(dir, 'out.txt');
  const out = fs.openSync(file, 'w');
  try {
    const child = spawn(process.execPath, ['--allow-natives-syntax', ...nodeFlags, '--import', 'tsx', workload, ...args], { cwd: projectRoot, stdio: ['ignore', out, 'inherit'] });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    return fs.readFileSync(file, 'utf8');
  } finally {
    fs.closeSync(out);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
