/**
 * The SQL statements the back end runs while `work` runs, recorded through drizzle's query logger
 * (for tests that hold a read or a write to a fixed number of statements).
 */
import type { Db } from '../db/client';

export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const recorder = { logQuery: (query: string) => statements.push(query) };
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const [logger, optionsLogger] = [session.logger, session.options.logger];
  session.logger = recorder;
  session.options.logger = recorder;
  try {
    await work();
  } finally {
    session.logger = logger;
    session.options.logger = optionsLogger;
  }
  return statements;
}
