/* global process, console */
// Run by ../polymorphicCaches.test.ts: node --allow-natives-syntax --import tsx workload.mjs set|default
// One property read that sees eight object shapes, as Node's HTTP code sees the server's requests
// and responses; then V8's own print of the function's feedback and what was set.
import { setPolymorphicMapCount } from '../../../../shared/polymorphicCaches.ts';

const set = process.argv[2] === 'set' ? setPolymorphicMapCount() : null;
const read = (object) => object.status;
const shapes = Array.from({ length: 8 }, (_, i) => ({ status: 200, [`extra${i}`]: i }));
for (let round = 0; round < 50; round++) for (const object of shapes) read(object);
// natives syntax parsed by V8 itself, not by the loader
new Function('f', '%DebugPrint(f)')(read);
console.log(JSON.stringify({ set }));
