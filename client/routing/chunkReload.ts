/**
 * A route chunk that fails to load (typically after a deployment replaced the hashed files) is
 * recovered by reloading the page, at most once per CHUNK_RELOAD_GUARD_MS per path (SPEC §4, §8),
 * so a chunk that is really gone does not reload forever. The guard lives in sessionStorage.
 */
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants';

export const CHUNK_RELOAD_KEY_PREFIX = 'chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  reload(): void;
}

/** Reloads unless this path was reloaded for a chunk within the guard time; true when it reloaded. */
export function reloadForChunkError(path: string, deps: ReloadDeps): boolean {
  // Without storage no guard survives the reload: reloading could loop, so do not.
  if (!deps.storage) return false;
  const key = `${CHUNK_RELOAD_KEY_PREFIX}${path}`;
  const now = deps.now();
  try {
    const last = Number(deps.storage.getItem(key));
    if (last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    deps.storage.setItem(key, String(now));
  } catch {
    return false; // storage blocked or full: same as none
  }
  deps.reload();
  return true;
}

export function browserReloadDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}
