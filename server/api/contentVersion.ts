/**
 * The back end's content version as this process last saw it, and what is kept per version.
 *
 * The back end sends `X-Content-Version` on every answer and bumps it with every write (docs/api.md).
 * Every back-end answer the SSR server receives reports its version here (`onVersion`), and so may
 * anything else that learns it (a poll, a database notification): versions only grow, the highest
 * seen is `currentVersion()`. Listeners (`subscribe`) hear each new version.
 *
 * `createVersionedCache` keeps answers that depend on content only for as long as the version they
 * were fetched at is the current one and was confirmed within a second. A page view uses such an entry only
 * if its own data answers, fetched in the same view, report no newer version (server/api/client.ts,
 * renderPage.tsx): an editor's change is seen by the next view, never a stale navigation next to
 * fresh content.
 */

import { LRUCache } from 'lru-cache';

export type ContentVersion = number;

let current: ContentVersion | null = null;
let seenAt = 0;
const listeners = new Set<(version: ContentVersion) => void>();

/** The highest content version seen, or null before the first back-end answer. */
export function currentVersion(): ContentVersion | null {
  return current;
}

/** When (ms since epoch) a back-end answer last reported the current version: how fresh `currentVersion()` is. */
export function versionSeenAt(): number {
  return seenAt;
}

/**
 * Parses an `X-Content-Version` header value (Node gives a repeated header as an array: the first
 * counts) or a version a body reported: a non-negative safe integer, else null. The one parser of
 * the version: the renderer's answers, the proxy's and the page cache's tracker use it.
 */
export function parseVersion(value: ContentVersion | string | readonly string[] | null | undefined): ContentVersion | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** Records a version seen in a back-end answer (or learnt otherwise); returns it when it is a new current one. */
export function onVersion(value: ContentVersion | string | readonly string[] | null | undefined, at: number = Date.now()): ContentVersion | null {
  const version = parseVersion(value);
  if (version === null) return null;
  if (current !== null && version < current) return null;
  seenAt = at;
  if (version === current) return null;
  current = version;
  for (const listener of listeners) listener(version);
  return version;
}

/** Calls `listener` with every new current version; returns the unsubscribe function. */
export function subscribe(listener: (version: ContentVersion) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the version (tests). */
export function resetVersion(): void {
  current = null;
  seenAt = 0;
}

export interface Versioned<T> {
  value: T;
  /** the version the answer reported, or null when it reported none */
  version: ContentVersion | null;
  /** the answer's size in bytes as sent (Content-Length), for the cache's bound; 0 when unknown */
  bytes?: number;
  /** the back end answered 404 (the error to throw instead of a value) */
  notFound?: Error;
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
 * A per-process cache of back-end answers that depend on content only, valid while their version is
 * the current, recently confirmed one. Bounded in bytes (LRU).
 */
export function createVersionedCache(options: VersionedCacheOptions = {}): VersionedCache {
  const { maxBytes = 16 * 1024 * 1024, freshMs = 1000, expiresAt = () => Infinity, now = Date.now } = options;
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => ENTRY_OVERHEAD_BYTES + (entry.answer.bytes ?? 0),
  });
  const loading = new Map<string, Promise<Versioned<unknown>>>();
  const usable = (entry: Entry | undefined, at: number): entry is Entry =>
    !!entry && entry.answer.version !== null && entry.answer.version === current && at - seenAt < freshMs && at < entry.expiresAt;
  return {
    get<T>(key: string, load: () => Promise<Versioned<T>>): Promise<Versioned<T>> {
      const at = now();
      const entry = entries.get(key);
      if (usable(entry, at)) return Promise.resolve(entry.answer as Versioned<T>);
      let pending = loading.get(key) as Promise<Versioned<T>> | undefined;
      if (!pending) {
        pending = load()
          .then((fresh) => {
            if (fresh.version !== null) entries.set(key, { answer: fresh, expiresAt: expiresAt(now()) });
            else entries.delete(key);
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
    },
  };
}
