/**
 * The content version an answer reports (X-Content-Version), without a statement per answer where
 * the back end follows the database's NOTIFY (cms/db/versionFeed.ts).
 *
 * Reading the version after the handler cost every answer one statement on PostgreSQL (a third of
 * the statements of an uncached page view: docs/performance.md), and it could report a version newer
 * than what the handler read: a bump committed between the handler's reads and the version's read
 * tagged an older answer with the newer version, and a renderer kept it as current. The version the
 * feed knew when the request began is committed already, so everything the handler reads afterwards
 * is at least that new: the answer is never older than its version (it may be newer: the renderer
 * then learns the newer version from the stream and drops it). A bump this back end made itself
 * counts at once (its NOTIFY may still be on the way), so a read after one's own write reports it.
 * While the feed does not listen (a lost connection) there is no such version, and the answer's is
 * read from the database after the work, as before.
 */
import type { VersionFeed } from '../db/versionFeed';

export interface AnswerVersions {
  /** the version an answer whose work begins now may report, or null (unknown: read it after the work) */
  atStart(): number | null;
  /** a bump of this back end has committed `version` */
  bumped(version: number): void;
}

export function answerVersions(feed: Pick<VersionFeed, 'version'>): AnswerVersions {
  let ownBump: number | null = null;
  return {
    atStart() {
      const heard = feed.version;
      if (heard === null) return null;
      return ownBump === null ? heard : Math.max(heard, ownBump);
    },
    bumped(version) {
      ownBump = ownBump === null ? version : Math.max(ownBump, version);
    },
  };
}
