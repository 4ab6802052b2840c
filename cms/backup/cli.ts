/**
 * What the backup and restore commands share: an error as one sentence for the operator (never a
 * stack), and the app's version for the manifest.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The message an operator reads for a failure. */
export function operatorMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') return `Could not connect to the database (DATABASE_URL): ${err.message}.`;
  if (code === 'EACCES') return `Permission denied: ${err.message}.`;
  if (code === 'ENOSPC') return `The disk is full: ${err.message}.`;
  // a PostgreSQL error (authentication, a missing database): its own message is the sentence
  return err.message;
}

/** package.json's version (the build runs from the project's folder), or APP_VERSION. */
export function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  try {
    return (JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Runs a command's main function: exit 1 with the message on failure. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => void (process.exitCode = code),
    (err: unknown) => {
      console.error(operatorMessage(err));
      process.exitCode = 1;
    },
  );
}
