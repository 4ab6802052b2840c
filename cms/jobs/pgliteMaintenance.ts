/**
 * What PostgreSQL's autovacuum does on a server, for the embedded PGlite (docs/operations.md,
 * "The embedded database's upkeep"). PGlite runs PostgreSQL in single-user mode, which starts no
 * background workers: no table was ever vacuumed or analysed. The planner worked without
 * statistics, dead rows of every update and delete stayed in the indexes, and the search index's
 * new entries stayed in its GIN pending list, which every search reads from end to end (the whole
 * demo index was in it: 134 entries, none in the index proper; since migration 0023 the search
 * indexes keep no pending list).
 *
 * Every back end on PGlite runs a pass a minute after its start and then every
 * MAINTENANCE_INTERVAL_MS: a table is vacuumed (with analyse) when autovacuum's default rule would
 * (dead rows over 50 + 20 % of its rows, or rows inserted since its last vacuum over 1,000 + 20 %)
 * and analysed when rows changed since its last analyse exceed 50 + 10 %. PGlite starts its activity
 * counters at zero, so the first pass after a start and one a day take every table. One statement per
 * table: PGlite answers one statement at a time, and a render's reads wait for one table's vacuum
 * (milliseconds; the whole demo 0.3–0.6 s, 100× the demo 1 s), not for all of them.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger';

const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
const MAINTENANCE_FIRST_DELAY_MS = 60_000;
/** a pass that takes every table, whatever its counters say */
const FULL_PASS_INTERVAL_MS = 24 * 3_600_000;

/** One table's size and activity since its last vacuum and analyse (pg_class, pg_stat_user_tables). */
export interface TableActivity {
  name: string;
  /** the planner's row count; -1 before the first vacuum or analyse */
  rows: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

export type Upkeep = 'vacuum' | 'analyze' | null;

/** autovacuum's rule with PostgreSQL's default thresholds and scale factors */
export function upkeepOf(table: TableActivity, full: boolean): Upkeep {
  const rows = Math.max(table.rows, 0);
  if (full || table.rows < 0) return 'vacuum';
  if (table.dead > 50 + 0.2 * rows || table.insertedSinceVacuum > 1_000 + 0.2 * rows) return 'vacuum';
  if (table.modifiedSinceAnalyze > 50 + 0.1 * rows) return 'analyze';
  return null;
}

async function tableActivity(pglite: PGlite): Promise<TableActivity[]> {
  const result = await pglite.query<{ name: string; rows: number; dead: string; modified: string; inserted: string }>(
    `SELECT s.relname AS name, c.reltuples::float8 AS rows, s.n_dead_tup AS dead,
            s.n_mod_since_analyze AS modified, s.n_ins_since_vacuum AS inserted
     FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname = 'public'
     ORDER BY s.relname`,
  );
  return result.rows.map((r) => ({ name: r.name, rows: Number(r.rows), dead: Number(r.dead), modifiedSinceAnalyze: Number(r.modified), insertedSinceVacuum: Number(r.inserted) }));
}

/** what a pass did to one table */
interface TableUpkept {
  table: string;
  upkeep: Exclude<Upkeep, null>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One pass: each table that is due is vacuumed or analysed, one statement each. Answers what was done. */
export async function runPgliteMaintenance(pglite: PGlite, full: boolean): Promise<TableUpkept[]> {
  const done: TableUpkept[] = [];
  for (const table of await tableActivity(pglite)) {
    const upkeep = upkeepOf(table, full);
    if (!upkeep) continue;
    await pglite.exec(upkeep === 'vacuum' ? `VACUUM (ANALYZE) ${quoted(table.name)}` : `ANALYZE ${quoted(table.name)}`);
    done.push({ table: table.name, upkeep });
  }
  return done;
}

export interface PgliteMaintenanceOptions {
  pglite: PGlite;
  logger?: Logger;
  firstDelayMs?: number;
  intervalMs?: number;
}

/** Runs the passes (the timers do not keep the process alive); stop() waits for a running one. */
export function startPgliteMaintenance({ pglite, logger, firstDelayMs = MAINTENANCE_FIRST_DELAY_MS, intervalMs = MAINTENANCE_INTERVAL_MS }: PgliteMaintenanceOptions): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let lastFull = Number.NEGATIVE_INFINITY;

  const tick = () => {
    timer = null;
    if (stopped) return;
    const full = Date.now() - lastFull >= FULL_PASS_INTERVAL_MS;
    const started = performance.now();
    running = runPgliteMaintenance(pglite, full)
      .then((done) => {
        if (full) lastFull = Date.now();
        if (done.length) logger?.info({ tables: done.length, full, ms: Math.round(performance.now() - started) }, 'database upkeep: tables vacuumed and analysed');
      })
      .catch((err: unknown) => {
        if (!stopped) logger?.error({ err }, 'database upkeep failed; trying again at the next pass');
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  timer = setTimeout(tick, firstDelayMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
