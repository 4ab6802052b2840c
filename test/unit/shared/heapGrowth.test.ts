import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { HEAP_GROWING_PERCENT, setHeapGrowth } from '../../../shared/heapGrowth';

const run = promisify(execFile);
const workload = path.join(__dirname, 'heapGrowth', 'workload.mjs');

async function fullCollections(mode: 'set' | 'default', extraArgs: string[] = []): Promise<{ major: number; set: number | null }> {
  const { stdout } = await run(process.execPath, ['--max-old-space-size=256', ...extraArgs, '--import', 'tsx', workload, mode], { cwd: path.resolve(__dirname, '../../..') });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { major: number; set: number | null };
}

describe('the old generation’s growth under the Procfile’s heap cap', () => {
  it('makes at most 70 % of the full collections for the same allocation (V8 alone grows a 256 MB heap by 1.3)', async () => {
    const before = await fullCollections('default');
    const after = await fullCollections('set');
    expect(after.set).toBe(HEAP_GROWING_PERCENT);
    expect(before.major).toBeGreaterThanOrEqual(8);
    expect(after.major).toBeLessThanOrEqual(Math.floor(before.major * 0.7));
  }, 60_000);

  it('leaves an operator’s own flag on Node’s command line alone', async () => {
    expect(setHeapGrowth(['--heap-growing-percent=50'])).toBeNull();
    expect(setHeapGrowth(['--heap_growing_percent=50'])).toBeNull();
    const given = await fullCollections('set', ['--heap-growing-percent=0']);
    expect(given.set).toBeNull();
  }, 60_000);
});
