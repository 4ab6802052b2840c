/**
 * What a visitor's browser downloads in JavaScript for a page, and in style sheets before its first
 * paint, as our server sends it: the body bytes on the wire for `Accept-Encoding: gzip` (the
 * budget's measure), `br` (what browsers get) and `identity` (raw). Read with http.get: fetch would
 * decompress.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';

export interface JsSize {
  files: { src: string; bytes: number; gzip: number; br: number }[];
  bytes: number;
  gzip: number;
  br: number;
}

function wireBytes(url: URL, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    (url.protocol === 'https:' ? https : http)
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${url.pathname}: HTTP ${res.statusCode}`));
          return;
        }
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function sizeOf(sources: string[], origin: string): Promise<JsSize> {
  const files = await Promise.all(
    sources.map(async (src) => {
      const url = new URL(src, origin);
      const [bytes, gzip, br] = await Promise.all([wireBytes(url, 'identity'), wireBytes(url, 'gzip'), wireBytes(url, 'br')]);
      return { src, bytes, gzip, br };
    }),
  );
  const sum = (key: 'bytes' | 'gzip' | 'br') => files.reduce((total, f) => total + f[key], 0);
  return { files, bytes: sum('bytes'), gzip: sum('gzip'), br: sum('br') };
}

const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);

/** The scripts named by the page's <script src> tags. */
export function pageJs(html: string, origin: string): Promise<JsSize> {
  return sizeOf(scriptSources(html), origin);
}

/** The style sheets the page links (each a `<link rel="stylesheet">` of the head: they block its first paint). */
export function pageCss(html: string, origin: string): Promise<JsSize> {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\srel="stylesheet"/.test(tag));
  return sizeOf(links.map((tag) => /\shref="([^"]+)"/.exec(tag)![1]), origin);
}

interface LoadableStats {
  publicPath: string;
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The script URLs of a named chunk group of the client build. */
function groupSources(stats: LoadableStats, group: string): string[] {
  return (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js')).map((name) => `${stats.publicPath}${name}`);
}

const readStats = (statsFile: string) => JSON.parse(fs.readFileSync(statsFile, 'utf8')) as LoadableStats;

/** The scripts of a named chunk group of the client build (e.g. the editor, loaded on demand). */
export function chunkGroupJs(statsFile: string, group: string, origin: string): Promise<JsSize> {
  return sizeOf(groupSources(readStats(statsFile), group), origin);
}

/** The chunk group a first visit loads besides the page's scripts: the cookie manager (client/consent/loader.ts). */
export const FIRST_VISIT_GROUP = 'cookie-consent';

/**
 * What a first visit downloads (the visitor JavaScript budget): the page's scripts and the cookie
 * manager, which every visitor without a consent cookie loads.
 */
export function firstVisitJs(html: string, statsFile: string, origin: string): Promise<JsSize> {
  const page = scriptSources(html);
  const consent = groupSources(readStats(statsFile), FIRST_VISIT_GROUP).filter((src) => !page.includes(src));
  return sizeOf([...page, ...consent], origin);
}

/**
 * The module renderers a page loads later, as its modules near the viewport (a visitor who scrolls
 * to the end gets them all): the chunks of the kinds in its HTML that its script tags do not name.
 */
export function laterModuleJs(html: string, statsFile: string, origin: string): Promise<JsSize> {
  const stats = readStats(statsFile);
  const written = new Set(scriptSources(html));
  const kinds = new Set([...html.matchAll(/data-module="([\w-]+)"/g)].map((m) => m[1]));
  const later = new Set([...kinds].flatMap((kind) => groupSources(stats, `module-${kind}`)).filter((src) => !written.has(src)));
  return sizeOf([...later], origin);
}
