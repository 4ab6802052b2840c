/**
 * `npm test`: every check of the project, as fast as two cores allow.
 *   1. at once: the type check, lint (with the import-cycle check), the production build when it
 *      is stale and the seed pictures' renditions when they are not cached — independent jobs, each
 *      printed whole when it ends;
 *   2. then one Jest run of all projects (unit, server, e2e, cms on PGlite, cms-pg on PostgreSQL),
 *      which ends with the ten slowest test files (test/support/slowestFiles.js).
 * Arguments after `--` go to Jest (`npm test -- --selectProjects unit`). Exits non-zero when any part fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './lib/root';

interface Job {
  name: string;
  command: string;
  args: string[];
}

const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name);

const STATIC_JOBS: Job[] = [
  // TypeScript 7, the native compiler (package alias typescript-7): the same checks as TypeScript 6 in a
  // third of its time; 6 stays the `typescript` package for the tools that need its JS API (typescript-eslint)
  { name: 'typecheck', command: process.execPath, args: [path.join(projectRoot, 'node_modules', 'typescript-7', 'bin', 'tsc'), '--noEmit'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'build', command: bin('tsx'), args: ['scripts/build.ts', '--if-stale'] },
  // the demo pictures' renditions, encoded once for the three seeds of the Jest run (cms/seed/testing.ts)
  { name: 'seed pictures', command: bin('tsx'), args: ['scripts/warmSeedMedia.ts'] },
];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs a job with its output collected, printed in one piece when it ends. */
function runCollected(job: Job): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      output += String(error);
    });
    child.on('close', (code) => {
      const ok = code === 0;
      process.stdout.write(`\n── ${job.name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds(started)}\n${ok && job.name !== 'build' ? '' : output}`);
      resolve(ok);
    });
  });
}

function runInherited(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const results = await Promise.all(STATIC_JOBS.map(runCollected));
  if (results.includes(false)) {
    process.stdout.write(`\nnpm test: ${STATIC_JOBS.filter((_, i) => !results[i]).map((j) => j.name).join(', ')} failed; the Jest run did not start (${seconds(started)}).\n`);
    process.exit(1);
  }
  const jestArgs = process.argv.slice(2);
  const code = await runInherited(process.execPath, [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    path.join(projectRoot, 'node_modules', 'jest', 'bin', 'jest.js'),
    // snapshots must match: a missing one fails instead of being written
    '--ci',
    ...jestArgs,
  ]);
  process.stdout.write(`npm test: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} in all.\n`);
  process.exit(code);
}

void main();
