/**
 * The crowd of `--cluster --sale` (./cluster.ts `rampCrowd`) in a process of its own, started by
 * `crowdInOwnProcess`: its answer times are then not held up by the bench's own work in the same
 * event loop (the change writes, the staleness samples that fetch a concert page every 50 ms, the
 * version stream). With `prioritized` (`--sale --separate-machines`) it runs at nice −10 (as root),
 * standing for visitors' phones, which are not the servers' machine. Varnish's own time per answer
 * is reported beside it (./sale.ts).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { rampCrowd, type Latency } from './cluster';

interface CrowdOrder {
  url: string;
  walk: string[];
}

/** Runs the crowd against `url` in a child process; resolves with what it counted. */
export function crowdInOwnProcess(url: string, walk: string[], prioritized: boolean): Promise<Latency & { priority: string }> {
  const child = fork(__filename, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let priority = 'the servers\' priority';
  if (prioritized) {
    try {
      os.setPriority(child.pid!, -10);
      priority = 'nice −10';
    } catch {
      // not root: the crowd shares the cores at the servers' priority
    }
  }
  return new Promise((resolve, reject) => {
    child.once('message', (visits) => resolve({ ...(visits as Latency), priority }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the crowd's process ended (${code}) before it answered`)));
    child.send({ url, walk } satisfies CrowdOrder);
  });
}

if (require.main === module && process.send) {
  process.once('message', (order: CrowdOrder) => {
    const visits: Latency = { count: 0, errors: 0, byStatus: {}, times: [] };
    void rampCrowd(order.url, order.walk, visits).then(() => process.send!(visits, () => process.exit(0)));
  });
}
