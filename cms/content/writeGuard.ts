/**
 * The runtime half of the one write path (cms/write/contentWrite.ts): the transactions it opened
 * are known here, and the writers of sections and modules refuse any other, so a content write that
 * skips the path's locking, versions, drafts and search fails at once (in every test that reaches
 * it) instead of leaving a page without history or a stale search index.
 */
import type { DbOrTx } from '../db/client';

const open = new WeakSet<object>();

/** cms/write/contentWrite.ts: `tx` is a transaction of the content-write path. */
export function openContentWrite(tx: DbOrTx): void {
  open.add(tx);
}

/** Throws unless `tx` was opened by the content-write path (cms/write/contentWrite.ts). */
export function assertInContentWrite(tx: DbOrTx, what: string): void {
  if (!open.has(tx)) throw new Error(`${what} outside the content-write path: run it through cms/write/contentWrite.ts`);
}
