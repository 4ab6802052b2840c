/**
 * `npm run bench`: a benchmark, not a test. Starts the production server from the existing build
 * twice: with the embedded back end on a temporary database (or CMS_URL when set), and with a stub
 * back end answering from memory (what SSR costs by itself). Measures with autocannon requests/s
 * and latency (p50, p99) of /de and /en, beside the same HTML served by nginx as the ceiling, and
 * the JavaScript a visitor downloads per page type (every public page type, ./pageTypes.ts;
 * budget VISITOR_JS_BUDGET_KIB, gzipped bytes on the wire, brotli beside), the cookie manager
 * loaded after mount, and the editor.
 * Prints Markdown for docs/performance.md. `npm run bench -- --js`: the JavaScript sizes only.
 * Options (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (10).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { staleReason } from '../lib/buildState';
import { freePort } from '../lib/freePort';
import { projectRoot } from '../lib/root';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';
import { chunkGroupJs, laterModuleJs, pageJs, type JsSize } from './jsSize';
import { pageTypes, VISITOR_JS_BUDGET_KIB } from './pageTypes';
import { startNginx } from './nginx';
import { startStubCms } from './stubCms';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = ['/de', '/en'];
const loadBefore = os.loadavg()[0].toFixed(1);

interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(target: string, url: string): Promise<Row> {
  // A short warm-up, so the JIT and the back end's caches are not part of the figures.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface PageJs {
  label: string;
  path: string;
  size: JsSize;
  /** the renderers of modules below the first section, loaded as they near the viewport */
  later: JsSize;
}

function jsLines(pages: PageJs[], consent: JsSize, editor: JsSize): string[] {
  const flag = (size: JsSize) => (size.gzip / 1024 > VISITOR_JS_BUDGET_KIB ? ' (over budget)' : '');
  return [
    `| JavaScript (budget ${VISITOR_JS_BUDGET_KIB} KiB gzipped per page) | Files | Raw | Gzipped | Brotli | Later: modules below, scrolled to (gzipped) |`,
    '|---|---:|---:|---:|---:|---:|',
    ...pages.map(
      (p) =>
        `| Visitor, ${p.label} ${p.path} (script tags of the page) | ${p.size.files.length} | ${kib(p.size.bytes)} | ${kib(p.size.gzip)}${flag(p.size)} | ${kib(p.size.br)} | ${p.later.files.length ? `+${kib(p.later.gzip)} in ${p.later.files.length} files` : '–'} |`,
    ),
    `| Cookie manager, after mount (every first visit) | ${consent.files.length} | ${kib(consent.bytes)} | ${kib(consent.gzip)} | ${kib(consent.br)} | |`,
    `| Editor chunk group (only with ?edit) | ${editor.files.length} | ${kib(editor.bytes)} | ${kib(editor.gzip)} | ${kib(editor.br)} | |`,
  ];
}

function report(rows: Row[], js: string[]) {
  const lines = [
    `Benchmark: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${connections} connections, ${duration} s per target, no compression; load average before: ${loadBefore}.`,
    '',
    ...(rows.length
      ? ['| Target | Requests/s | p50 latency (ms) | p99 latency (ms) | Errors |', '|---|---:|---:|---:|---:|', ...rows.map((r) => `| ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`), '']
      : []),
    ...js,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

async function measureJs(origin: string): Promise<string[]> {
  const pages: PageJs[] = [];
  const missing = (label: string) => console.warn(`No link to a ${label} found on its list page: not measured.`);
  const stats = path.join(projectRoot, 'build', 'loadable-stats.json');
  for (const { label, path: pagePath } of await pageTypes(origin, missing)) {
    const html = await (await fetch(`${origin}${pagePath}`)).text();
    pages.push({ label, path: pagePath, size: await pageJs(html, origin), later: await laterModuleJs(html, stats, origin) });
  }
  return jsLines(pages, await chunkGroupJs(stats, 'cookie-consent', origin), await chunkGroupJs(stats, 'editor', origin));
}

/** Starts the built server; `cmsUrl` unset: the embedded back end on a database under `tmp`. */
async function startServer(tmp: string, cmsUrl: string | undefined) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    CMS_URL: cmsUrl ?? '',
    DATA_DIR: path.join(tmp, 'db'),
    MEDIA_DIR: path.join(tmp, 'media'),
  });
  await waitForHealthy(url, child, 180_000);
  return { url, stop: () => stopServer(child) };
}

async function main() {
  const reason = staleReason(projectRoot, 'production');
  if (reason && /missing|development/.test(reason)) throw new Error(`No production build (${reason}): run "npm run build" first`);
  if (reason) console.warn(`Note: ${reason}; measuring the existing build.`);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-bench-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    if (process.argv.includes('--js')) {
      // JavaScript sizes only, no load test: npm run bench -- --js
      const real = await startServer(tmp, process.env.CMS_URL);
      stops.unshift(real.stop);
      report([], await measureJs(real.url));
      return;
    }
    const stub = await startStubCms();
    stops.push(() => stub.close());
    const real = await startServer(tmp, process.env.CMS_URL);
    stops.unshift(real.stop);
    const alone = await startServer(tmp, stub.url);
    stops.unshift(alone.stop);
    const html: Record<string, string> = {};
    for (const page of PAGES) html[page] = await (await fetch(`${real.url}${page}`)).text();
    const nginx = await startNginx(path.join(tmp, 'nginx'), await freePort(), html);
    stops.unshift(nginx.stop);

    const backEnd = process.env.CMS_URL ? 'CMS_URL' : 'embedded back end';
    const rows: Row[] = [];
    for (const page of PAGES) {
      rows.push(await measure(`SSR ${page}, ${backEnd}`, `${real.url}${page}`));
      rows.push(await measure(`SSR ${page}, stub back end`, `${alone.url}${page}`));
      rows.push(await measure(`nginx, same HTML ${page}`, `${nginx.url}${page}`));
    }
    report(rows, await measureJs(real.url));
  } finally {
    for (const stop of stops) await stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
