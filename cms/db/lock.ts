/**
 * Exclusive lock of a PGlite data directory. PGlite has no lock of its own: two processes on one
 * directory silently lose rows and corrupt indexes. The lock is a file `cms.lock` inside the data
 * directory holding the owner's PID, created with O_EXCL. A lock whose PID no longer runs is stale
 * and taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'cms.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database directory ${dataDir} is in use by process ${pid} (lock file ${path.join(dataDir, LOCK_FILE)}). ` +
        'Stop that process, or point DATA_DIR at another directory. If no such process runs, delete the lock file.',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

export interface DirLock {
  release(): void;
}

export function acquireDirLock(dataDir: string): DirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.rmSync(file, { force: true }); // stale: its process is gone (or the file is garbage)
    }
  }
  throw new Error(`Could not acquire the lock file ${file}`);
}
