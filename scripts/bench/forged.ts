/**
 * One header must not defeat the page cache (issue 44): `npm run bench -- --forged`.
 *
 * The built server (page cache on, PUBLIC_URL set) on a copy of BENCH_DATA_DIR; one stored page
 * (`/de/konzerte`), then crowds of 100 connections (wrk, one thread, BENCH_DURATION s after 2 s of
 * warm-up) one after the other, side by side in one run:
 *   1. plain: no header of note (the reference);
 *   2. forged session: `Cookie: sessionid=x` (no such session);
 *   3. a visitor's `?edit`;
 *   4. forged hosts: `X-Forwarded-Host: evil.example` and `Host: other.example`;
 *   5. a new made-up session id on every request (a wrk Lua script): each is asked of the back end,
 *      at most DEFAULT_MAX_ASKING at once (server/cache/sessionCheck.ts), the rest a visitor's;
 *   6. plain again (the machine's load moves: each crowd is judged against the mean of 1 and 5).
 * Beside the forged-session crowd a real visitor asks for uncached pages (a new search each, one
 * after the other) and counts its answers by status.
 *
 * Targets: each crowd with one forged value (2–4) gets at least 80 % of the plain crowd's answers
 * per second, all of them 200; the real visitor gets no 503. The crowd of new ids (5) is shown, with
 * no target (each of its requests may cost a question to the back end).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DYNO_ENV, dataDir, healthDetails, startServer, type BenchServer } from './servers';
import { wrkLoad } from './wrk';
import type { LoadResult } from './load';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 100;
const PAGE = '/de/konzerte';
const PUBLIC_URL = 'https://www.orchester.example';
/** forged answers per second against the plain crowd's */
export const FORGED_TARGET = 0.8;

interface Visitor {
  byStatus: Record<string, number>;
  p50: number;
  max: number;
}

/** A real visitor beside the crowd: uncached pages one after the other until `done` resolves. */
async function realVisitor(origin: string, done: Promise<unknown>): Promise<Visitor> {
  let finished = false;
  void done.then(() => (finished = true));
  const byStatus: Record<string, number> = {};
  const times: number[] = [];
  let n = 0;
  while (!finished) {
    const started = performance.now();
    try {
      const answer = await fetch(`${origin}${PAGE}?query=besucher${n++}`, { signal: AbortSignal.timeout(30_000) });
      await answer.arrayBuffer();
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    } catch {
      byStatus.failed = (byStatus.failed ?? 0) + 1;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { byStatus, p50: Math.round(times[Math.floor(times.length / 2)] ?? 0), max: Math.round(times.at(-1) ?? 0) };
}

/** a `sessionid` of its own on every request */
const NEW_ID_PER_REQUEST = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, nil, { ["Cookie"] = "sessionid=forged" .. counter .. "x" .. math.random(1, 1000000000) })
end
`;

interface Crowd {
  target: boolean;
  label: string;
  headers: Record<string, string>;
  path: string;
  result: LoadResult;
  visitor?: Visitor;
}

export async function runForged(server: BenchServer, log: (line: string) => void = console.log): Promise<{ rows: string[]; met: boolean }> {
  const loadBefore = os.loadavg()[0];
  const url = (pagePath: string) => `${server.url}${pagePath}`;
  // stored once (a miss), then every crowd's request could be a hit
  for (let i = 0; i < 3; i++) await (await fetch(url(PAGE))).arrayBuffer();
  const crowds: Crowd[] = [];
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-wrk-')), 'new-session-id.lua');
  fs.writeFileSync(script, NEW_ID_PER_REQUEST);
  const crowd = async (label: string, headers: Record<string, string>, pagePath = PAGE, withVisitor = false, options: { script?: string; target?: boolean } = {}) => {
    let visitor: Promise<Visitor> | undefined;
    const running = wrkLoad(url(pagePath), CONNECTIONS, DURATION_S, headers, options.script);
    if (withVisitor) visitor = realVisitor(server.url, running);
    const result = await running;
    crowds.push({ target: options.target ?? true, label, headers, path: pagePath, result, visitor: visitor && (await visitor) });
    log(`${label}: ${result.rps} answers/s, p99 ${result.p99} ms, non-200 ${result.errors}`);
  };
  await crowd('plain', {});
  await crowd('forged session', { Cookie: 'sessionid=x' }, PAGE, true);
  await crowd("visitor's ?edit", {}, `${PAGE}?edit`);
  await crowd('forged hosts', { 'X-Forwarded-Host': 'evil.example', Host: 'other.example' });
  await crowd('a new forged session id per request', { Cookie: 'sessionid=<new each time>' }, PAGE, true, { script, target: false });
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  await crowd('plain again', {});
  const details = await healthDetails(server.url);
  const loadAfter = os.loadavg()[0];

  const plain = (crowds[0].result.rps + crowds[crowds.length - 1].result.rps) / 2;
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  let met = true;
  const rows = [
    row(['Crowd (100 connections, wrk)', 'Answers/s', 'of plain', 'p50 / p99 ms', 'Not 200: status / socket errors', 'Real visitor beside it (uncached pages)']),
    row(Array(6).fill('---')),
    ...crowds.map((c) => {
      const ratio = c.result.rps / plain;
      const reference = c.label.startsWith('plain');
      if (!reference && c.target && (ratio < FORGED_TARGET || c.result.errors > 0)) met = false;
      if (c.target && c.visitor && (c.visitor.byStatus[503] ?? 0) > 0) met = false;
      const visitor = c.visitor ? `${Object.entries(c.visitor.byStatus).map(([status, count]) => `${count} × ${status}`).join(', ')}; p50 ${c.visitor.p50} ms, max ${c.visitor.max} ms` : '–';
      const sent = Object.entries(c.headers).map(([name, value]) => `${name}: ${value}`).join(', ');
      return row([`${c.label} (${c.path}${sent ? `, ${sent}` : ''})${c.target ? '' : ', no target'}`, c.result.rps, reference ? '–' : `${Math.round(ratio * 100)} %`, `${c.result.p50} / ${c.result.p99}`, `${c.result.non2xx ?? '?'} / ${c.result.socketErrors ?? '?'}`, visitor]);
    }),
    '',
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, Node ${process.version}, ${DURATION_S} s per crowd after 2 s warm-up, PUBLIC_URL=${PUBLIC_URL}; load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after. ` +
      `Targets: each crowd with one forged value ≥ ${FORGED_TARGET * 100} % of the plain crowd's answers/s (the mean of the two plain runs, ${Math.round(plain)}), all 200; the real visitor no 503: ${met ? 'met' : 'MISSED'}.`,
    `Page cache after: ${JSON.stringify(details?.pageCache ?? null)}. Render gate after: ${JSON.stringify(details?.renders ?? null)}.`,
  ];
  return { rows, met };
}

/** `npm run bench -- --forged` */
export async function runForgedBench(): Promise<boolean> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-forged-'));
  let server: BenchServer | undefined;
  try {
    server = await startServer(dataDir(tmp, 'forged'), process.env.CMS_URL, { ...DYNO_ENV, PUBLIC_URL });
    const { rows, met } = await runForged(server);
    console.log(`\n${rows.join('\n')}\n`);
    return met;
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
