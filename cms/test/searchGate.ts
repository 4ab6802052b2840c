/** Filling a test back end's search gate (cms/search/searchGate.ts), for the tests of what a busy search answers. */
import { searchGateOf, type SearchGate } from '../search/searchGate';
import type { TestCms } from './createTestCms';

/** Takes every place of the back end's gate and `waiting` places in its line until `release()`. */
export function occupySearchGate(cms: TestCms, waiting: number): { gate: SearchGate; release(): Promise<unknown> } {
  const gate = searchGateOf(cms.db, cms.config.searchConcurrency);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: cms.config.searchConcurrency + waiting }, () => gate.run(() => held, 'de'));
  return { gate, release: () => (release(), Promise.all(holders)) };
}
