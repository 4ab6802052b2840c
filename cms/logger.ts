import pino, { type Logger } from 'pino';

/** The back end's logger. Tests run with level 'silent' (config.logLevel). */
export function createLogger(level: string): Logger {
  return pino({
    name: 'cms',
    level,
    // session ids, CSRF tokens and the operator's token must never reach the logs
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
  });
}

const LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The logger of an operator command that runs unattended (the release phase's migrate, the
 * standalone back end), made before the configuration is read, so that a configuration the command
 * refuses is logged as JSON too: LOG_LEVEL when it is a level, else `info`.
 */
export function commandLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const level = env.LOG_LEVEL && LEVELS.includes(env.LOG_LEVEL) ? env.LOG_LEVEL : 'info';
  return createLogger(level);
}

/**
 * A command's failure as one JSON line at `error`: `<what>: <message>`. A configuration error's
 * message names the variable and a failed migration's is a sentence naming it (cms/db/migrationStatus.ts):
 * a stack would add nothing; any other error also has its stack.
 */
export function logFailure(logger: Logger, what: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name !== 'ConfigError' && error.name !== 'MigrationError') logger.error({ err: error }, `${what}: ${message}`);
  else logger.error(`${what}: ${message}`);
}
export type { Logger };
