/**
 * The bookkeeping of every page-editor write.
 *
 * Every write (section, module, reorder, restore) runs `contentWrite` inside ONE transaction:
 * lock the owner, baseline, the change, the version (cms/content/pageVersions.ts), reindexObject().
 * If anything fails, nothing of it stays.
 */
import type { SessionUser } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { SEARCH_KINDS, type SearchKind } from '../../db/schema/search';
import { reindexObject } from '../../search/indexer';
import { isDrafted, markDraft } from '../../content/drafts';
import { currentEditAction, reportWrite } from '../../http/writeScope';
import { loadPageRow, lockPage } from '../../content/pageState';
import { ensureBaseline, recordVersion } from '../../content/pageVersions';
import type { SectionOwner } from '../../content/tree';

const isSearchKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);

/**
 * Run a write of sections/modules in one transaction with its bookkeeping. `owner` is resolved
 * INSIDE the transaction (it may need the locked section); null = nothing to version or reindex.
 */
export async function contentWrite<T>(
  db: Db,
  user: SessionUser,
  note: string | ((result: T) => string),
  work: (tx: Tx, bookkeeping: { before(owner: SectionOwner | null): Promise<void> }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const owners: SectionOwner[] = [];
    const result = await work(tx, {
      async before(owner) {
        if (!owner || owners.some((o) => o.content_type === owner.content_type && o.object_id === owner.object_id)) return;
        owners.push(owner);
        if (owner.content_type === 'page' && owner.object_id !== null) {
          // serialises concurrent writes of one page, so versions are taken in order
          await lockPage(tx, owner.object_id);
          await ensureBaseline(tx, owner.object_id);
        }
        // the change goes into the owner's draft: visitors keep seeing what is published
        await markDraft(tx, owner, user.id);
      },
    });
    // drafted owners only: nothing visitors see changed (no content version bump); anything else counts
    reportWrite(owners.length > 0 && owners.every(isDrafted));
    const text = typeof note === 'function' ? note(result) : note;
    for (const owner of owners) {
      if (owner.object_id === null) continue;
      if (owner.content_type === 'page' && (await loadPageRow(tx, owner.object_id))) {
        await recordVersion(tx, owner.object_id, user.id, text, currentEditAction());
      }
      if (isSearchKind(owner.content_type)) await reindexObject(tx, owner.content_type, owner.object_id);
    }
    return result;
  });
}
