/**
 * A backup of a running PGlite back end. PGlite lives inside the server's process and its data
 * directory has one owner (cms/db/lock.ts): copying the files from outside can give a broken copy,
 * and a second process must not open them. So the back end that owns DATA_DIR answers a dump
 * request on a Unix socket only its user can open (mode 0600, under the OS temp dir, named by the
 * data directory): `npm run backup` connects, the back end waits for the transaction in progress
 * to end, runs CHECKPOINT and PGlite's own dumpDataDir (every query waits meanwhile, about a second
 * for the demo site), and streams the dump back. Whoever can open the socket can read DATA_DIR
 * anyway.
 *
 * Protocol: the client writes `dump\n`; the server answers `O` and the gzipped tar of the data
 * directory, or `E` and a message, then closes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export function controlSocketPath(dataDir: string): string {
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `orchestra-cms-${hash}.sock`);
}

/**
 * A consistent dump of a PGlite instance: no transaction half done, every committed one in.
 * PGlite's transaction lock (which every query and transaction takes) is held around dumpDataDir,
 * so a transaction in progress ends first (dumpDataDir alone waits for a query, not for a
 * transaction). Without that private method the dump is still crash-consistent: a transaction half
 * done is rolled back when the copy opens. CHECKPOINT first, so opening the copy replays little.
 */
export async function dumpPglite(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  const exclusive = (pglite as unknown as { _runExclusiveTransaction?: (fn: () => Promise<Blob>) => Promise<Blob> })._runExclusiveTransaction;
  const dump = () => pglite.dumpDataDir('gzip');
  return typeof exclusive === 'function' ? exclusive.call(pglite, dump) : dump();
}

export interface ControlServer {
  close(): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export async function startControlServer(pglite: PGlite, dataDir: string, logger: Logger): Promise<ControlServer> {
  const file = controlSocketPath(dataDir);
  // this process holds the data directory's lock: a socket file left there is a dead process's
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    let request = '';
    socket.on('data', (chunk: Buffer) => {
      request += chunk.toString();
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request.trim() !== 'dump') return void socket.end('Eunknown request');
      const started = Date.now();
      dumpPglite(pglite).then(
        async (blob) => {
          const data = Buffer.from(await blob.arrayBuffer());
          logger.info({ bytes: data.length, ms: Date.now() - started }, 'backup: database dumped for npm run backup');
          socket.write('O');
          socket.end(data);
        },
        (err: unknown) => {
          logger.error({ err }, 'backup: the dump failed');
          socket.end(`E${err instanceof Error ? err.message : String(err)}`);
        },
      );
    });
  });
  // made in a directory only this user can enter, made owner-only there, then moved into place: no
  // moment in which another user could connect (a process-wide umask would do it too, but the
  // embedded back end runs in a worker thread, server/cms/embedded.ts, which may not change it)
  const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-cms-'));
  const staged = path.join(privateDir, 'control.sock');
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(staged, () => resolve());
    });
    fs.chmodSync(staged, 0o600);
    fs.renameSync(staged, file);
  } catch (error) {
    server.close();
    throw error;
  } finally {
    fs.rmSync(privateDir, { recursive: true, force: true });
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** Asks the back end owning `dataDir` for a dump; null when none answers on the socket. */
export function requestDump(dataDir: string): Promise<Buffer | null> {
  const file = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.write('dump\n');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (err) => (connected ? reject(new Error(`the running back end broke off the dump: ${err.message}`)) : resolve(null)));
    socket.once('end', () => {
      const data = Buffer.concat(chunks);
      if (data[0] === 0x4f) resolve(data.subarray(1));
      else reject(new Error(`the running back end could not dump the database: ${data.subarray(1).toString() || 'no answer'}`));
    });
  });
}
