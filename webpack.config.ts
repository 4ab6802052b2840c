/**
 * Four builds, one command (`webpack --mode production|development`):
 *   client  client/index.tsx -> build/public/ (content-hashed, a chunk per route and one for the
 *           editor, CSS Modules extracted) and build/loadable-stats.json (outside the public folder);
 *           client/sw/sw.ts -> build/public/sw.js (Workbox InjectManifest; served at /sw.js);
 *           production: a .br and a .gz beside each text asset (served by server/middleware/staticAssets.ts)
 *   server  server/index.ts  -> build/server/index.js (node, dependencies external, one chunk)
 *   cms     cms/index.ts     -> build/cms/index.js, cms/migrate.ts -> build/cms/migrate.js, cms/seed/cli.ts -> build/cms/seed.js
 *           it exists (node, dependencies external, one chunk each), so production runs without tsx
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import LoadablePlugin from '@loadable/webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import nodeExternals from 'webpack-node-externals';
import { InjectManifest } from 'workbox-webpack-plugin';

type Mode = 'production' | 'development';

const root = __dirname;
const build = path.join(root, 'build');
export const PUBLIC_PATH = '/static/';

const scriptRule: RuleSetRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  // babel.config.js reads the caller's target (web or node) that babel-loader passes on.
  use: { loader: 'babel-loader', options: { cacheDirectory: true } },
  // an import of a name the module does not export fails the build: also `styles.typo` of a CSS Module
  parser: { exportsPresence: 'error' },
};

/**
 * Our own modules run no code on import (only client/styles/fonts.ts, which imports CSS, is kept),
 * so webpack may drop what a page does not use, also behind re-exporting index files.
 */
const ownModulesWithoutSideEffects: RuleSetRule = {
  test: /\.[jt]sx?$/,
  include: [path.join(__dirname, 'client'), path.join(__dirname, 'shared')],
  exclude: path.join(__dirname, 'client/styles/fonts.ts'),
  sideEffects: false,
};

function cssRule(mode: Mode, target: 'web' | 'node'): RuleSetRule {
  const modules = {
    auto: true, // only *.module.css are CSS Modules; other .css files are global
    // each class its own export (`import * as styles`): the bundle inlines the classes a component
    // reads and drops the rest, instead of shipping a map of every class name. As written, no
    // renaming; a class named `default` would be exported as `_default`, so none is.
    namedExport: true,
    exportLocalsConvention: 'as-is',
    // Same names on server and client: the server renders the class names the client hydrates.
    localIdentName: mode === 'production' ? '[hash:base64:6]' : '[path][name]__[local]',
    exportOnlyLocals: target === 'node',
  };
  const cssLoader = { loader: 'css-loader', options: { modules, importLoaders: 0 } };
  return { test: /\.css$/, use: target === 'web' ? [MiniCssExtractPlugin.loader, cssLoader] : [cssLoader] };
}

/**
 * Production client: react-router's bundle without its components' displayName assignments
 * (scripts/webpack/dropDisplayNames.js), so the minifier drops the components the app does not use.
 */
const reactRouterWithoutDisplayNames: RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
  use: path.join(root, 'scripts/webpack/dropDisplayNames.js'),
};

/** Our own file names for assets (the client writes them; the server needs the same URLs). */
const ASSET_FILENAME = '[name].[contenthash:8][ext]';

/** SVG files imported by components (the icon sprite) are served as files; the server renders their URL and writes nothing. */
function svgRule(target: 'web' | 'node'): RuleSetRule {
  return { test: /\.svg$/, type: 'asset/resource', generator: target === 'web' ? {} : { emit: false, filename: ASSET_FILENAME, publicPath: PUBLIC_PATH } };
}

function common(name: string, mode: Mode): Configuration {
  return {
    name,
    mode,
    context: root,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    cache: { type: 'filesystem', name: `${name}-${mode}`, buildDependencies: { config: [__filename] } },
    stats: 'errors-warnings',
    performance: { hints: false },
  };
}

function nodeBundle(name: string, mode: Mode): Configuration {
  return {
    ...common(name, mode),
    target: 'node20',
    // NODE_ENV stays a runtime setting for the server (React's production build needs it set there).
    optimization: { minimize: false, nodeEnv: false },
    node: { __dirname: false, __filename: false },
    externalsPresets: { node: true },
    externals: [nodeExternals()],
    // Leave createRequire() to Node: the embedded back end is loaded by a path computed at runtime.
    module: { parser: { javascript: { createRequire: false } } },
    devtool: mode === 'development' ? 'source-map' : false,
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * Precompressed copies of the client build's text assets at the strongest levels, written once at
 * build time instead of gzip level 6 on every response: `.br` (brotli, quality 11) and `.gz`
 * (zopfli, gzip-compatible, ≈ 3.5 % smaller than level 6). Not for fonts and images (already
 * compressed), files under 1 KiB (the `compression` middleware's threshold too), files that shrink
 * by less than 20 %, or sw.js (served by its own route at /sw.js).
 */
function precompressedAssets(): webpack.WebpackPluginInstance[] {
  const assets = { test: /\.(js|css|svg|json)$/, exclude: /^sw\.js$/, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin<ZopfliOptions>({
      ...assets,
      filename: '[path][base].gz',
      algorithm: (input, options, callback) => zopfliGzip(input, options, callback),
      // 5 iterations: 2.5 s less than zopfli's default 15 over the whole build, 74 bytes larger in total
      compressionOptions: { numiterations: 5 },
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      ...assets,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

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

const moduleChunkGroups = {
  sections: {
    name: 'sections',
    chunks: rendersModules,
    enforce: true,
    priority: 10,
    test: ownFiles(
      /^client\/modules\/(PageSections|ModuleRenderer|laterHydration|renderers|fields|context|ModuleLink|ModuleImage)\.(tsx?|module\.css)$/,
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
};

/**
 * An asset only the editor loads (its chunk, and Slate and dnd-kit in a chunk of their own): visitors'
 * service workers must not precache it (about 100 KiB gzipped they would never use).
 */
function editorOnlyAsset({ asset, compilation }: { asset: { name: string }; compilation: webpack.Compilation }): boolean {
  for (const chunk of compilation.chunks) {
    if (!chunk.files.has(asset.name) && !chunk.auxiliaryFiles.has(asset.name)) continue;
    return [...chunk.groupsIterable].every((group) => group.name === 'editor');
  }
  return false;
}

function clientConfig(mode: Mode): Configuration {
  const dev = mode === 'development';
  return {
    ...common('client', mode),
    // the browsers of .browserslistrc: webpack's runtime and module wrappers use arrow functions and
    // const instead of ES5 (smaller on every page)
    target: 'browserslist',
    entry: { main: './client/index.tsx' },
    output: {
      path: path.join(build, 'public'),
      publicPath: PUBLIC_PATH,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: {
      ...common('client', mode).resolve,
      // the browser runs on small stand-ins for i18next and react-i18next (client/i18nLite.ts,
      // client/reactI18nextLite.ts, each tested against the real one): the visitor JavaScript budget
      alias: {
        i18next$: path.join(root, 'client/i18nLite.ts'),
        'react-i18next$': path.join(root, 'client/reactI18nextLite.ts'),
      },
    },
    // No eval-based source maps: the CSP allows no eval.
    devtool: dev ? 'cheap-module-source-map' : false,
    module: { rules: [scriptRule, ownModulesWithoutSideEffects, cssRule(mode, 'web'), svgRule('web'), ...(dev ? [] : [reactRouterWithoutDisplayNames])] },
    optimization: { splitChunks: { cacheGroups: moduleChunkGroups } },
    plugins: [
      // renderers.ts imports `./kinds/${model}`: only the extension-less names, or the maps hold every
      // kind twice (and the build a second chunk group `module-<model>-ts` for each)
      new webpack.ContextReplacementPlugin(/client[\\/]modules[\\/]kinds$/, /^\.\/[a-z-]+$/),
      // views.tsx imports `../routeChunks/${route}`: likewise
      new webpack.ContextReplacementPlugin(/client[\\/]routeChunks$/, /^\.\/[a-z-]+$/),
      new MiniCssExtractPlugin({
        filename: dev ? '[name].css' : '[name].[contenthash:8].css',
        chunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      }),
      // The stats file describes chunks for the server; it is not served.
      // (its type declarations predate webpack 5's plugin type)
      new LoadablePlugin({
        filename: 'loadable-stats.json',
        writeToDisk: { filename: build },
        outputAsset: false,
      }) as unknown as webpack.WebpackPluginInstance,
      // The service worker (served at /sw.js by the server): precaches the static assets visitors use.
      new InjectManifest({
        swSrc: './client/sw/sw.ts',
        swDest: 'sw.js',
        compileSrc: true,
        // the precompressed copies are the same files in another encoding: the worker caches the plain ones
        // (workbox stops at a function condition: it must come last)
        exclude: [/\.map$/, /LICENSE/, /\.json$/, /^sw\.js$/, /\.(gz|br)$/, editorOnlyAsset],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      }),
      ...(dev ? [] : precompressedAssets()),
    ],
  };
}

function serverConfig(mode: Mode): Configuration {
  const base = nodeBundle('server', mode);
  return {
    ...base,
    entry: { index: './server/index.ts' },
    output: { path: path.join(build, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    // The server renders with the browser's stand-in for react-i18next too (its i18n instance is
    // client/i18nLite.ts, server/middleware/i18n.ts): the real one costs a wrapper per component per
    // view, and the same code on both sides keeps the markup the same.
    externals: [nodeExternals({ allowlist: ['react-i18next'] })],
    resolve: { ...base.resolve, alias: { 'react-i18next$': path.join(root, 'client/reactI18nextLite.ts') } },
    module: { ...base.module, rules: [scriptRule, cssRule(mode, 'node'), svgRule('node')] },
  };
}

function cmsConfig(mode: Mode): Configuration {
  const entry: Record<string, string> = { index: './cms/index.ts' };
  // cms/migrate.ts (release phase) is built as soon as the back end provides it.
  if (fs.existsSync(path.join(root, 'cms/migrate.ts'))) entry.migrate = './cms/migrate.ts';
  // the demo seed runs in a child process of the first start (cms/seed/child.ts), so the server does not keep its memory
  entry.seed = './cms/seed/cli.ts';
  const base = nodeBundle('cms', mode);
  return {
    ...base,
    entry,
    output: { path: path.join(build, 'cms'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    module: { ...base.module, rules: [scriptRule] },
  };
}

/** The path the admin bundle is served under (by cms; the SSR proxy forwards /cms-static). */
export const ADMIN_PUBLIC_PATH = '/cms-static/admin/';

/** Writes build/admin/manifest.json: the entry's initial JS and CSS files, read by cms for the admin and login pages. */
class AdminManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('AdminManifestPlugin', (stats) => {
      const { entrypoints = {} } = stats.toJson({ all: false, entrypoints: true });
      const files = (entrypoints.admin?.assets ?? []).map((a) => a.name);
      const js = files.filter((f) => f.endsWith('.js'));
      const css = files.filter((f) => f.endsWith('.css'));
      fs.mkdirSync(path.join(build, 'admin'), { recursive: true });
      fs.writeFileSync(path.join(build, 'admin', 'manifest.json'), JSON.stringify({ publicPath: ADMIN_PUBLIC_PATH, js, css }, null, 2));
    });
  }
}

/** admin  cms/admin/app/index.tsx -> build/admin/ (react-admin + MUI, its own bundle; visitors never load it) */
function adminConfig(mode: Mode): Configuration {
  const dev = mode === 'development';
  return {
    ...common('admin', mode),
    target: 'web',
    entry: { admin: './cms/admin/app/index.tsx' },
    output: {
      path: path.join(build, 'admin'),
      publicPath: ADMIN_PUBLIC_PATH,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    devtool: dev ? 'cheap-module-source-map' : false,
    // one Tiptap core for ra-input-rich-text and its extensions: the installed package nests an older
    // @tiptap/core than its own nested extensions need (isValidCSSStyleValue), and a second core
    // would not share the editor's schema with the top-level StarterKit
    resolve: {
      ...common('admin', mode).resolve,
      alias: { '@tiptap/core$': path.join(root, 'node_modules/@tiptap/core'), '@tiptap/pm': path.join(root, 'node_modules/@tiptap/pm') },
    },
    // the site's fonts (cms/admin/app/fonts.ts): one small style sheet of @font-face rules and the
    // font files, also linked by the login page
    module: { rules: [scriptRule, cssRule(mode, 'web')] },
    plugins: [new MiniCssExtractPlugin({ filename: dev ? '[name].css' : '[name].[contenthash:8].css' }), new AdminManifestPlugin()],
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  return [clientConfig(mode), serverConfig(mode), cmsConfig(mode), adminConfig(mode)];
};
