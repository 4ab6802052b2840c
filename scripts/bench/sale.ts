/**
 * `npm run bench -- --cluster --sale` (or `--sale`): the ticket sale of issue 40, item 4. Varnish
 * with config/varnish/default.vcl (xkey, scripts/lib/varnish.ts) → three SSR instances (build/server,
 * CMS_URL, PURGE_URL = the proxy) → one back end (`npm run cms`) on PostgreSQL (a new database at
 * BENCH_PG_URL, seeded) with media in s3rver. The crowd of `--cluster` (./cluster.ts: a paced
 * ramp to CLUSTER_RATE over CLUSTER_S seconds, home → concerts → a concert with tickets, here each of
 * the five in turn), counted by wrk (./crowdProcess.ts), while an editor changes the availability of five concerts (bookable ↔ sold
 * out, a PUT of each through the proxy) every 2 s. Measured:
 *   - SSR renders per change: the instances' page-cache misses (each one a render; `/healthz`
 *     details, HEALTH_TOKEN) over the run, divided by the changes; beside it the number of pages that
 *     show a changed concert (every page of the sitemap, both languages, whose Surrogate-Key names
 *     `event:{id}` or `any`, read from an instance);
 *   - requests that reached the origin per minute (varnishstat MAIN.backend_req), and Varnish's own
 *     time per answer by handling (varnishncsa %D: hit, miss), to place the visitors' tail;
 *   - visitors' p50/p99 and errors (non-200 answers, failed requests, the samplers' too);
 *   - how long after each change (its PUT answered) a visitor through the proxy still saw the old
 *     availability: the concert's page asked every SAMPLE_MS until its ticket link shows (bookable)
 *     or is gone (sold out);
 *   - the pages the changes did not touch (no `event:{id}` of the five, no `any`; they carry the
 *     footer's news teaser, `stories:list`): still answered by the proxy from before the run (HIT,
 *     Age at least the run).
 * Then the same run again with one global version: the instances with CONTENT_VERSION_SOURCE=poll,
 * where every change is a change of unknown keys (each instance drops every page and purges `pages`
 * from the proxy), as before content keys; Varnish and the instances fresh, the back end the same.
 * `SALE_GLOBAL=0` skips it. Prints Markdown and the JSON summary as the last line; exit code 1 when a
 * target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { freePort } from '../lib/freePort';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';
import { startVarnish, type RunningVarnish } from '../lib/varnish';
import { backEndSetup, editorSession, percentile, procs, RATE, SECONDS, startCms, TICKET_LINK, waitFor, type Proc } from './cluster';
import { crowdInOwnProcess } from './crowdProcess';

const CHANGE_EVERY_MS = 2000;
const CONCERTS = 5;
/** a concert's page is asked this often after its change until it shows the new availability */
const SAMPLE_MS = 50;
/**
 * `--separate-machines`: Varnish and the crowd at nice −10 (as root), standing for a proxy and
 * visitors on machines of their own; without it all share the two cores at one priority.
 */
const SEPARATE_MACHINES = process.argv.includes('--separate-machines');
/** a change not visible after this long counts as this long */
const SAMPLE_GIVE_UP_MS = 10_000;
const HEALTH_TOKEN = 'sale-bench-health-details-token';
const VARNISHSTAT = process.env.VARNISHSTAT_BIN ?? '/usr/bin/varnishstat';
const VARNISHNCSA = process.env.VARNISHNCSA_BIN ?? '/usr/bin/varnishncsa';

/** varnishncsa lines `µs handling method` of the GETs: p50/p99 ms per handling (hit, miss, pass …). */
function proxyTimes(log: string): Record<string, { count: number; p50: number; p99: number }> {
  const by = new Map<string, number[]>();
  for (const line of log.split('\n')) {
    const [us, handling, method] = line.split(' ');
    if (method !== 'GET' || !handling) continue;
    const times = by.get(handling) ?? [];
    times.push(Number(us) / 1000);
    by.set(handling, times);
  }
  return Object.fromEntries(
    [...by].map(([handling, times]) => {
      times.sort((a, b) => a - b);
      const at = (p: number) => +(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(1);
      return [handling, { count: times.length, p50: at(0.5), p99: at(0.99) }];
    }),
  );
}
/** fields of an admin record that a PUT does not take */
const READ_ONLY = ['id', 'created_at', 'updated_at', 'admin_url', 'published_at'];

interface Concert {
  path: string;
  id: number;
  /** its own ticket link (the admin record's ticket_url, as an attribute): shown while bookable */
  link: string;
  record: Record<string, unknown>;
  bookable: boolean;
}

interface PhaseResult {
  label: string;
  changes: number;
  changesRefused: number;
  renders: number;
  rendersPerChange: number;
  originRequests: number;
  originPerMinute: number;
  visitors: { requests: number; rps: number; p50: number; p99: number; errors: number; byStatus: Record<string, number>; crowd: string };
  /** Varnish's own time per answer (varnishncsa %D, first byte received to last byte sent), by how it answered: where the visitors' tail is */
  proxyTime: Record<string, { count: number; p50: number; p99: number }>;
  /** ms from a change's answer until the proxy showed it */
  visible: { samples: number; p50: number; p99: number; max: number; notSeen: number; sampleErrors: number };
  /** pages no change touched: answered by the proxy from before the run */
  untouched: { path: string; cache: string | null; age: number; kept: boolean }[];
  load: { before: string; after: string };
  /** what explains the figures: the keys the writes' answers named, the back end's stream, the purges */
  why: { writeKeys: Record<string, number>; streamChanges: { keyed: number; unkeyed: number }; droppedByInstances: number };
}

/** Follows the back end's version stream (cms/api/versionStream.ts): counts the changes it named with keys and without. */
function watchStream(cmsUrl: string): { counts: { keyed: number; unkeyed: number }; stop(): void } {
  const counts = { keyed: 0, unkeyed: 0 };
  const controller = new AbortController();
  let last: number | null = null;
  void (async () => {
    try {
      const answer = await fetch(`${cmsUrl}/api/content-version/stream/`, { signal: controller.signal });
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        const events = buffered.split('\n\n');
        buffered = events.pop()!;
        for (const event of events) {
          const version = Number(/^data: (\d+)$/m.exec(event)?.[1]);
          if (!version || (last !== null && version <= last)) continue;
          if (last !== null) counts[/^keys: ?\S/m.test(event) && version === last + 1 ? 'keyed' : 'unkeyed']++;
          last = version;
        }
      }
    } catch {
      // stopped
    }
  })();
  return { counts, stop: () => controller.abort() };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** A counter of the Varnish instance in `workDir` (varnishstat -j; Varnish 6.5+ nests them under `counters`). */
function varnishCounter(workDir: string, name: string): number {
  const out = JSON.parse(execFileSync(VARNISHSTAT, ['-n', workDir, '-1', '-j', '-f', name], { encoding: 'utf8' })) as Record<string, unknown> & { counters?: Record<string, { value: number }> };
  const counter = (out.counters?.[name] ?? out[name]) as { value: number } | undefined;
  if (!counter) throw new Error(`varnishstat: no ${name}`);
  return counter.value;
}

/** Renders so far on one instance: its page cache's misses (every page request not answered from memory renders). */
async function pageCacheStats(instance: Proc): Promise<{ misses: number; dropped: number }> {
  const details = (await (await fetch(`${instance.url}/healthz`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })).json()) as { pageCache?: { misses: number; dropped: number } };
  if (!details.pageCache) throw new Error(`${instance.name}: no page-cache statistics in /healthz`);
  return details.pageCache;
}

/** The instances' page-cache misses (renders) and drops, summed. */
async function instanceCounts(instances: Proc[]): Promise<{ misses: number; dropped: number }> {
  const all = await Promise.all(instances.map(pageCacheStats));
  return { misses: all.reduce((sum, one) => sum + one.misses, 0), dropped: all.reduce((sum, one) => sum + one.dropped, 0) };
}

/** Every page path of the sitemap (index → files → <loc>), asked of one instance. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const locs = async (file: string) => [...(await (await fetch(`${origin}${file}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const files = await locs('/sitemap.xml');
  const pages: string[] = [];
  for (const file of files) pages.push(...(await locs(file)));
  return [...new Set(pages)];
}

/** The content keys of each page, as an instance names them for the proxy (Surrogate-Key). */
async function pageKeys(origin: string, paths: string[]): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const pagePath = paths[next++];
      const answer = await fetch(`${origin}${pagePath}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      if (answer.status === 200) keys.set(pagePath, (answer.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean));
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return keys;
}

const showsConcert = (keys: string[], id: number) => keys.includes(`event:${id}`) || keys.includes('any');

async function proxyAnswer(proxy: RunningVarnish, pagePath: string) {
  const answer = await fetch(`${proxy.url}${pagePath}`);
  return { status: answer.status, cache: answer.headers.get('x-proxy-cache'), age: Number(answer.headers.get('age') ?? 0), body: await answer.text() };
}

/** Asks through the proxy until it answers `pagePath` from its cache. */
async function warm(proxy: RunningVarnish, pagePath: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await proxyAnswer(proxy, pagePath)).cache === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${pagePath} never stored in the proxy`);
}

interface Site {
  cmsUrl: string;
  tmp: string;
}

async function startInstances(site: Site, name: string, ports: number[], proxyPort: number, env: NodeJS.ProcessEnv): Promise<Proc[]> {
  return Promise.all(
    ports.map(async (port, i) => {
      const child = spawnServer(
        {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          CMS_URL: site.cmsUrl,
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '1',
          // the sitemap (the pages counted) needs a public origin
          PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
          PURGE_URL: `http://127.0.0.1:${proxyPort}/`,
          HEALTH_TOKEN,
          ...env,
        },
        'inherit',
      );
      const proc = { name: `${name}-ssr${i + 1}`, child, url: `http://127.0.0.1:${port}` };
      procs.push(proc);
      await waitForHealthy(proc.url, child, 180_000);
      return proc;
    }),
  );
}

/** One two-minute sale against fresh instances (with `env`) and a fresh Varnish. */
async function salePhase(site: Site, label: string, env: NodeJS.ProcessEnv, concerts: Concert[], untouched: string[], walk: string[], prepare?: (instances: Proc[], proxy: RunningVarnish) => Promise<void>): Promise<PhaseResult> {
  const proxyPort = await freePort();
  const ports = [await freePort(), await freePort(), await freePort()];
  const instances = await startInstances(site, label.replace(/\W+/g, '-'), ports, proxyPort, env);
  const varnishDir = path.join(site.tmp, `varnish-${label.replace(/\W+/g, '-')}`);
  const proxy = await startVarnish(varnishDir, proxyPort, ports.map((port) => `127.0.0.1:${port}`), 256, SEPARATE_MACHINES ? -10 : undefined);
  try {
    await prepare?.(instances, proxy);
    const editor = await editorSession(proxy.url);
    for (const pagePath of [...new Set([...walk, ...untouched])]) await warm(proxy, pagePath);

    const loadBefore = loadAverage();
    const before = await instanceCounts(instances);
    const originBefore = varnishCounter(path.join(varnishDir, 'work'), 'MAIN.backend_req');
    const stream = watchStream(site.cmsUrl);
    const ncsaLog = path.join(varnishDir, 'ncsa.log');
    const ncsa = spawn(VARNISHNCSA, ['-n', path.join(varnishDir, 'work'), '-c', '-F', '%D %{Varnish:handling}x %m', '-w', ncsaLog], { stdio: 'ignore' });
    const writeKeys: Record<string, number> = {};
    const started = Date.now();

    const crowd = crowdInOwnProcess(proxy.url, walk, RATE, SEPARATE_MACHINES);

    // the sale: every 2 s each of the five concerts flips between bookable and sold out
    const visible: number[] = [];
    const sampling: Promise<void>[] = [];
    let changes = 0;
    let refused = 0;
    let notSeen = 0;
    let sampleErrors = 0;
    const sample = async (concert: Concert, bookable: boolean, at: number) => {
      while (Date.now() - at < SAMPLE_GIVE_UP_MS) {
        try {
          const seen = await proxyAnswer(proxy, concert.path);
          if (seen.status !== 200) sampleErrors++;
          else if (seen.body.includes(`href="${concert.link}"`) === bookable) {
            visible.push(Date.now() - at);
            return;
          }
        } catch {
          sampleErrors++;
        }
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
      notSeen++;
      visible.push(SAMPLE_GIVE_UP_MS);
    };
    const change = async (concert: Concert) => {
      const bookable = !concert.bookable;
      const body = Object.fromEntries(Object.entries({ ...concert.record, availability: bookable ? 'bookable' : 'soldout' }).filter(([field]) => !READ_ONLY.includes(field)));
      const answer = await fetch(`${proxy.url}/api/admin/events/${concert.id}/`, { method: 'PUT', headers: editor.headers, body: JSON.stringify(body) });
      const text = await answer.text();
      const named = answer.headers.get('x-content-keys') ?? '(none)';
      writeKeys[named] = (writeKeys[named] ?? 0) + 1;
      if (!answer.ok) {
        refused++;
        if (refused === 1) console.error(`sale: PUT of concert ${concert.id} answered ${answer.status}: ${text.slice(0, 300)}`);
        return;
      }
      const at = Date.now();
      changes++;
      concert.bookable = bookable;
      sampling.push(sample(concert, bookable, at));
    };
    let tick = 0;
    while (Date.now() - started < SECONDS * 1000 - CHANGE_EVERY_MS) {
      await Promise.all(concerts.map(change));
      const nextAt = started + ++tick * CHANGE_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - Date.now())));
    }
    const visits = await crowd;
    await Promise.all(sampling);
    const elapsedMin = (Date.now() - started) / 60_000;
    const after = await instanceCounts(instances);
    const originAfter = varnishCounter(path.join(varnishDir, 'work'), 'MAIN.backend_req');
    stream.stop();
    ncsa.kill('SIGTERM');
    await new Promise((resolve) => ncsa.once('exit', resolve));
    const loadAfter = loadAverage();
    const kept = [];
    for (const pagePath of untouched) {
      const answer = await proxyAnswer(proxy, pagePath);
      kept.push({ path: pagePath, cache: answer.cache, age: answer.age, kept: answer.cache === 'HIT' && answer.age >= SECONDS });
    }
    visible.sort((a, b) => a - b);
    const rendered = after.misses - before.misses;
    return {
      label,
      changes,
      changesRefused: refused,
      renders: rendered,
      rendersPerChange: +(rendered / Math.max(1, changes)).toFixed(2),
      originRequests: originAfter - originBefore,
      originPerMinute: Math.round((originAfter - originBefore) / elapsedMin),
      proxyTime: proxyTimes(fs.existsSync(ncsaLog) ? fs.readFileSync(ncsaLog, 'utf8') : ''),
      visitors: { requests: visits.count, rps: Math.round(visits.count / SECONDS), p50: visits.p50, p99: visits.p99, errors: visits.errors + sampleErrors, byStatus: visits.byStatus, crowd: `${visits.by}, ${visits.priority}` },
      visible: { samples: visible.length, p50: percentile(visible, 0.5), p99: percentile(visible, 0.99), max: visible.at(-1) ?? 0, notSeen, sampleErrors },
      untouched: kept,
      load: { before: loadBefore, after: loadAfter },
      why: { writeKeys, streamChanges: stream.counts, droppedByInstances: after.dropped - before.dropped },
    };
  } finally {
    await proxy.stop().catch(() => {});
    for (const instance of instances) await stopServer(instance.child).catch(() => {});
  }
}

async function main(): Promise<boolean> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-sale-'));
  const setup = await backEndSetup(tmp, 'bench_sale');
  try {
    const cms = startCms(setup.cmsEnv, setup.cmsPort);
    console.log('back end: migrating and seeding on PostgreSQL (minutes on a busy machine)…');
    await waitFor(`${cms.url}/api/health/`, 1_800_000);
    const site = { cmsUrl: cms.url, tmp };

    // found once, on the first phase's instances: the five concerts, the pages showing each, the untouched pages
    const concerts: Concert[] = [];
    const untouched: string[] = [];
    const walk: string[] = [];
    const shown = new Map<number, string[]>();
    let sitemapPages = 0;
    let footerKeyed = 0;
    const discover = async (instances: Proc[], proxy: RunningVarnish) => {
      const list = await (await fetch(`${proxy.url}/de/konzerte`)).text();
      const candidates = [...new Set([...list.matchAll(/href="(\/de\/konzerte\/[^/"?#]+\/(\d+))"/g)].map((m) => m[1]))];
      const editor = await editorSession(proxy.url);
      for (const candidate of candidates) {
        if (concerts.length === CONCERTS) break;
        const html = await (await fetch(`${proxy.url}${candidate}`)).text();
        if (!TICKET_LINK.test(html)) continue;
        const id = Number(/(\d+)$/.exec(candidate)![1]);
        const record = (await (await fetch(`${proxy.url}/api/admin/events/${id}/`, { headers: editor.headers })).json()) as Record<string, unknown>;
        // the page's other ticket links (the shop's home in the header) say nothing of this concert
        const link = typeof record.ticket_url === 'string' ? record.ticket_url.replace(/&/g, '&amp;') : '';
        if (record.availability !== 'bookable' || !link || !html.includes(`href="${link}"`)) continue;
        concerts.push({ path: candidate, id, link, record, bookable: true });
      }
      if (concerts.length < CONCERTS) throw new Error(`only ${concerts.length} bookable concerts with a ticket link on /de/konzerte`);
      for (const concert of concerts) walk.push('/de', '/de/konzerte', concert.path);
      const paths = await sitemapPaths(instances[0].url);
      const keys = await pageKeys(instances[0].url, [...new Set([...paths, ...walk])]);
      sitemapPages = keys.size;
      for (const concert of concerts) shown.set(concert.id, [...keys].filter(([, k]) => showsConcert(k, concert.id)).map(([p]) => p));
      const others = [...keys].filter(([, k]) => !concerts.some((concert) => showsConcert(k, concert.id)));
      footerKeyed = others.filter(([, k]) => k.includes('stories:list')).length;
      // a handful of them, of different kinds (every nth)
      const every = Math.max(1, Math.floor(others.length / 8));
      for (let i = 0; i < others.length && untouched.length < 8; i += every) untouched.push(others[i][0]);
      console.log(`sale: concerts ${concerts.map((c) => c.path).join(', ')}; ${sitemapPages} pages in the sitemap`);
    };

    const byKey = await salePhase(site, 'by key', {}, concerts, untouched, walk, discover);
    console.log(`sale: by key done: ${JSON.stringify(byKey)}`);
    const global = process.env.SALE_GLOBAL === '0' ? null : await salePhase(site, 'one global version', { CONTENT_VERSION_SOURCE: 'poll' }, concerts, untouched, walk);

    const counts = concerts.map((concert) => shown.get(concert.id)!.length);
    const meanShown = counts.reduce((a, b) => a + b, 0) / counts.length;
    const targets = {
      rendersPerChange: byKey.rendersPerChange <= Math.min(...counts),
      visibleP99: byKey.visible.p99 <= 1000 && byKey.visible.notSeen === 0,
      visitorErrors: byKey.visitors.errors === 0 && byKey.changesRefused === 0,
      visitorP99: byKey.visitors.p99 <= 100,
      untouchedKept: byKey.untouched.every((page) => page.kept),
    };
    const lines = [
      `bench --cluster --sale: ${os.cpus().length} CPUs, Node ${process.version}; Varnish (config/varnish/default.vcl) → 3 instances → back end on PostgreSQL; ${SECONDS} s, crowd ramping to ${RATE} requests/s (wrk, in its own process${SEPARATE_MACHINES ? '; Varnish and the crowd at nice −10, as machines of their own' : ''}); ${CONCERTS} concerts' availability changed every ${CHANGE_EVERY_MS / 1000} s.`,
      '',
      `Pages showing each changed concert (of ${sitemapPages} in the sitemap, keys from an instance): ${concerts.map((c, i) => `${c.path} ${counts[i]}`).join(', ')} (mean ${meanShown.toFixed(1)}).`,
      `Pages showing none of them: ${sitemapPages - new Set(concerts.flatMap((c) => shown.get(c.id)!)).size}, of which ${footerKeyed} carry the footer's news teaser (stories:list).`,
      '',
      '| Run | Changes | SSR renders per change | Origin requests/min | Visitors req/s | p50 ms | p99 ms | Errors | Change visible through the proxy after p50 / p99 / max ms | Untouched pages still from the proxy | Load before → after |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...[byKey, global]
        .filter((run): run is PhaseResult => run !== null)
        .map(
          (run) =>
            `| ${run.label} | ${run.changes}${run.changesRefused ? ` (${run.changesRefused} refused)` : ''} | ${run.rendersPerChange} (${run.renders}) | ${run.originPerMinute} | ${run.visitors.rps} | ${run.visitors.p50} | ${run.visitors.p99} | ${run.visitors.errors} | ${run.visible.p50} / ${run.visible.p99} / ${run.visible.max}${run.visible.notSeen ? ` (${run.visible.notSeen} not seen in 10 s)` : ''} | ${run.untouched.filter((p) => p.kept).length} of ${run.untouched.length} | ${run.load.before} → ${run.load.after} |`,
        ),
      '',
      ...[byKey, global]
        .filter((run): run is PhaseResult => run !== null)
        .map((run) => `Why (${run.label}): Varnish's own time per GET (ms, p50/p99): ${Object.entries(run.proxyTime).map(([handling, t]) => `${handling} ${t.count}: ${t.p50}/${t.p99}`).join(', ')}; the writes' answers named ${JSON.stringify(run.why.writeKeys)}; the back end's stream brought ${run.why.streamChanges.keyed} changes with their keys, ${run.why.streamChanges.unkeyed} without; the instances' page caches dropped ${run.why.droppedByInstances} pages.`),
      `Untouched pages after the run by key: ${byKey.untouched.map((p) => `${p.path} ${p.cache} age ${p.age}`).join('; ')}`,
      `Targets (by key): ${Object.entries(targets)
        .map(([name, met]) => `${name} ${met ? 'met' : 'MISSED'}`)
        .join(', ')}`,
    ];
    console.log(lines.join('\n'));
    console.log(JSON.stringify({ seconds: SECONDS, rate: RATE, concerts: concerts.map((c, i) => ({ path: c.path, pagesShowing: counts[i] })), sitemapPages, footerKeyed, byKey, global, targets }));
    return Object.values(targets).every(Boolean);
  } finally {
    for (const proc of procs) await stopServer(proc.child).catch(() => {});
    await setup.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export async function runSaleBench(): Promise<boolean> {
  return main();
}
