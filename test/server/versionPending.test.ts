/**
 * A version an answer reported waits `pendingMs` for the stream to bring its keys
 * (server/api/contentVersion.ts): the wait belongs to that version. A version the stream brought at
 * once must not leave a wait behind that, running out, takes a newer version seen a moment before
 * for a change of everything (in a ticket sale every page was dropped and purged so). Against a back
 * end of its own whose stream this test writes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createContentVersion, VERSION_STREAM_PATH, type ContentVersion } from '../../server/api/contentVersion';
import { until } from '../support/until';

const PENDING_MS = 1000;

let server: http.Server;
let url: string;
let stream: http.ServerResponse | null = null;
let connected: () => void = () => {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== VERSION_STREAM_PATH) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.flushHeaders();
    stream = res;
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** until `ms` after `from` (performance.now()): the moments this test is about */
const at = (from: number, ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, from + ms - performance.now())));

test('a version seen just before an older wait runs out gets its own wait: the stream brings its keys, nothing is a change of everything', async () => {
  const heard: [number, string[] | null][] = [];
  const version: ContentVersion = createContentVersion({ cmsUrl: url, logger: pino({ level: 'silent' }), pendingMs: PENDING_MS });
  version.onChange((keys, value) => heard.push([value, keys ? [...keys] : null]));
  const open = new Promise<void>((resolve) => (connected = resolve));
  version.start();
  try {
    await open;
    stream!.write('data: 1\n\n');
    await until('version 1', () => version.applied === 1, { timeoutMs: 5000, everyMs: 5 });
    // the wait the first version started (and the stream ended at once) is over
    await at(performance.now(), PENDING_MS + 50);
    // a change the stream brings: its version was new, so a wait for its keys started, and ended at once
    stream!.write('data: 2\nkeys: event:1\n\n');
    await until('version 2 heard', () => heard.length === 1, { timeoutMs: 5000, everyMs: 5 });
    const twoAt = performance.now();
    // a render's answer reports the next version a moment before that first wait would run out …
    await at(twoAt, PENDING_MS - 100);
    version.observe('3');
    // … and the stream brings it with its keys a moment after
    await at(twoAt, PENDING_MS + 100);
    stream!.write('data: 3\nkeys: event:3\n\n');
    await until('version 3 heard', () => heard.length >= 2, { timeoutMs: 5000, everyMs: 5 });
    expect(heard).toEqual([
      [2, ['event:1']],
      [3, ['event:3']],
    ]);
  } finally {
    version.stop();
  }
});

test('a version the stream never brings is a change of everything after its wait', async () => {
  const heard: [number, string[] | null][] = [];
  const version: ContentVersion = createContentVersion({ cmsUrl: url, logger: pino({ level: 'silent' }), pendingMs: 200 });
  version.onChange((keys, value) => heard.push([value, keys ? [...keys] : null]));
  const open = new Promise<void>((resolve) => (connected = resolve));
  version.start();
  try {
    await open;
    stream!.write('data: 10\n\n');
    await until('version 10', () => version.applied === 10, { timeoutMs: 5000, everyMs: 5 });
    version.observe('11');
    await until('version 11 heard', () => heard.length === 1, { timeoutMs: 5000, everyMs: 5 });
    expect(heard).toEqual([[11, null]]);
  } finally {
    version.stop();
  }
});
