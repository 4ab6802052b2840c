/** The back-end answers a site keeps per content version (server/api/versionedCache.ts). */
import pino from 'pino';
import { createContentVersion } from '../../../server/api/contentVersion';
import { createVersionedCache } from '../../../server/api/versionedCache';

const tracker = (now: () => number = Date.now) => createContentVersion({ cmsUrl: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }), now });

describe('answers kept per version', () => {
  it('serves a cached answer while its version is the current one, and loads it again after a change', async () => {
    const version = tracker();
    const cache = createVersionedCache({ version });
    let loads = 0;
    const load = async () => ({ value: `navigation ${++loads}`, version: version.latest });
    version.observe(3);
    expect((await cache.get('nav', load)).value).toBe('navigation 1');
    expect((await cache.get('nav', load)).value).toBe('navigation 1');
    // an editor's change: the next answer reports a new version
    version.observe(4);
    expect((await cache.get('nav', load)).value).toBe('navigation 2');
    expect((await cache.get('nav', load)).value).toBe('navigation 2');
    expect(loads).toBe(2);
  });

  it('follows its own site’s version only', async () => {
    const mine = tracker();
    const other = tracker();
    const cache = createVersionedCache({ version: mine });
    mine.observe(7);
    other.observe(500);
    let loads = 0;
    const load = async () => ({ value: ++loads, version: 7 });
    await cache.get('k', load);
    expect((await cache.get('k', load)).value).toBe(1);
  });

  it('shares one load between overlapping requests, keeps no failure and nothing without a version', async () => {
    const version = tracker();
    const cache = createVersionedCache({ version });
    version.observe(1);
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
    const version = tracker();
    // each entry counts its size as sent plus 256 bytes of bookkeeping
    const cache = createVersionedCache({ version, maxBytes: 2 * (256 + 1000) });
    version.observe(1);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ value: key, version: 1, bytes: 1000 }));
    expect(cache.size).toBe(2);
  });

  it('uses a kept answer only while the version was confirmed recently and until its end', async () => {
    let clock = 1_000_000;
    const version = tracker(() => clock);
    const cache = createVersionedCache({ version, freshMs: 1000, expiresAt: (now) => now + 60_000, now: () => clock });
    let loads = 0;
    const load = async () => ({ value: ++loads, version: 5 });
    version.observe(5);
    expect((await cache.get('k', load)).value).toBe(1);
    clock += 999;
    expect((await cache.get('k', load)).value).toBe(1);
    // nothing confirmed version 5 for a second: another instance may have changed the content
    clock += 1;
    expect((await cache.get('k', load)).value).toBe(2);
    version.observe(5);
    expect((await cache.get('k', load)).value).toBe(2);
    // the entry's own end (the next midnight in Berlin in the renderer)
    clock += 60_000;
    version.observe(5);
    expect((await cache.get('k', load)).value).toBe(3);
  });
});
