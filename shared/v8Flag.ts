/**
 * Sets one of V8's flags from inside the process (Node only; never imported by the browser's code),
 * unless the operator gave it on Node's command line. V8's flags are the process's: a worker
 * thread's isolate sees what the main thread set.
 */
import v8 from 'node:v8';

/** Whether `execArgv` names `flag` (`--some-flag` or `--some_flag`, with or without a value). */
function flagGiven(flag: string, execArgv: readonly string[]): boolean {
  const spellings = [flag, `--${flag.slice(2).replaceAll('-', '_')}`];
  return execArgv.some((arg) => spellings.some((name) => arg === name || arg.startsWith(`${name}=`)));
}

/** Sets `flag` to `value` unless `execArgv` names it; the value set, or null when left alone. */
export function setV8Flag(flag: string, value: number, execArgv: readonly string[] = process.execArgv): number | null {
  if (flagGiven(flag, execArgv)) return null;
  v8.setFlagsFromString(`${flag}=${value}`);
  return value;
}
