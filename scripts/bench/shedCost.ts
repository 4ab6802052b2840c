/**
 * The 503 path's own CPU per answer (issue 25, item 5), measured directly: the built server with one
 * render place and no line (RENDER_CONCURRENCY=1, RENDER_QUEUE=0) in front of a back end that
 * answers the health and version checks and the redirect table but never a page's data, so the one
 * render that gets the place waits for good and every later page request is turned away. Then a
 * fixed rate of such requests over open keep-alive connections; the server's CPU time from
 * /proc/PID/stat, less its CPU over as long with no load, divided by the 503s.
 *
 * Two paths, both measured:
 * - a visitor's page request (`/de/konzerte?query=…`): turned away before Express
 *   (server/overload/shedder.ts);
 * - the same page as the editor's device preview (`?preview`, no session): not a page the cache or
 *   the shedder may answer, so it goes through Express's middleware to the render gate's own 503;
 *   what every 503 cost before the shedder. (Until issue 44 this was `?edit`; a visitor's `?edit` is
 *   now the cached anonymous page, and turned away before Express like any visitor's.)
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openLoop } from './openLoop';
import { cpuMs } from './processStats';
import { DYNO_ENV, startServer } from './servers';

export interface ShedCost {
  /** requests per second asked */
  rate: number;
  durationS: number;
  /** CPU ms per 503, turned away before Express */
  early: { answers: number; other: number; cpuMsPer503: number };
  /** CPU ms per 503 through Express to the render gate */
  throughExpress: { answers: number; other: number; cpuMsPer503: number };
  /** the server's CPU per second with no load (the version poll), subtracted */
  idleCpuMsPerS: number;
}

/** A back end that answers what a server needs to start and to reach its render gate, and holds every other call. */
async function heldBackend(): Promise<{ url: string; close(): Promise<void> }> {
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-content-version': '1' });
      res.end(JSON.stringify(body));
    };
    if (url.startsWith('/api/health/')) return json({ status: 'ok', database: 'ok', version: 'held' });
    if (url === '/api/content-version/') return json({ version: 1 });
    if (/^\/(de|en)\/pageeditor-api\/redirect/.test(url)) return json([]);
    if (url.startsWith('/api/content-version/stream/')) {
      res.writeHead(404).end();
      return;
    }
    held.add(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureShedCost(rate = Number(process.env.BENCH_SHED_RATE ?? 200), durationS = 10): Promise<ShedCost> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-shed-'));
  const backend = await heldBackend();
  const server = await startServer(tmp, backend.url, { ...DYNO_ENV, RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0', PROXY_TIMEOUT_MS: '3600000' });
  try {
    // the one render: it takes the place and waits for its data for good
    const holder = http.get(`${server.url}/de/konzerte?query=held`);
    holder.on('error', () => undefined);
    for (;;) {
      const probe = await fetch(`${server.url}/de/konzerte?query=probe`);
      await probe.arrayBuffer();
      if (probe.status === 503) break;
      await sleep(100);
    }
    let n = 0;
    const run = async (suffix: string) => {
      let before = 0;
      const result = await openLoop({
        origin: server.url,
        path: () => `/de/konzerte?query=shed${n++}${suffix}`,
        rate,
        durationS,
        maxConnections: 50,
        preconnect: '/de/konzerte?query=warm',
        onStart: () => (before = cpuMs(server.pid)),
      });
      const cpu = cpuMs(server.pid) - before;
      const answers = result.byStatus[503] ?? 0;
      if (process.env.BENCH_DEBUG) console.log(suffix, result.byStatus, result.failures);
      return { answers, other: result.sent - answers, cpu };
    };
    // with no load: what the server spends anyway over as long (the version poll every 250 ms)
    const idleBefore = cpuMs(server.pid);
    await sleep(durationS * 1000);
    const idle = cpuMs(server.pid) - idleBefore;
    await run(''); // warm-up (JIT)
    const early = await run('');
    const late = await run('&preview');
    const perAnswer = (r: { answers: number; cpu: number }) => Math.round(((r.cpu - idle) / Math.max(1, r.answers)) * 1000) / 1000;
    holder.destroy();
    return {
      rate,
      durationS,
      early: { answers: early.answers, other: early.other, cpuMsPer503: perAnswer(early) },
      throughExpress: { answers: late.answers, other: late.other, cpuMsPer503: perAnswer(late) },
      idleCpuMsPerS: Math.round(idle / durationS),
    };
  } finally {
    await server.stop();
    await backend.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export function shedCostLines(cost: ShedCost): string[] {
  return [
    '| 503 path (server whose one render place is held) | Rate | 503s | Other answers | CPU ms per 503 |',
    '|---|---:|---:|---:|---:|',
    `| visitor's page, turned away before Express (server/overload/shedder.ts) | ${cost.rate}/s for ${cost.durationS} s | ${cost.early.answers} | ${cost.early.other} | ${cost.early.cpuMsPer503} |`,
    `| same page with ?preview (the editor's device preview): through Express to the render gate's 503 | ${cost.rate}/s for ${cost.durationS} s | ${cost.throughExpress.answers} | ${cost.throughExpress.other} | ${cost.throughExpress.cpuMsPer503} |`,
    `CPU per 503 = (server CPU during the run − its CPU over as long idle, ${cost.idleCpuMsPerS} ms/s) / 503s, from /proc/PID/stat; on open keep-alive connections.`,
  ];
}
