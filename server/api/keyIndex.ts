/**
 * Which stored items read which content keys (shared/contentKeys.ts), for a cache that drops by key
 * (./pageCache.ts, server/api/versionedCache.ts): `matching` names every item a change may have
 * touched: those that read one of its keys, and those that read `*`.
 */
import { ALL_KEYS } from '../../shared/contentKeys';

export interface KeyIndex {
  add(id: string, keys: Iterable<string>): void;
  remove(id: string): void;
  /** the items a change of `changed` touches */
  matching(changed: ReadonlySet<string>): Set<string>;
  clear(): void;
}

export function createKeyIndex(): KeyIndex {
  const byKey = new Map<string, Set<string>>();
  const byItem = new Map<string, readonly string[]>();
  const remove = (id: string) => {
    const keys = byItem.get(id);
    if (!keys) return;
    byItem.delete(id);
    for (const key of keys) {
      const items = byKey.get(key);
      items?.delete(id);
      if (items?.size === 0) byKey.delete(key);
    }
  };
  return {
    add(id, keys) {
      remove(id);
      const unique = [...new Set(keys)];
      byItem.set(id, unique);
      for (const key of unique) {
        let items = byKey.get(key);
        if (!items) byKey.set(key, (items = new Set()));
        items.add(id);
      }
    },
    remove,
    matching(changed) {
      const found = new Set<string>();
      if (changed.size === 0) return found;
      for (const key of changed.has(ALL_KEYS) ? byKey.keys() : [...changed, ALL_KEYS]) for (const id of byKey.get(key) ?? []) found.add(id);
      return found;
    },
    clear() {
      byKey.clear();
      byItem.clear();
    },
  };
}
