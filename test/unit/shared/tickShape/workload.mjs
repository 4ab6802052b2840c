/* global process, setTimeout, console */
// Run by ../tickShape.test.ts: node --allow-natives-syntax --expose-gc --import tsx workload.mjs keep|leave
// Ticks, a full collection with none pending, more ticks; then V8's own print of process.nextTick
// (its feedback, on stdout) and whether a tick object was held.
import { keepTickObjectShape } from '../../../../shared/tickShape.ts';

const held = process.argv[2] === 'keep' ? keepTickObjectShape() : false;
const ticks = async (count) => {
  for (let i = 0; i < count; i++) {
    await new Promise((resolve) => process.nextTick(resolve));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};
await ticks(20);
globalThis.gc();
await new Promise((resolve) => setTimeout(resolve, 10));
await ticks(5);
// natives syntax parsed by V8 itself, not by the loader
new Function('f', '%DebugPrint(f)')(process.nextTick);
console.log(JSON.stringify({ held }));
