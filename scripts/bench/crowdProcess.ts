/**
 * The crowd of `--cluster --sale` (./sale.ts) as Debian's wrk with ./crowd.lua: the same walk and
 * ramp to CLUSTER_RATE over CLUSTER_S as `--cluster`'s autocannon crowd (./cluster.ts `rampCrowd`),
 * paced per connection. wrk is C and answers its sockets at once; a
 * Node crowd on the same two cores as three instances and the proxy added its own event loop's
 * waits to the visitors' tail (p99 167–180 ms there while Varnish's own p99 was 32–43 ms). With
 * `prioritized` (`--sale --separate-machines`) it runs at nice −10 (as root), standing for
 * visitors' phones, which are not the servers' machine. Varnish's own time per answer is reported
 * beside it (./sale.ts).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { RAMP, SECONDS } from './cluster';
import { WRK } from './wrk';

/**
 * Each connection pauses at most 5 × connections ÷ rate between its requests (crowd.lua): with 50,
 * at most 3.3 s at the ramp's first quarter, under Varnish's `timeout_idle` (5 s). A connection the
 * proxy closes while wrk pauses it is reconnected at once and its pause runs on as well, so it then
 * asks twice as often (seen with 200 connections: twice the asked rate).
 */
const CONNECTIONS = 50;

export interface CrowdResult {
  count: number;
  errors: number;
  byStatus: Record<string, number>;
  p50: number;
  p99: number;
  priority: string;
  /** what counted the answers */
  by: string;
}

interface CrowdLine {
  requests: number;
  byStatus: Record<string, number>;
  socketErrors: number;
  p50: number;
  p99: number;
}

/** Runs the crowd against `url` for SECONDS, ramping to `rate` requests/s; resolves with what wrk counted. */
export function crowdInOwnProcess(url: string, walk: string[], rate: number, prioritized: boolean): Promise<CrowdResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--timeout', '10s', '-s', path.join(__dirname, 'crowd.lua'), url, '--', String(SECONDS), String(rate), String(CONNECTIONS), RAMP.join(','), ...walk];
  const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let priority = 'the servers\' priority';
  if (prioritized) {
    try {
      os.setPriority(child.pid!, -10);
      priority = 'nice −10';
    } catch {
      // not root: the crowd shares the cores at the servers' priority
    }
  }
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = /^CROWD (.*)$/m.exec(output);
      if (code !== 0 || !line) {
        reject(new Error(`wrk ended (${code}) without the crowd's figures:\n${output}`));
        return;
      }
      const crowd = JSON.parse(line[1]) as CrowdLine;
      const failed = Object.entries(crowd.byStatus).filter(([status]) => status !== '200').reduce((sum, [, n]) => sum + n, 0);
      resolve({ count: crowd.requests, errors: failed + crowd.socketErrors, byStatus: crowd.byStatus, p50: crowd.p50, p99: crowd.p99, priority, by: `wrk, ${CONNECTIONS} connections` });
    });
  });
}
