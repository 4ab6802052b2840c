/**
 * The client build's chunk map (build/loadable-stats.json, written by @loadable/webpack-plugin). One
 * ChunkExtractor per request turns chunk names into script, style and preload tags.
 */
import fs from 'node:fs';
import { ChunkExtractor } from '@loadable/server';
import type { RouteAssets } from '../../client/routing/routeAssets';
import { serializeState } from '../../client/snapshot';
import { escapeHtml } from '../../shared/html';
import { intlWarmupUrl } from './intlWarmup';

/** ChunkExtractor with the two members its type declarations leave out (both public in the code). */
export type RouteChunkExtractor = ChunkExtractor & {
  /** the chunk names collected so far */
  readonly chunks: string[];
  addChunk(chunkName: string): void;
};

export interface Assets {
  createExtractor(): RouteChunkExtractor;
  /** the preload tags of the font faces every page sets its first view in (Latin; those not built are left out), built once */
  fontPreloads: string;
  /** the URL of the date data's warm-up worker (./intlWarmup.ts), or null when it was not built */
  intlWarmup: string | null;
  /**
   * The files of each route's chunk group and of the navigation's code that the main bundle does not
   * hold, as JSON (client/routing/routeAssets.ts's RouteAssets): the page carries it so that an idle
   * prefetch can fetch a visible link's code without evaluating it.
   */
  routeAssetsJson(): string;
}

/**
 * The Latin subsets of the three faces of client/styles/fonts.ts, which every page type sets its first
 * view in (the text, the bold of the menu and the dialog's buttons, the display headings). Preloaded
 * all three: a face still loading at the first layout is set in its local fallback (on Linux a
 * synchronous request to the browser process per face and size) and laid out again when it arrives,
 * a second layout of the whole page (docs/performance.md, "Phones"). A face imported there must be
 * named here too: test/unit/server/fontPreloads.test.ts compares the two lists.
 */
const FIRST_VIEW_FONTS = [/^source-sans-3-latin-400-normal\.[0-9a-f]+\.woff2$/, /^source-sans-3-latin-700-normal\.[0-9a-f]+\.woff2$/, /^fraunces-latin-800-normal\.[0-9a-f]+\.woff2$/];

/** The hashed file names of the first view's fonts among the build's assets, in the order above. */
export function fontUrls(stats: object): string[] {
  const { publicPath = '/', assets = [] } = stats as { publicPath?: string; assets?: { name: string }[] };
  return FIRST_VIEW_FONTS.flatMap((face) => {
    const font = assets.find((asset) => face.test(asset.name));
    return font ? [`${publicPath}${font.name}`] : [];
  });
}

/** The preload tags of the first view's fonts, in the order of FIRST_VIEW_FONTS. */
export function fontPreloads(stats: object): string {
  return fontUrls(stats)
    .map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

interface ChunkGroupStats {
  assets?: (string | { name: string })[];
}

/** The chunk groups an idle prefetch fetches ahead: the routes' and the navigation's (client/routing/prefetch.ts). */
const PREFETCHED_GROUP = /^(route-[\w-]+|navigation)$/;

/** chunk group -> URLs of its script and style files that are not the main bundle's. */
export function routeAssets(stats: object): RouteAssets {
  const { publicPath = '/', namedChunkGroups = {} } = stats as { publicPath?: string; namedChunkGroups?: Record<string, ChunkGroupStats> };
  const names = (group: ChunkGroupStats | undefined) => (group?.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name));
  const inMain = new Set(names(namedChunkGroups.main));
  const result: RouteAssets = {};
  for (const [group, entry] of Object.entries(namedChunkGroups)) {
    if (!PREFETCHED_GROUP.test(group)) continue;
    result[group] = names(entry)
      .filter((file) => /\.(js|css)$/.test(file) && !inMain.has(file))
      .map((file) => `${publicPath}${file}`);
  }
  return result;
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
  const routeAssetsJson = serializeState(routeAssets(stats));
  return {
    fontPreloads: fontPreloads(stats),
    intlWarmup: intlWarmupUrl(stats),
    routeAssetsJson: () => (options.reload ? serializeState(routeAssets(readStats(statsFile))) : routeAssetsJson),
    createExtractor: () =>
      new ChunkExtractor({ stats: options.reload ? readStats(statsFile) : stats, entrypoints: ['main'] }) as RouteChunkExtractor,
  };
}
