import pino, { type Logger } from 'pino';

/** The back end's logger. Tests run with level 'silent' (config.logLevel). */
export function createLogger(level: string): Logger {
  return pino({
    name: 'cms',
    level,
    // session ids and CSRF tokens must never reach the logs
    redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
  });
}
export type { Logger };
