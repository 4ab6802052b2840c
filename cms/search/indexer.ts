/**
 * Keeps search_documents current. Every code path that writes a page (or its sections and
 * modules), an event, a story or a person calls `reindexObject` after the write; deleting or
 * taking an object offline removes its documents.
 *
 * PLACEHOLDER: implemented by the search work (cms/search/). Keep the signatures.
 */
import type { DbOrTx } from '../db/client';
import type { SearchKind } from '../db/schema/search';

export async function reindexObject(_db: DbOrTx, _kind: SearchKind, _id: number): Promise<void> {}

export async function reindexAll(_db: DbOrTx): Promise<void> {}
