/* global process, setTimeout, console */
// Run by ../heapGrowth.test.ts in a child Node (`--max-old-space-size=256`, as the Procfile): a
// steady live set and objects that outlive two scavenges before they die, as a render's do; prints
// how many full collections the allocation took. `set` calls setHeapGrowth() first.
import { PerformanceObserver, constants } from 'node:perf_hooks';

let set = null;
if (process.argv[2] === 'set') {
  const { setHeapGrowth } = await import('../../../../shared/heapGrowth.ts');
  set = setHeapGrowth();
}
let major = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major++;
}).observe({ entryTypes: ['gc'] });
const live = Array.from({ length: 250_000 }, (_, i) => ({ i, s: `live ${i}` }));
const ring = new Array(200_000);
for (let i = 0; i < 4_000_000; i++) ring[i % ring.length] = { i, s: `garbage ${i}` };
// the observer's entries arrive after the collection's task
await new Promise((resolve) => setTimeout(resolve, 50));
console.log(JSON.stringify({ major, set, live: live.length }));
