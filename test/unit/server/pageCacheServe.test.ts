import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createPageCache } from '../../../server/cache/pageCache';
import type { ContentVersion } from '../../../server/api/contentVersion';
import type { Logger } from '../../../server/logger';
import { until } from '../../support/until';

const version = { current: 7, latest: 7, applied: 7, onChange: () => () => true, touchedSince: () => false } as unknown as ContentVersion;
const logger = { error: () => undefined } as unknown as Logger;

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/** One request through the cache: what it wrote (a copy of the headers as they were at writeHead), or 'next' when the app would render. */
function ask(cache: ReturnType<typeof createPageCache>, headers: Record<string, string> = {}, method = 'GET'): Answer | 'next' {
  let answer: Answer | 'next' = 'next';
  const req = { url: '/de/konzerte', method, headers, socket: {} } as unknown as IncomingMessage;
  const res = {
    writeHead(status: number, written: OutgoingHttpHeaders) {
      answer = { status, headers: { ...written } };
      return this;
    },
    end(body?: Buffer) {
      if (answer !== 'next') answer.body = body;
    },
    // the miss waits for its response's close to let others render the page
    once() {
      return this;
    },
  } as unknown as ServerResponse;
  cache.handle(req, res, () => undefined);
  return answer;
}

describe('a hit', () => {
  it('says its age in whole seconds on every answer, the 304 too, and picks the encoding the request accepts', async () => {
    let clock = Date.parse('2026-12-07T10:00:00Z');
    const cache = createPageCache({ version, logger, maxBytes: 16 * 1024 * 1024, now: () => clock });
    expect(ask(cache)).toBe('next');
    const html = '<p>Konzerte</p>'.repeat(500);
    cache.store({ key: '|/de/konzerte', url: '/de/konzerte', version: 7 }, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(html), keys: ['events'], expiresAt: clock + 3_600_000 });
    await until('the page is stored', () => cache.stats.stored === 1);

    const first = ask(cache) as Answer;
    expect([first.status, first.headers.age, first.headers['x-cache'], first.headers['content-encoding'], first.body?.toString()]).toEqual([200, '0', 'HIT', undefined, html]);
    clock += 3_400;
    expect((ask(cache) as Answer).headers.age).toBe('3');
    expect((ask(cache, {}, 'HEAD') as Answer).body).toBeUndefined();
    clock += 2_000;
    const revalidated = ask(cache, { 'if-none-match': String(first.headers.etag) }) as Answer;
    expect([revalidated.status, revalidated.headers.age, revalidated.body]).toEqual([304, '5', undefined]);
    expect((ask(cache) as Answer).headers.age).toBe('5');

    // each asked twice: the second from what the cache kept of that Accept-Encoding
    for (let round = 0; round < 2; round++) {
      for (const [accepted, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', undefined], ['', undefined]] as const) {
        const answer = ask(cache, { 'accept-encoding': accepted }) as Answer;
        expect([accepted, answer.headers['content-encoding'], answer.headers.age]).toEqual([accepted, encoding, '5']);
      }
    }
    expect(cache.stats).toMatchObject({ hits: 14, notModified: 1, misses: 1 });
  });
});
