/**
 * Copies of modules inserted parents first: a list's entries go in after the list, under its copy.
 * A version restore and a translation copy both write modules this way. `insert` writes one copy
 * under `parentId` (the parent's copy, or null when the module has no parent among `rows`) and
 * returns its id; the result maps each source id to its copy's.
 */
export async function insertParentsFirst<M extends { id: number; parent_id: number | null }>(
  rows: readonly M[],
  insert: (row: M, parentId: number | null) => Promise<number>,
): Promise<Map<number, number>> {
  const copies = new Map<number, number>();
  const present = new Set(rows.map((m) => m.id));
  let pending = [...rows];
  while (pending.length) {
    const ready = pending.filter((m) => m.parent_id === null || !present.has(m.parent_id) || copies.has(m.parent_id));
    if (ready.length === 0) break; // a cycle cannot come from our writes; drop what is left
    for (const m of ready) copies.set(m.id, await insert(m, m.parent_id === null ? null : (copies.get(m.parent_id) ?? null)));
    pending = pending.filter((m) => !copies.has(m.id));
  }
  return copies;
}
