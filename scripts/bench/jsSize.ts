/**
 * What a visitor's browser downloads in JavaScript for a page, as our server sends it: the body
 * bytes on the wire for `Accept-Encoding: gzip` (the budget's measure), `br` (what browsers get)
 * and `identity` (raw). Read with http.get: fetch would decompress.
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

/** The scripts named by the page's <script src> tags. */
export function pageJs(html: string, origin: string): Promise<JsSize> {
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  return sizeOf(sources, origin);
}

/** The scripts of a named chunk group of the client build (e.g. the editor, loaded on demand). */
export function chunkGroupJs(statsFile: string, group: string, origin: string): Promise<JsSize> {
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as {
    publicPath: string;
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const assets = (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'));
  return sizeOf(assets.map((name) => `${stats.publicPath}${name}`), origin);
}
