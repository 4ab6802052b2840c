/**
 * The client build's chunk map (build/loadable-stats.json, written by @loadable/webpack-plugin). One
 * ChunkExtractor per request turns chunk names into script, style and preload tags.
 */
import fs from 'node:fs';
import { ChunkExtractor } from '@loadable/server';

/** ChunkExtractor with the two members its type declarations leave out (both public in the code). */
export type RouteChunkExtractor = ChunkExtractor & {
  /** the chunk names collected so far */
  readonly chunks: string[];
  addChunk(chunkName: string): void;
};

export interface Assets {
  createExtractor(): RouteChunkExtractor;
  /** URL of the main text font's regular weight (Latin), preloaded by every page; null when not built */
  mainFontUrl: string | null;
}

/** Source Sans 3, 400, Latin subset: the text of every page (client/styles/fonts.ts). */
const MAIN_FONT = /^source-sans-3-latin-400-normal\.[0-9a-f]+\.woff2$/;

/** The hashed file name of the main font among the build's assets. */
export function mainFontUrl(stats: object): string | null {
  const { publicPath = '/', assets = [] } = stats as { publicPath?: string; assets?: { name: string }[] };
  const font = assets.find((asset) => MAIN_FONT.test(asset.name));
  return font ? `${publicPath}${font.name}` : null;
}

function readStats(statsFile: string): object {
  try {
    return JSON.parse(fs.readFileSync(statsFile, 'utf8')) as object;
  } catch (error) {
    throw new Error(`Cannot read the client build's ${statsFile}: run "npm run build" first (${String(error)})`);
  }
}

/** `reload`: read the file for every request (development, where the client is rebuilt on change). */
export function loadAssets(statsFile: string, options: { reload?: boolean } = {}): Assets {
  const stats = readStats(statsFile);
  return {
    mainFontUrl: mainFontUrl(stats),
    createExtractor: () =>
      new ChunkExtractor({ stats: options.reload ? readStats(statsFile) : stats, entrypoints: ['main'] }) as RouteChunkExtractor,
  };
}
