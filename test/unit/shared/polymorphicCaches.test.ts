/**
 * shared/polymorphicCaches.ts: with the limit set, a property read that has seen eight object shapes
 * stays polymorphic; with V8's own limit (4) it turns megamorphic. Read from V8's print of the
 * function's feedback; an operator's flag on Node's command line is left alone.
 */
import path from 'node:path';
import { POLYMORPHIC_MAP_COUNT, setPolymorphicMapCount } from '../../../shared/polymorphicCaches';
import { v8Print } from '../../support/v8Print';

const workload = path.join(__dirname, 'polymorphicCaches', 'workload.mjs');

async function readFeedback(mode: 'set' | 'default', nodeFlags: string[] = []): Promise<{ state: string | undefined; set: number | null }> {
  const stdout = await v8Print(workload, [mode], nodeFlags);
  const set = JSON.parse(/\{"set":.*\}/.exec(stdout)![0]) as { set: number | null };
  return { state: /LoadProperty (\w+)/.exec(stdout)?.[1], set: set.set };
}

test('a read that has seen eight shapes stays polymorphic with the limit set', async () => {
  const { state, set } = await readFeedback('set');
  expect(set).toBe(POLYMORPHIC_MAP_COUNT);
  expect(state).toBe('POLYMORPHIC');
}, 60_000);

test('with V8’s own limit the same read turns megamorphic', async () => {
  expect((await readFeedback('default')).state).toBe('MEGAMORPHIC');
}, 60_000);

test('an operator’s flag on Node’s command line is left alone', async () => {
  expect(setPolymorphicMapCount(['--max-valid-polymorphic-map-count=2'])).toBeNull();
  expect(setPolymorphicMapCount(['--max_valid_polymorphic_map_count=2'])).toBeNull();
  const given = await readFeedback('set', ['--max-valid-polymorphic-map-count=4']);
  expect(given.set).toBeNull();
  expect(given.state).toBe('MEGAMORPHIC');
}, 60_000);
