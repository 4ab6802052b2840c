import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDirLock, DataDirLockedError, LOCK_FILE } from './lock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a second holder gets a clear error naming the directory and the PID', () => {
  const lock = acquireDirLock(dir);
  expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
  expect(() => acquireDirLock(dir)).toThrow(new RegExp(`${dir}.*process ${process.pid}`));
  lock.release();
  expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  acquireDirLock(dir).release();
});

test('a stale lock (its process is gone) is taken over', () => {
  fs.writeFileSync(path.join(dir, LOCK_FILE), '999999999');
  const lock = acquireDirLock(dir);
  expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
  lock.release();
});
