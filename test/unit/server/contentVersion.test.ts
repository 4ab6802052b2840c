/** The per-process content version and the answers kept per version (server/api/contentVersion.ts). */
import { createVersionedCache, currentVersion, onVersion, parseVersion, resetVersion, subscribe } from '../../../server/api/contentVersion';

beforeEach(() => resetVersion());

describe('content version', () => {
  it('keeps the highest version seen, tells listeners of each new one, and ignores what is not a version', () => {
    const heard: number[] = [];
    const unsubscribe = subscribe((version) => heard.push(version));
    expect(currentVersion()).toBeNull();
    onVersion('7');
    onVersion(5); // an older answer arriving late
    onVersion('x');
    onVersion(null);
    onVersion(7);
    onVersion(8);
    unsubscribe();
    onVersion(9);
    expect(currentVersion()).toBe(9);
    expect(heard).toEqual([7, 8]);
    expect(parseVersion(' 12 ')).toBe(12);
    expect(parseVersion('-1')).toBeNull();
  });

  it('parses a header as Node gives it (a repeated one as an array: the first counts) and a number a body reported', () => {
    expect(parseVersion(['14', '15'])).toBe(14);
    expect(parseVersion([])).toBeNull();
    expect(parseVersion(7)).toBe(7);
    expect(parseVersion(-3)).toBeNull();
    expect(parseVersion(1.5)).toBeNull();
    expect(parseVersion('1e3')).toBeNull();
    expect(parseVersion(undefined)).toBeNull();
  });

  it('serves a cached answer while its version is the current one, and loads it again after a change', async () => {
    const cache = createVersionedCache();
    let loads = 0;
    const load = async () => ({ value: `navigation ${++loads}`, version: currentVersion() });
    onVersion(3);
    expect((await cache.get('nav', load)).value).toBe('navigation 1');
    expect((await cache.get('nav', load)).value).toBe('navigation 1');
    // an editor's change: the next answer reports a new version
    onVersion(4);
    expect((await cache.get('nav', load)).value).toBe('navigation 2');
    expect((await cache.get('nav', load)).value).toBe('navigation 2');
    expect(loads).toBe(2);
  });

  it('shares one load between overlapping requests, keeps no failure and nothing without a version', async () => {
    const cache = createVersionedCache();
    onVersion(1);
    let loads = 0;
    const slow = () => new Promise<{ value: number; version: number }>((resolve) => setImmediate(() => resolve({ value: ++loads, version: 1 })));
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a.value, b.value]).toEqual([1, 1]);
    await expect(cache.get('failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('failing', async () => ({ value: 'ok', version: 1 }))).value).toBe('ok');
    await cache.get('unversioned', async () => ({ value: 1, version: null }));
    expect((await cache.get('unversioned', async () => ({ value: 2, version: null }))).value).toBe(2);
  });

  it('is bounded in bytes', async () => {
    // each entry counts its size as sent plus 256 bytes of bookkeeping
    const cache = createVersionedCache({ maxBytes: 2 * (256 + 1000) });
    onVersion(1);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ value: key, version: 1, bytes: 1000 }));
    expect(cache.size).toBe(2);
  });

  it('uses a kept answer only while the version was confirmed recently and until its end', async () => {
    let clock = 1_000_000;
    const cache = createVersionedCache({ freshMs: 1000, expiresAt: (now) => now + 60_000, now: () => clock });
    let loads = 0;
    const load = async () => ({ value: ++loads, version: 5 });
    onVersion(5, clock);
    expect((await cache.get('k', load)).value).toBe(1);
    clock += 999;
    expect((await cache.get('k', load)).value).toBe(1);
    // nothing confirmed version 5 for a second: another instance may have changed the content
    clock += 1;
    expect((await cache.get('k', load)).value).toBe(2);
    onVersion(5, clock);
    expect((await cache.get('k', load)).value).toBe(2);
    // the entry's own end (the next midnight in Berlin in the renderer)
    clock += 60_000;
    onVersion(5, clock);
    expect((await cache.get('k', load)).value).toBe(3);
  });
});
