/** A site's content version (server/api/contentVersion.ts): the one parser, and what the tracker keeps. */
import pino from 'pino';
import { createContentVersion, parseVersion } from '../../../server/api/contentVersion';

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
});
