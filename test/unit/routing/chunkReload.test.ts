/** A failed chunk reloads the page at most once per CHUNK_RELOAD_GUARD_MS per path (SPEC §4, §8). */
import { CHUNK_RELOAD_GUARD_MS } from '../../../shared/constants';
import { isChunkLoadError, reloadForChunkError } from '../../../client/routing/chunkReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('reloadForChunkError', () => {
  it('reloads once, not again within the guard time, and again after it', () => {
    let now = 1_000_000;
    const reload = jest.fn();
    const deps = { storage: memoryStorage(), now: () => now, reload };
    expect(reloadForChunkError('/de/konzerte', deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloadForChunkError('/de/konzerte', deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadForChunkError('/de/konzerte', deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const reload = jest.fn();
    const deps = { storage: memoryStorage(), now: () => 5000, reload };
    reloadForChunkError('/de/konzerte', deps);
    expect(reloadForChunkError('/de/presse', deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when no guard can be kept (no storage): no reload loop', () => {
    const reload = jest.fn();
    expect(reloadForChunkError('/de', { storage: null, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack chunk failures only', () => {
    const chunk = Object.assign(new Error('Loading chunk route-events failed.\n(missing: /static/route-events.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 974 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('network down'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
