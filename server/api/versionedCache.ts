/**
 * Back-end answers kept until a change touches them (server/api/client.ts): `createVersionedCache`
 * keeps answers that depend on content only until a content change touches one of the content keys
 * the answer names (X-Content-Keys; a change of unknown keys, or an answer naming none, drops it:
 * issue 40), and uses them only while the site's tracker (contentVersion.ts) confirmed its version
 * within a second. A page view uses
 * such an entry only if its own data answers, fetched in the same view, report no newer version
 * (server/api/client.ts, renderPage.tsx): an editor's change is seen by the next view, never a stale
 * navigation next to fresh content.
 */

import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './contentVersion';
import { ALL_KEYS } from '../../shared/contentKeys';
import { createKeyIndex } from './keyIndex';

export interface Versioned<T> {
  value: T;
  /** the version the answer reported, or null when it reported none */
  version: number | null;
  /** the answer's size in bytes as sent (Content-Length), for the cache's bound; 0 when unknown */
  bytes?: number;
  /** the back end answered 404 (the error to throw instead of a value) */
  notFound?: Error;
  /** the content keys the answer read (null or unset: unknown, `*`) */
  keys?: readonly string[] | null;
}

export interface VersionedCache {
  /**
   * The value under `key` when it was fetched at the current version and that version was confirmed
   * within `freshMs`; otherwise `load`'s (one load per key at a time), kept if its version is known.
   * Failures are not kept.
   */
  get<T>(key: string, load: () => Promise<Versioned<T>>): Promise<Versioned<T>>;
  readonly size: number;
  clear(): void;
}

export interface VersionedCacheOptions {
  /** the site's content version: the newest seen and when an answer last reported it */
  version: Pick<ContentVersion, 'latest' | 'seenAt' | 'onChange' | 'touchedSince'>;
  /** the bound: the answers' sizes as sent, in bytes */
  maxBytes?: number;
  /**
   * How recently a back-end answer (or the content-version poll) must have confirmed the current
   * version for a kept answer to be used: the longest a change made through another instance can go
   * unseen (issue 14: within 1 s on every instance).
   */
  freshMs?: number;
  /** kept answers also end at this moment (the next midnight in Berlin: "today" in a default filter) */
  expiresAt?: (now: number) => number;
  now?: () => number;
}

/** Kept answers: their value, version and when they stop being used. */
interface Entry {
  answer: Versioned<unknown>;
  expiresAt: number;
}

/** Smallest size an entry counts for: its key and bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * A site's cache of back-end answers that depend on content only, valid while their version is
 * the current, recently confirmed one. Bounded in bytes (LRU).
 */
export function createVersionedCache(options: VersionedCacheOptions): VersionedCache {
  const { version, maxBytes = 16 * 1024 * 1024, freshMs = 1000, expiresAt = () => Infinity, now = Date.now } = options;
  const index = createKeyIndex();
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => ENTRY_OVERHEAD_BYTES + (entry.answer.bytes ?? 0),
    dispose: (_entry, key, reason) => {
      if (reason !== 'set') index.remove(key);
    },
  });
  version.onChange((keys) => {
    if (keys === null) {
      entries.clear();
      index.clear();
      return;
    }
    for (const key of index.matching(keys)) {
      entries.delete(key);
      index.remove(key);
    }
  });
  const keysOf = (answer: Versioned<unknown>) => answer.keys ?? [ALL_KEYS];
  const loading = new Map<string, Promise<Versioned<unknown>>>();
  // kept answers are dropped as soon as a change touches them
  const usable = (entry: Entry | undefined, at: number): entry is Entry => !!entry && at - version.seenAt < freshMs && at < entry.expiresAt;
  return {
    get<T>(key: string, load: () => Promise<Versioned<T>>): Promise<Versioned<T>> {
      const at = now();
      const entry = entries.get(key);
      if (usable(entry, at)) return Promise.resolve(entry.answer as Versioned<T>);
      let pending = loading.get(key) as Promise<Versioned<T>> | undefined;
      if (!pending) {
        pending = load()
          .then((fresh) => {
            // kept unless a change heard since the version it was read at touched it
            if (fresh.version !== null && !version.touchedSince(fresh.version, keysOf(fresh))) {
              entries.set(key, { answer: fresh, expiresAt: expiresAt(now()) });
              index.add(key, keysOf(fresh));
            } else entries.delete(key);
            return fresh;
          })
          .finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      index.clear();
    },
  };
}
