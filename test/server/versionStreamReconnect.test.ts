/**
 * The content-version stream reconnects with backoff (server/api/contentVersion.ts,
 * `reconnectDelay`): after each failed try in a row the wait doubles, and a connection that brought
 * a version starts the waits afresh. Against a back end of its own whose stream fails four times,
 * then answers one version and ends, then fails again. The waits are read as the gaps between the
 * back end's requests: lower bounds (a busy machine only makes them longer), and one wide upper
 * bound for the reset (a reset wait of 200 ms against 3,200 ms without it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createContentVersion, VERSION_STREAM_PATH, type ContentVersion } from '../../server/api/contentVersion';

const BASE_MS = 200;
const MAX_MS = 3200;

let server: http.Server;
let url: string;
const requests: number[] = [];
/** what the n-th request of the stream (0, 1, …) gets */
let answer: (n: number, res: http.ServerResponse) => void = (_n, res) => res.writeHead(503).end();
const waiters: { count: number; resolve: () => void }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== VERSION_STREAM_PATH) return void res.writeHead(404).end();
    requests.push(performance.now());
    answer(requests.length - 1, res);
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Resolves once the back end has had `count` requests of the stream. */
const requestsReach = (count: number) => new Promise<void>((resolve) => (requests.length >= count ? resolve() : waiters.push({ count, resolve })));
const gaps = () => requests.slice(1).map((at, i) => at - requests[i]);

test('waits 200, 400, 800, 1600 ms after the failures in a row, then 200 ms again after a connection that brought a version', async () => {
  answer = (n, res) => {
    if (n === 4) {
      // one good connection: a version, then the stream ends (the back end restarting)
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end('event: version\ndata: 42\n\n');
    } else res.writeHead(503).end();
  };
  // random 0.999…: each wait is its ceiling
  const version: ContentVersion = createContentVersion({ cmsUrl: url, logger: pino({ level: 'silent' }), reconnect: { baseMs: BASE_MS, maxMs: MAX_MS }, random: () => 0.999999 });
  version.start();
  try {
    await requestsReach(7);
  } finally {
    version.stop();
  }
  expect(version.latest).toBe(42);
  const [first, second, third, fourth, afterVersion, afterReset] = gaps();
  // 1 ms of slack: a timer may fire a fraction of a millisecond early by performance.now()
  expect(first).toBeGreaterThanOrEqual(BASE_MS - 1);
  expect(second).toBeGreaterThanOrEqual(2 * BASE_MS - 1);
  expect(third).toBeGreaterThanOrEqual(4 * BASE_MS - 1);
  expect(fourth).toBeGreaterThanOrEqual(8 * BASE_MS - 1);
  // the good connection reset the count: the break after it waits the first wait again, not 16 × 200 ms (the cap, 3,200)
  expect(afterVersion).toBeGreaterThanOrEqual(BASE_MS - 1);
  expect(afterVersion).toBeLessThan(MAX_MS - 1000);
  // and the next failure doubles from there
  expect(afterReset).toBeGreaterThanOrEqual(2 * BASE_MS - 1);
});
