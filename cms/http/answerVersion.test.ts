/** ./answerVersion.ts: the version an answer reports, from the feed and this back end's own bumps. */
import { answerVersions } from './answerVersion';

test('the feed’s version, or a newer one this back end bumped itself; none while the feed does not listen', () => {
  const feed = { version: 7 as number | null };
  const versions = answerVersions(feed);
  expect(versions.atStart()).toBe(7);
  // its own bump counts before its NOTIFY arrives
  versions.bumped(8);
  expect(versions.atStart()).toBe(8);
  feed.version = 9;
  expect(versions.atStart()).toBe(9);
  // an older bump (two writes finishing out of order) never lowers it
  versions.bumped(8);
  expect(versions.atStart()).toBe(9);
  feed.version = null;
  expect(versions.atStart()).toBeNull();
});
