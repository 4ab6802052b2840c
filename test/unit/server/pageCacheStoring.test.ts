import { createPageCache } from '../../../server/cache/pageCache';
import type { ContentVersion } from '../../../server/api/contentVersion';
import type { Logger } from '../../../server/logger';
import { until } from '../../support/until';

const version = { current: 7, latest: 7, applied: 7, onChange: () => () => true, touchedSince: () => false } as unknown as ContentVersion;
const logger = { error: () => undefined } as unknown as Logger;
const page = (n: number) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(`<p>page ${n}</p>`.repeat(2000)), keys: ['nav'], expiresAt: Date.now() + 60_000 });

describe('storing rendered pages', () => {
  it('compresses at most maxStoring pages at once; a page rendered beyond that is served, not kept', async () => {
    const cache = createPageCache({ version, logger, maxBytes: 64 * 1024 * 1024, maxStoring: 2 });
    for (let n = 0; n < 5; n++) cache.store({ key: `/de/konzerte?query=${n}`, url: `/de/konzerte?query=${n}`, version: 7 }, page(n));
    expect(cache.stats.storing).toBe(2);
    expect(cache.stats.notStored).toBe(3);
    await until('nothing left storing', () => cache.stats.storing === 0);
    expect(cache.stats.stored).toBe(2);
    // once the compressions are done, pages are kept again
    cache.store({ key: '/de/konzerte?query=5', url: '/de/konzerte?query=5', version: 7 }, page(5));
    await until('nothing left storing', () => cache.stats.storing === 0);
    expect(cache.stats.stored).toBe(3);
    expect(cache.stats.entries).toBe(3);
  });
});
