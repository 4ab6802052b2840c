/** What a visitor's browser downloads in JavaScript for a page, gzipped as our server sends it. */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface JsSize {
  files: { src: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

async function sizeOf(urls: string[], fetchText: (src: string) => Promise<Buffer>): Promise<JsSize> {
  const files = await Promise.all(
    urls.map(async (src) => {
      const body = await fetchText(src);
      return { src, bytes: body.length, gzip: gzipSync(body).length };
    }),
  );
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0), gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

const download = (origin: string) => async (src: string) => Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());

/** The scripts named by the page's <script src> tags. */
export function pageJs(html: string, origin: string): Promise<JsSize> {
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  return sizeOf(sources, download(origin));
}

/** The scripts of a named chunk group of the client build (e.g. the editor, loaded on demand). */
export function chunkGroupJs(statsFile: string, group: string, origin: string): Promise<JsSize> {
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as {
    publicPath: string;
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const assets = (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'));
  return sizeOf(assets.map((name) => `${stats.publicPath}${name}`), download(origin));
}
