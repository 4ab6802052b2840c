/** A site's content version (server/api/contentVersion.ts): the one parser, and what the tracker keeps. */
import pino from 'pino';
import { createContentVersion, parseVersion, RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from '../../../server/api/contentVersion';

/** A tracker that learns only from what it is told (never started: no back end is asked). */
const tracker = (now = () => 1_000) => createContentVersion({ cmsUrl: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }), now });

describe('content version', () => {
  it('keeps the highest version seen, reports each new one, and ignores what is not a version', () => {
    const version = tracker();
    expect(version.latest).toBeNull();
    expect(version.observe('7')).toBe(7);
    expect(version.observe(5)).toBeNull(); // an older answer arriving late
    expect(version.observe('x')).toBeNull();
    expect(version.observe(null)).toBeNull();
    expect(version.observe(7)).toBeNull();
    expect(version.observe(['8'])).toBe(8);
    expect(version.latest).toBe(8);
  });

  it('knows when an answer last reported the newest version; an older one confirms nothing', () => {
    let clock = 1_000;
    const version = tracker(() => clock);
    version.observe(3);
    expect(version.seenAt).toBe(1_000);
    clock = 2_000;
    version.observe(2);
    expect(version.seenAt).toBe(1_000);
    version.observe('3');
    expect(version.seenAt).toBe(2_000);
    version.observe(4, 2_500);
    expect(version.seenAt).toBe(2_500);
  });

  it('is current (for the page cache) only once the back end itself was asked: answers alone do not make it so', () => {
    const version = tracker();
    version.observe(9);
    expect(version.latest).toBe(9);
    expect(version.current).toBeNull();
  });

  it('keeps one version per tracker: two sites in one process do not see each other’s', () => {
    const a = tracker();
    const b = tracker();
    a.observe(500);
    b.observe(7);
    expect([a.latest, b.latest]).toEqual([500, 7]);
    expect(b.observe(8)).toBe(8);
    expect(a.latest).toBe(500);
  });

  it('parses a header as Node gives it (a repeated one as an array: the first counts) and a number a body reported', () => {
    expect(parseVersion(' 12 ')).toBe(12);
    expect(parseVersion('-1')).toBeNull();
    expect(parseVersion(['14', '15'])).toBe(14);
    expect(parseVersion([])).toBeNull();
    expect(parseVersion(7)).toBe(7);
    expect(parseVersion(-3)).toBeNull();
    expect(parseVersion(1.5)).toBeNull();
    expect(parseVersion('1e3')).toBeNull();
    expect(parseVersion(undefined)).toBeNull();
  });

  it('waits longer before each reconnect of a broken stream, doubling up to a cap, each wait at random in the upper half of its ceiling', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8].map((failures) => reconnectDelay(failures, 0.999999));
    expect(ceilings.map(Math.round)).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect([RECONNECT_BASE_MS, RECONNECT_MAX_MS]).toEqual([250, 8000]);
    // jitter: anywhere from half the ceiling to the ceiling, so instances that lost the same back end spread out
    expect(reconnectDelay(3, 0)).toBe(500);
    expect(reconnectDelay(3, 0.5)).toBe(750);
    const spread = new Set(Array.from({ length: 20 }, (_, i) => reconnectDelay(4, i / 20)));
    expect(spread.size).toBe(20);
    for (const delay of spread) expect(delay >= 1000 && delay < 2000).toBe(true);
    // far past the cap, and odd inputs, stay in bounds
    expect(reconnectDelay(10_000, 0.5)).toBe(6000);
    expect(reconnectDelay(0, 0)).toBe(125);
    expect(reconnectDelay(2, 7, 100, 1000)).toBe(200);
  });
});
