/**
 * The V8 settings a server process makes for itself at start (Node only; never imported by the
 * browser's code), the same for the site server (`server/index.ts`) and the standalone back end
 * (`cms/main.ts`). Called before any other work: V8's flags are the process's, so a worker thread
 * started later (the embedded back end's) sees them; the tick object is this isolate's, and a
 * worker holds its own (`server/cms/workerThread.ts`).
 */
import { setHeapGrowth } from './heapGrowth';
import { setPolymorphicMapCount } from './polymorphicCaches';
import { keepTickObjectShape } from './tickShape';

export function tuneProcess(): void {
  setHeapGrowth();
  setPolymorphicMapCount();
  keepTickObjectShape();
}
