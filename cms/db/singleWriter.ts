/**
 * Databases written by this process only: the embedded PGlite, held by its lock file
 * (cms/db/client.ts registers it when it opens it). What such a database holds cannot change behind
 * this process's back, so what it last read may be kept until it writes (cms/db/contentVersion.ts).
 */
const singleWriter = new WeakSet<object>();

export function markSingleWriter(db: object): void {
  singleWriter.add(db);
}

export function isSingleWriter(db: object): boolean {
  return singleWriter.has(db);
}
