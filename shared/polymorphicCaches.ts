/**
 * How many object shapes one of V8's inline caches follows before it gives up on them (Node only;
 * never imported by the browser's code).
 *
 * A property access in optimised code keeps the maps (shapes) of the objects it has seen: one is
 * monomorphic, up to V8's `--max-valid-polymorphic-map-count` (4) polymorphic, checked in line; one
 * more and the access is megamorphic for good, a lookup in V8's global stub cache on every call.
 * Node's HTTP and stream code is shared by everything the server's isolate runs: the page cache's
 * hits, Express's requests and responses (each given Express's prototypes and the properties its
 * middleware adds), React's streams, zlib, the proxy's client requests. So its accesses see more
 * than four shapes, and every cached hit then paid the megamorphic lookups in `parserOnIncoming`,
 * `_storeHeader`, `resOnFinish`, `Readable.on` and the like; a bare Node server, whose isolate
 * never saw another shape, does not. With 16 those accesses stay polymorphic: 3–12 % more cached
 * hits a second than the same build without it, the two loaded at once on one core
 * (docs/performance.md, "The hit path").
 */
import { setV8Flag } from './v8Flag';

export const POLYMORPHIC_MAP_COUNT = 16;

/** Sets V8's limit for every isolate of the process, unless Node's command line gave one; the value set, or null. */
export const setPolymorphicMapCount = (execArgv: readonly string[] = process.execArgv): number | null =>
  setV8Flag('--max-valid-polymorphic-map-count', POLYMORPHIC_MAP_COUNT, execArgv);
