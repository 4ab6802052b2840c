/**
 * `npm run bench -- --cluster`: the site as an orchestra runs it, through a ticket-sale opening.
 *   nginx with config/nginx/ (scripts/lib/cachingProxy.ts) → three SSR instances (build/server,
 *   CMS_URL) → one back end (`npm run cms`) on PostgreSQL (a new database at BENCH_PG_URL,
 *   default postgres://postgres@127.0.0.1:5432) with media in s3rver.
 * The crowd: visitors arrive open-loop, ramping in four equal steps to CLUSTER_RATE requests/s
 * (a quarter, a half, three quarters, all of it) over CLUSTER_S seconds, each walking home →
 * concerts → a concert with tickets → its ticket link. The link leads to the external shop, which
 * is not ours to measure: the walk's last step is that every concert page the crowd is served
 * carries it, sampled every 2 s through the proxy (also while an instance is dead and while the back
 * end is down). An editor publishes a changed headline on the home page every 20 s and we time
 * until it is visible through the proxy; at 1/3 of the run one SSR instance gets SIGKILL and is
 * restarted; at 1/2 the back end is stopped for 20 s and started again.
 * Per tier: requests/s, p50/p99 and errors (the proxy's own answers and the SSR instances' from the
 * proxy's access log: request time of what it answered from its cache, upstream time of what it
 * asked an instance for; the back end's time is inside the instances'), CPU per view (nginx's
 * workers included) and RSS. Prints a Markdown report and a JSON summary as the last line.
 * `--cluster --sale`: the ticket sale with Varnish purged by key instead (./sale.ts, which uses the
 * helpers exported here).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import S3rver from 's3rver';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { startCachingProxy } from '../lib/cachingProxy';
import { freePort } from '../lib/freePort';
import { projectRoot } from '../lib/root';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';
import { tiersFromAccessLog } from './accessLog';
import { childPids, cpuMs, rssMiB } from './processStats';

export const SECONDS = Number(process.env.CLUSTER_S ?? 120);
export const RATE = Number(process.env.CLUSTER_RATE ?? 300);
const PUBLISH_EVERY_MS = 20_000;
const OUTAGE_MS = 20_000;
export const EDITOR_PASSWORD = 'cluster-bench-editor';
export const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** a concert page's link to the external ticket shop (the seed's shop) */
export const TICKET_LINK = /href="(https:\/\/tickets\.[^"]+)"/;
const TICKET_SAMPLE_MS = 2000;

export interface Proc {
  name: string;
  child: ChildProcess;
  url: string;
}

/** every process started, stopped at the end (restarted ones too) */
export const procs: Proc[] = [];

/** `npm run cms` (tsx cms/main.ts) on `port`. */
export function startCms(env: NodeJS.ProcessEnv, port: number): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cms/main.ts'], { cwd: projectRoot, env: { ...process.env, ...env, CMS_PORT: String(port), CMS_HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const proc = { name: 'cms', child, url: `http://127.0.0.1:${port}` };
  procs.push(proc);
  return proc;
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not healthy within ${timeoutMs} ms`);
}

/** An editor session on the back end (through the proxy, as a browser). */
export async function editorSession(origin: string): Promise<{ headers: Record<string, string> }> {
  const first = await fetch(`${origin}/de/pageeditor-api/user`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const login = await fetch(`${origin}/de/pageeditor-api/login/`, {
    method: 'POST',
    // no Origin: the CSRF check then rests on the double submit, as for a same-origin fetch over http
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrf, cookie: `${CSRF_COOKIE}=${csrf}` },
    body: JSON.stringify({ username: 'demo', password: EDITOR_PASSWORD }),
  });
  const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(login.headers.getSetCookie().join(';'))?.[1];
  if (!login.ok || !session) throw new Error(`editor login failed: ${login.status}`);
  return { headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrf, cookie: `${CSRF_COOKIE}=${csrf}; ${SESSION_COOKIE}=${session}` } };
}

export interface Latency {
  count: number;
  errors: number;
  byStatus: Record<string, number>;
  times: number[];
}

export const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** The ramp: the share of CLUSTER_RATE in each quarter of the run. */
export const RAMP = [0.25, 0.5, 0.75, 1];

/**
 * The crowd: 200 connections walking `walk` in turn, its rate stepped up through RAMP over SECONDS;
 * every answer counted in `visits`, each stage's times handed to `onStage`.
 */
export async function rampCrowd(url: string, walk: string[], visits: Latency, onStage?: (share: number, times: number[]) => void): Promise<void> {
  let step = 0;
  for (const share of RAMP) {
    const times: number[] = [];
    const stage = autocannon({
      url,
      connections: 200,
      duration: SECONDS / RAMP.length,
      overallRate: Math.max(1, Math.round(RATE * share)),
      requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: walk[step++ % walk.length] }) }],
    });
    stage.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
      visits.count++;
      visits.byStatus[status] = (visits.byStatus[status] ?? 0) + 1;
      if (status !== 200) visits.errors++;
      visits.times.push(time);
      times.push(time);
    });
    stage.on('reqError', () => visits.errors++);
    await stage;
    onStage?.(share, times);
  }
}


export interface BackEndSetup {
  /** the back end's environment (`npm run cms`): the new database, media in s3rver, the seed */
  cmsEnv: NodeJS.ProcessEnv;
  cmsPort: number;
  /** drops the database, stops s3rver */
  close(): Promise<void>;
}

/** A new PostgreSQL database (at BENCH_PG_URL) and s3rver for one back end; `npm run cms` seeds it at its first start. */
export async function backEndSetup(tmp: string, prefix: string): Promise<BackEndSetup> {
  const dbName = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = pgAdmin.replace(/\/[^/]*$/, `/${dbName}`);
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'orchestra-media', configs: [] }] });
  const s3Address = (await s3.run()) as AddressInfo;
  const cmsPort = await freePort();
  const cmsEnv = {
    DATABASE_URL: databaseUrl,
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    S3_BUCKET: 'orchestra-media',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SEED: 'true',
    DEMO_EDITOR_PASSWORD: EDITOR_PASSWORD,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
  };
  return {
    cmsEnv,
    cmsPort,
    close: async () => {
      await s3.close().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-cluster-'));
  const setup = await backEndSetup(tmp, 'bench_cluster');
  const stops: (() => Promise<void>)[] = [];
  try {
    const { cmsEnv, cmsPort } = setup;
    let cms = startCms(cmsEnv, cmsPort);
    console.log('back end: migrating and seeding on PostgreSQL (minutes on a busy machine)…');
    await waitFor(`${cms.url}/api/health/`, 1_800_000);
    const ssr: Proc[] = [];
    const startSsr = async (name: string, port: number) => {
      const child = spawnServer({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CMS_URL: cms.url, LOG_LEVEL: 'warn', TRUST_PROXY: '1' }, 'inherit');
      const proc = { name, child, url: `http://127.0.0.1:${port}` };
      procs.push(proc);
      await waitForHealthy(proc.url, child, 120_000);
      return proc;
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) ssr.push(await startSsr(`ssr${i + 1}`, port));
    const accessLog = path.join(tmp, 'nginx', 'access.log');
    const proxy = await startCachingProxy(path.join(tmp, 'nginx'), await freePort(), ports.map((port) => `127.0.0.1:${port}`), { accessLog });
    stops.push(proxy.stop);

    const list = await (await fetch(`${proxy.url}/de/konzerte`)).text();
    const concerts = [...new Set([...list.matchAll(/href="(\/de\/konzerte\/[^/"?#]+\/\d+)"/g)].map((m) => m[1]))];
    // a concert with tickets on sale: its page links to the shop
    let concert = '';
    let ticketLink = '';
    for (const candidate of concerts) {
      ticketLink = TICKET_LINK.exec(await (await fetch(`${proxy.url}${candidate}`)).text())?.[1] ?? '';
      if (ticketLink) {
        concert = candidate;
        break;
      }
    }
    if (!concert) throw new Error('no concert with a ticket link on /de/konzerte');
    const walk = ['/de', '/de/konzerte', concert];

    // the editor's change: the first headline module of the home page
    const editor = await editorSession(proxy.url);
    const pageJson = (await (await fetch(`${proxy.url}/de/pageeditor-api/page/`, { headers: editor.headers })).json()) as { id: number; modules: { modules: { id: number; model: string }[] }[] };
    const headline = pageJson.modules.flatMap((section) => section.modules).find((module) => module.model === 'headline');
    if (!headline) throw new Error('no headline module on the home page');

    const cpuBefore = new Map<number, number>();
    // nginx's master and its workers (the workers do the work)
    const tierPids = () => ({ proxy: [proxy.pid, ...childPids(proxy.pid)], ssr: ssr.map((p) => p.child.pid!), cms: [cms.child.pid!] });
    for (const pid of Object.values(tierPids()).flat()) cpuBefore.set(pid, cpuMs(pid));
    const cpuAcc = { proxy: 0, ssr: 0, cms: 0 };
    const account = (tier: keyof typeof cpuAcc, pid: number) => {
      try {
        cpuAcc[tier] += cpuMs(pid) - (cpuBefore.get(pid) ?? 0);
      } catch {
        // gone
      }
      cpuBefore.delete(pid);
    };
    const rss: Record<string, number[]> = { proxy: [], ssr: [], cms: [] };
    const sampleRss = setInterval(() => {
      for (const [tier, pids] of Object.entries(tierPids())) {
        try {
          rss[tier].push(pids.reduce((sum, pid) => sum + rssMiB(pid), 0));
        } catch {
          // a process restarting
        }
      }
    }, 2000);

    // visitors: an open-loop ramp through the walk, a step per quarter of the run
    const visits: Latency = { count: 0, errors: 0, byStatus: {}, times: [] };
    const started = Date.now();
    const steps: { rate: number; requests: number; p99: number }[] = [];
    const crowd = rampCrowd(proxy.url, walk, visits, (share, times) => {
      times.sort((a, b) => a - b);
      steps.push({ rate: Math.round(RATE * share), requests: times.length, p99: percentile(times, 0.99) });
    });
    // the walk's last step: the concert page as the crowd gets it still links to the ticket shop
    const tickets = { samples: 0, missing: 0 };
    const sampleTickets = setInterval(() => {
      void fetch(`${proxy.url}${concert}`)
        .then(async (res) => {
          tickets.samples++;
          if (!(await res.text()).includes(`href="${ticketLink}"`)) tickets.missing++;
        })
        .catch(() => tickets.missing++);
    }, TICKET_SAMPLE_MS);

    const publishes: number[] = [];
    const events: string[] = [];
    const script = (async () => {
      let n = 0;
      const killAt = started + (SECONDS * 1000) / 3;
      const outageAt = started + (SECONDS * 1000) / 2;
      let killed = false;
      let outage = false;
      while (Date.now() - started < SECONDS * 1000 - PUBLISH_EVERY_MS) {
        if (!killed && Date.now() >= killAt) {
          killed = true;
          const victim = ssr[0];
          account('ssr', victim.child.pid!);
          victim.child.kill('SIGKILL');
          events.push(`${Math.round((Date.now() - started) / 1000)} s: SIGKILL ${victim.name}`);
          ssr[0] = await startSsr(victim.name, ports[0]);
          cpuBefore.set(ssr[0].child.pid!, cpuMs(ssr[0].child.pid!));
          events.push(`${Math.round((Date.now() - started) / 1000)} s: ${victim.name} healthy again`);
        }
        if (!outage && Date.now() >= outageAt) {
          outage = true;
          account('cms', cms.child.pid!);
          cms.child.kill('SIGTERM');
          events.push(`${Math.round((Date.now() - started) / 1000)} s: back end stopped`);
          await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
          cms = startCms(cmsEnv, cmsPort);
          await waitFor(`${cms.url}/api/health/`, 120_000);
          cpuBefore.set(cms.child.pid!, cpuMs(cms.child.pid!));
          events.push(`${Math.round((Date.now() - started) / 1000)} s: back end healthy again`);
          continue;
        }
        const text = `Vorverkauf ${++n} ${Date.now()}`;
        const session = await editorSession(proxy.url);
        const patch = await fetch(`${proxy.url}/de/pageeditor-api/headline/${headline.id}/`, { method: 'PATCH', headers: session.headers, body: JSON.stringify({ content: text }) });
        const publish = await fetch(`${proxy.url}/de/pageeditor-api/publication/page/${pageJson.id}/publish/`, { method: 'POST', headers: session.headers });
        if (patch.ok && publish.ok) {
          const at = Date.now();
          while (!(await (await fetch(`${proxy.url}/de`)).text()).includes(text)) await new Promise((resolve) => setTimeout(resolve, 100));
          publishes.push(Date.now() - at);
        } else events.push(`publish ${n} refused: ${patch.status}/${publish.status}`);
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_EVERY_MS));
      }
    })();
    await crowd;
    await script;
    clearInterval(sampleRss);
    clearInterval(sampleTickets);
    // nginx writes its log buffer every second
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const tiers = tiersFromAccessLog(fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8') : '', SECONDS);
    for (const [tier, pids] of Object.entries(tierPids())) for (const pid of pids) account(tier as keyof typeof cpuAcc, pid);

    visits.times.sort((a, b) => a - b);
    const views = visits.count;
    const summary = {
      seconds: SECONDS,
      rate: RATE,
      visitors: { requests: views, rps: Math.round(views / SECONDS), p50: percentile(visits.times, 0.5), p99: percentile(visits.times, 0.99), errors: visits.errors, byStatus: visits.byStatus },
      ramp: steps,
      tiers,
      ticketLink: { link: ticketLink, ...tickets },
      cpuMsPerView: { proxy: +(cpuAcc.proxy / views).toFixed(3), ssr: +(cpuAcc.ssr / views).toFixed(3), cms: +(cpuAcc.cms / views).toFixed(3) },
      rssMiB: Object.fromEntries(Object.entries(rss).map(([tier, samples]) => [tier, { first: samples[0] ?? 0, max: Math.max(0, ...samples), last: samples.at(-1) ?? 0 }])),
      publishToVisibleMs: publishes,
      events,
    };
    console.log(`| Tier | Requests/s | p50 ms | p99 ms | Errors | CPU ms per view | RSS first → max → last (MiB) |\n|---|---:|---:|---:|---:|---:|---:|`);
    for (const tier of ['proxy', 'ssr', 'cms'] as const) {
      const r = summary.rssMiB[tier];
      const t = tier === 'cms' ? null : tiers[tier];
      const latency = t ? `${t.rps} | ${t.p50} | ${t.p99} | ${t.errors}` : 'inside the SSR tier | | | ';
      console.log(`| ${tier} | ${latency} | ${summary.cpuMsPerView[tier]} | ${r.first} → ${r.max} → ${r.last} |`);
    }
    console.log(`\nRamp (requests/s asked → served, p99 ms): ${steps.map((s) => `${s.rate} → ${Math.round(s.requests / (SECONDS / RAMP.length))}, ${s.p99}`).join('; ')}`);
    console.log(`Ticket link on the concert page: missing in ${tickets.missing} of ${tickets.samples} samples`);
    console.log(`\nVisitors through the proxy: ${views} requests, ${summary.visitors.rps}/s, p50 ${summary.visitors.p50} ms, p99 ${summary.visitors.p99} ms, errors ${visits.errors} (${JSON.stringify(visits.byStatus)})`);
    console.log(`Publish → visible through the proxy (ms): ${publishes.join(', ')}`);
    console.log(`Events: ${events.join('; ')}`);
    console.log(JSON.stringify(summary));
    if (visits.errors > 0 || tickets.missing > 0) process.exitCode = 1;
  } finally {
    for (const stop of stops) await stop().catch(() => {});
    for (const proc of procs) await stopServer(proc.child).catch(() => {});
    await setup.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export async function runClusterBench(): Promise<void> {
  await main();
}
