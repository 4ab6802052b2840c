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
    createExtractor: () =>
      new ChunkExtractor({ stats: options.reload ? readStats(statsFile) : stats, entrypoints: ['main'] }) as RouteChunkExtractor,
  };
}
