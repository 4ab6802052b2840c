/** How the client build splits its chunks around the module renderers, and which assets only the editor loads. */
import path from 'node:path';
import type webpack from 'webpack';
import { root } from './rules';

/**
 * Module renderers are a chunk per kind (client/modules/renderers.ts). What several kinds share would
 * be copied into each kind's chunk (it is far below splitChunks' minSize), so it gets chunks of its
 * own, shared only among the chunks that render modules (other routes keep their own copy of, say,
 * Picture, instead of loading these chunks):
 *   sections  the section grid, the renderer map and what renderers share (fields, links, images,
 *             the modules' context), the styles of every kind, and the four smallest kinds
 *             (headline, text, quote, link: as files of their own they cost more in requests and
 *             lost compression than they save, see docs/performance.md); every page with sections
 *             loads it
 * The external media kinds (audio, viewer, social media, video) each carry their own player builder
 * of shared/modules and the frame of client/modules/EmbedFrame.tsx: no shared chunk of their own.
 */
const isModuleGroup = (group: webpack.ChunkGroup) => !!group.name?.startsWith('module-');

/** A kind's chunk, or a chunk that loads kinds' chunks (routes with sections, the editor). */
const rendersModules = (chunk: webpack.Chunk) => [...chunk.groupsIterable].some((group) => isModuleGroup(group) || group.getChildren().some(isModuleGroup));

/** A cacheGroup test: the module (the CSS extracted from it, the context of a dynamic import) is one of these files, relative to the root. */
function ownFiles(...files: RegExp[]) {
  return (module: webpack.Module) => {
    const name = module.nameForCondition() ?? module.context;
    const relative = name ? path.relative(root, name).split(path.sep).join('/') : '';
    return files.some((file) => file.test(relative));
  };
}

export const moduleChunkGroups = {
  sections: {
    name: 'sections',
    chunks: rendersModules,
    enforce: true,
    priority: 10,
    test: ownFiles(
      /^client\/modules\/(PageSections|ModuleRenderer|renderers|fields|context|ModuleLink|ModuleImage)\.(tsx?|module\.css)$/,
      /^client\/modules\/kinds$/, // renderers.ts' maps of ./kinds/<model> to module and chunk
      /^client\/modules\/(Headline|TextModule|Quote|LinkModule)\.(tsx|module\.css)$/,
      /^client\/modules\/kinds\/(headline|text|quote|link)\.ts$/,
      /^client\/media\/Picture\.(tsx|module\.css)$/,
      /^client\/links\/useRichTextLinks\.ts$/,
      /^shared\/modules\/(container|richText)\.ts$/,
    ),
  },
  // the kinds' styles (1.2 KiB gzipped in all): one stylesheet instead of one per kind (their class
  // name maps stay in the kinds' scripts)
  sectionStyles: {
    name: 'sections',
    type: 'css/mini-extract',
    chunks: rendersModules,
    enforce: true,
    priority: 20,
    test: ownFiles(/^client\/modules\/\w+\.module\.css$/),
  },
  // the frame's parts hydrated later (client/layout/laterParts.tsx) are on every page: their styles
  // are main.css's (1 KiB gzipped), so a page waits for two stylesheets, not four; their class name
  // maps stay in their own scripts
  laterFrameStyles: {
    name: 'main',
    type: 'css/mini-extract',
    chunks: 'async' as const,
    enforce: true,
    priority: 20,
    test: ownFiles(/^client\/layout\/(Footer|Breadcrumbs)\.module\.css$/),
  },
};

/**
 * What the service worker precaches (client/sw/sw.ts): the shell every page loads (main.js,
 * main.css) and the Latin subsets of the three web fonts in woff2 (the icon sprite is in every page's
 * HTML: server/render/iconSprite.ts). Every other asset
 * (route and module chunks, the editor, other font subsets, the woff fallbacks no service-worker
 * browser needs) is kept by the worker when a page first uses it.
 */
export const PRECACHED_ASSETS = [/^main\.[0-9a-f]+\.(js|css)$/, /^(source-sans-3-latin-(400|700)|fraunces-latin-800)-normal\.[0-9a-f]+\.woff2$/];
