/**
 * Scheduled go-live and take-down of pages, concerts and stories (`publish_at` / `unpublish_at`,
 * entered in Europe/Berlin time; docs/editor.md "Schedule").
 *
 * Every back-end process runs `startScheduler` (cms/index.ts): every SCHEDULE_POLL_MS one query
 * finds the times that are due, and each due change is applied in its own transaction that first
 * CLAIMS it through the database:
 *
 *   UPDATE pages SET is_online = true, publish_at = NULL WHERE id = $1 AND publish_at <= $now RETURNING id
 *
 * A second instance doing the same at the same moment waits for the first one's row lock and then
 * finds publish_at NULL: it gets no row and does nothing. So each scheduled change happens exactly
 * once, with the embedded PGlite and with any number of instances on one PostgreSQL, and a crash
 * in the middle rolls the claim back with the work (the next pass tries again).
 *
 * Go-live: the object goes online and its draft is published (search reindexed, a page version
 * recorded: the one write path, cms/write/contentWrite.ts `scheduledWrite`), in the languages chosen
 * with the time only (`publish_locales`, issue 45 item 1: the editor's schedule dialog, or the review
 * approved for it; null, every language: a time set in the admin). Take-down: it goes offline. Both bump the content version, so every SSR instance's
 * page cache (which polls GET /api/content-version/) follows.
 *
 * The clock is injected (`now`): tests and `runSchedule(db, someInstant)` never wait for real time.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { namedRows } from '../db/prepared';
import { PAGE_NOTES } from '../../shared/history/changes';
import { events, pages, stories } from '../db/schema';
import type { Logger } from '../logger';
import { onlyLocales } from '../content/publication';
import { scheduledWrite, type Claimed } from '../write/contentWrite';

export const SCHEDULED_TYPES = ['page', 'event', 'story'] as const;
export type ScheduledType = (typeof SCHEDULED_TYPES)[number];
/** 'live': the go-live (publish_at) is due; 'offline': the take-down (unpublish_at) is due */
export type ScheduledChange = 'live' | 'offline';

export interface AppliedChange {
  content_type: ScheduledType;
  object_id: number;
  change: ScheduledChange;
  /** the content version after the change */
  version: number;
}

/** Page versions record these notes (the history shows them in the editor's language). */
export const SCHEDULE_NOTES: Record<ScheduledChange, string> = { live: PAGE_NOTES.scheduledOnline, offline: PAGE_NOTES.scheduledOffline };

/** Due changes handled per pass at most (the next pass takes the rest). */
const BATCH = 100;
export const DEFAULT_SCHEDULE_POLL_MS = 1_000;

// pages, events and stories name these columns alike; one code path serves the three tables
const TABLES = { page: pages, event: events, story: stories } as unknown as Record<ScheduledType, typeof pages>;

/**
 * The due changes at `now`, oldest first; at the same instant a go-live before a take-down. A named
 * statement: every back end asks it every SCHEDULE_POLL_MS, and PostgreSQL parsed and planned its six
 * arms anew each time.
 */
async function dueChanges(db: Db, now: Date): Promise<{ content_type: ScheduledType; object_id: number; change: ScheduledChange }[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return namedRows(
    db,
    'schedule_due_changes',
    sql`SELECT content_type, object_id, change FROM (
          SELECT 'page' AS content_type, id AS object_id, 'live' AS change, publish_at AS due FROM ${pages} WHERE publish_at <= ${at}
          UNION ALL SELECT 'page', id, 'offline', unpublish_at FROM ${pages} WHERE unpublish_at <= ${at}
          UNION ALL SELECT 'event', id, 'live', publish_at FROM ${events} WHERE publish_at <= ${at}
          UNION ALL SELECT 'event', id, 'offline', unpublish_at FROM ${events} WHERE unpublish_at <= ${at}
          UNION ALL SELECT 'story', id, 'live', publish_at FROM ${stories} WHERE publish_at <= ${at}
          UNION ALL SELECT 'story', id, 'offline', unpublish_at FROM ${stories} WHERE unpublish_at <= ${at}
        ) AS due_changes
        ORDER BY due, change, content_type, object_id
        LIMIT ${BATCH}`,
  );
}

/**
 * Claims one due change and applies it, in one transaction. Returns null when it was not due (any
 * more): another instance applied it, or an editor changed the time meanwhile.
 */
export async function applyChange(db: Db, type: ScheduledType, id: number, change: ScheduledChange, now: Date): Promise<AppliedChange | null> {
  const table = TABLES[type];
  // the claim: only the caller whose update finds the time still due applies the change (with the
  // go-live's languages, which the update leaves as they were and the next one clears)
  const claim = async (tx: Tx): Promise<Claimed | null> => {
    const [claimed] = await tx
      .update(table)
      .set(change === 'live' ? { is_online: true, publish_at: null } : { is_online: false, unpublish_at: null })
      .where(and(eq(table.id, id), lte(change === 'live' ? table.publish_at : table.unpublish_at, now)))
      .returning({ id: table.id, locales: table.publish_locales });
    if (!claimed) return null;
    if (change === 'live' && claimed.locales !== null) await tx.update(table).set({ publish_locales: null }).where(eq(table.id, id));
    return { locales: change === 'live' ? onlyLocales(claimed.locales) : null };
  };
  const version = await scheduledWrite(db, { content_type: type, object_id: id }, change, SCHEDULE_NOTES[change], claim);
  return version === null ? null : { content_type: type, object_id: id, change, version };
}

/** One pass at `now`: every due change, each claimed and applied once. Returns what this caller applied. */
export async function runSchedule(db: Db, now: Date): Promise<AppliedChange[]> {
  const applied: AppliedChange[] = [];
  for (const due of await dueChanges(db, now)) {
    const result = await applyChange(db, due.content_type, Number(due.object_id), due.change, now);
    if (result) applied.push(result);
  }
  return applied;
}

export interface SchedulerOptions {
  db: Db;
  logger?: Logger;
  /** the clock (default: the real one) */
  now?: () => Date;
  /** pause between passes (default DEFAULT_SCHEDULE_POLL_MS) */
  intervalMs?: number;
  /** each applied change (tests, logs) */
  onApplied?(change: AppliedChange): void;
}

export interface Scheduler {
  /** one pass now (at the clock's time, or at `now`), after the running one */
  runOnce(now?: Date): Promise<AppliedChange[]>;
  /** no further passes; resolves when the running one has finished */
  stop(): Promise<void>;
}

/** Runs `runSchedule` every `intervalMs` (passes never overlap; the timer does not keep the process alive). */
export function startScheduler({ db, logger, now = () => new Date(), intervalMs = DEFAULT_SCHEDULE_POLL_MS, onApplied }: SchedulerOptions): Scheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  const pass = (at: Date): Promise<AppliedChange[]> => {
    const result = running.then(async () => {
      const applied = await runSchedule(db, at);
      for (const change of applied) {
        logger?.info({ ...change }, change.change === 'live' ? 'scheduled go-live applied' : 'scheduled take-down applied');
        onApplied?.(change);
      }
      return applied;
    });
    running = result.catch(() => undefined);
    return result;
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    pass(now())
      .catch((err: unknown) => {
        if (!stopped) logger?.error({ err }, 'scheduled publishing failed; trying again at the next pass');
      })
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();

  return {
    runOnce: (at?: Date) => pass(at ?? now()),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
