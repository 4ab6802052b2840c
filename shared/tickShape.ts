/**
 * Keeps one of Node's tick objects alive for the life of the isolate, so that `process.nextTick`
 * stays on its fast path (Node only; never imported by the browser's code).
 *
 * `process.nextTick` builds each tick as an object literal with two computed keys first
 * (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`). V8 keeps the maps of
 * that literal's shape only weakly, and its define-key feedback holds one map: a full collection at a
 * moment when no tick is pending frees those maps, the next tick makes new ones, and V8 (11.3, Node
 * 20) marks the feedback megamorphic for good. From then on every tick defines its keys through
 * V8's runtime: about 1,300 instructions more per tick, some 30 ticks per cached hit (callgrind:
 * docs/performance.md, "The hit path"). In the server it happened a few seconds after the start,
 * at the first full collection after the content version's requests began. One tick object held
 * here keeps its map, and with it the whole chain of the literal's maps, alive.
 *
 * The tick is taken from an `async_hooks` hook that is enabled for one `nextTick` call and disabled
 * at once: the hook sees each tick object as it is made.
 */
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

const noop = () => {};

/** Holds a tick object of this isolate (once; later calls do nothing); answers whether one is held. */
export function keepTickObjectShape(): boolean {
  if (kept) return true;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(noop);
  } finally {
    hook.disable();
  }
  return kept !== undefined;
}
