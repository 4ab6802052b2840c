/**
 * The SQL statements the back end runs while `work` runs, recorded through drizzle's query logger
 * (for tests that hold a read or a write to a fixed number of statements). The logger objects
 * themselves record, not stand-ins: a statement built once (cms/db/prepared.ts) keeps the logger it
 * was built with, and is counted too.
 */
import type { Db } from '../db/client';

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const session = (db as unknown as { session: { logger: QueryLogger; options: { logger?: QueryLogger } } }).session;
  // the session's logger, and the one a transaction's session is made with
  const loggers = [...new Set([session.logger, session.options.logger].filter((logger): logger is QueryLogger => !!logger && typeof logger === 'object'))];
  const restore = loggers.map((logger) => {
    const own = Object.prototype.hasOwnProperty.call(logger, 'logQuery');
    const original = logger.logQuery;
    logger.logQuery = (query: string) => void statements.push(query);
    return () => {
      if (own) logger.logQuery = original;
      else delete (logger as Partial<QueryLogger>).logQuery;
    };
  });
  // a transaction's session is made with the options' logger: without one, it gets a recorder
  const optionsLogger = session.options.logger;
  if (!optionsLogger) session.options.logger = { logQuery: (query: string) => void statements.push(query) };
  try {
    await work();
  } finally {
    for (const undo of restore) undo();
    session.options.logger = optionsLogger;
  }
  return statements;
}
