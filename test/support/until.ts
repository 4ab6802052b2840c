/**
 * Waits for a condition instead of a fixed time (docs/testing.md, "Rules for a test that holds on a
 * busy machine"): polls `condition` every `everyMs` (0: every turn of the event loop) and fails
 * with `what` when it has not held within `timeoutMs`.
 */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 20_000, everyMs = 10 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => (everyMs > 0 ? setTimeout(resolve, everyMs) : setImmediate(resolve)));
  }
}
