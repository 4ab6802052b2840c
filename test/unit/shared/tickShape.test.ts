/**
 * shared/tickShape.ts: with a tick object held, a full collection with no tick pending leaves
 * `process.nextTick`'s literal on its monomorphic feedback; without it, the same sequence turns that
 * feedback megamorphic (what the hold prevents). Read from V8's own print of the function's feedback.
 */
import path from 'node:path';
import { v8Print } from '../../support/v8Print';

const workload = path.join(__dirname, 'tickShape', 'workload.mjs');

async function literalFeedback(mode: 'keep' | 'leave'): Promise<{ states: string[]; held: boolean }> {
  const stdout = await v8Print(workload, [mode], ['--expose-gc']);
  const states = [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]);
  // V8's print and the script's own line reach the file in either order
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
