/**
 * Keeps search_documents current. Every code path that writes a page (or its sections and
 * modules), an event, a story or a person (and subscriptions and press directories) calls
 * `reindexObject` after the write; deleting or taking an object offline removes its documents.
 *
 *   await reindexObject(db, 'event', event.id);   // after insert / update / delete / offline
 *   await reindexObjects(db, 'page', childIds);    // many at once (a parent's slug changed...)
 *   await reindexAll(db);                          // after a seed or an import
 *
 * What else makes documents stale: a page's path changes with an ancestor's slug (reindex the
 * descendants); an event's body names its venue, genre, tags and performers, a story's its
 * categories and tags, a person's its categories (reindex the objects using a renamed one); a
 * page's body holds the published text of the reusable sections it places (cms/write/contentWrite.ts
 * reindexes the pages that show one when what visitors see of it changes).
 *
 * Documents are built by cms/search/documents.ts (which fields count, which URL) and upserted
 * by (kind, object_id, locale); `tsv` is a generated column (cms/db/schema/search.ts).
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { search_documents, SEARCH_KINDS, type SearchKind } from '../db/schema/search';
import { buildDocuments, type SearchDocument } from './documents';

/** Upserts in chunks (keeps statements small on both drivers). */
const CHUNK = 200;

async function upsert(db: DbOrTx, docs: readonly SearchDocument[]): Promise<void> {
  for (let i = 0; i < docs.length; i += CHUNK) {
    await db
      .insert(search_documents)
      .values(docs.slice(i, i + CHUNK).map((d) => ({ ...d })))
      .onConflictDoUpdate({
        target: [search_documents.kind, search_documents.object_id, search_documents.locale],
        set: {
          title: sql`excluded.title`,
          url: sql`excluded.url`,
          body: sql`excluded.body`,
          sort_at: sql`excluded.sort_at`,
          updated_at: sql`now()`,
        },
      });
  }
}

export async function reindexObject(db: DbOrTx, kind: SearchKind, id: number): Promise<void> {
  const docs = await buildDocuments(db, kind, [id]);
  const mine = and(eq(search_documents.kind, kind), eq(search_documents.object_id, id));
  if (docs.length === 0) {
    await db.delete(search_documents).where(mine);
    return;
  }
  // a locale the object no longer has (e.g. a page whose English path was removed) loses its document
  await db.delete(search_documents).where(and(mine, notInArray(search_documents.locale, docs.map((d) => d.locale))));
  await upsert(db, docs);
}

/**
 * Reindexes many objects of one kind at once (e.g. the descendants of a page whose slug changed,
 * or the events of a venue that was renamed): batched reads, documents of objects that are gone
 * or offline are removed.
 */
export async function reindexObjects(db: DbOrTx, kind: SearchKind, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const docs = await buildDocuments(db, kind, unique);
  const kept = new Set(docs.map((d) => `${d.object_id}:${d.locale}`));
  const existing = await db
    .select({ object_id: search_documents.object_id, locale: search_documents.locale })
    .from(search_documents)
    .where(and(eq(search_documents.kind, kind), inArray(search_documents.object_id, unique)));
  for (const row of existing) {
    if (!kept.has(`${row.object_id}:${row.locale}`)) {
      await db
        .delete(search_documents)
        .where(and(eq(search_documents.kind, kind), eq(search_documents.object_id, row.object_id), eq(search_documents.locale, row.locale)));
    }
  }
  await upsert(db, docs);
}

/** Rebuilds the whole index in one transaction (searches see the old index until it commits). */
export async function reindexAll(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(search_documents);
    for (const kind of SEARCH_KINDS) {
      await upsert(tx, await buildDocuments(tx, kind, null));
    }
  });
}
