import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { chooseMode, MODES, USAGE } from '../../../scripts/bench/modes';

const flagOf = (argv: string[]) => {
  const choice = chooseMode(argv);
  return choice.kind === 'mode' ? choice.mode.flag : choice.kind;
};

test('the bench picks the mode its flag names, with its options beside it', () => {
  expect(flagOf(['--hit', '--rounds', '5'])).toBe('--hit');
  expect(flagOf(['--hit', '--instructions'])).toBe('--hit');
  expect(flagOf(['--uncached', '--databases', 'pglite'])).toBe('--uncached');
  // the sale runs on the cluster's set-up: `--cluster --sale` is the sale
  expect(flagOf(['--cluster', '--sale'])).toBe('--sale');
  expect(flagOf(['--cluster'])).toBe('--cluster');
});

test('without a mode the default run starts; --js is its own option', () => {
  expect(flagOf([])).toBe('default');
  expect(flagOf(['--js'])).toBe('default');
});

test('--help lists every mode, and an unknown option is refused rather than starting the default run', () => {
  expect(chooseMode(['--help'])).toEqual({ kind: 'help' });
  expect(chooseMode(['--hit', '-h'])).toEqual({ kind: 'help' });
  for (const mode of MODES) expect(USAGE).toContain(`  ${mode.flag}`);
  expect(chooseMode(['--hitt'])).toEqual({ kind: 'unknown', flag: '--hitt' });
});

test('npm run bench -- --help prints the usage and exits at once', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/bench/index.ts', '--help'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('Usage: npm run bench');
  expect(result.stdout).toContain('--lighthouse');
});

test('a reader that goes away does not end the bench with an error (its servers would be left running)', async () => {
  const root = path.join(__dirname, '..', '..', '..');
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/bench/index.ts', '--help'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  // the pipe closed before anything was read
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  expect([code, stderr]).toEqual([0, '']);
});
