/**
 * Four builds, one command (`webpack --mode production|development`):
 *   client  client/index.tsx -> build/public/ (content-hashed, a chunk per route and one for the
 *           editor, CSS Modules extracted) and build/loadable-stats.json (outside the public folder);
 *           client/sw/sw.ts -> build/public/sw.js (Workbox InjectManifest; served at /sw.js);
 *           production: a .br and a .gz beside each text asset (served by server/middleware/staticAssets.ts)
 *   server  server/index.ts  -> build/server/index.js (node, dependencies external, one chunk)
 *   cms     cms/index.ts     -> build/cms/index.js (the embedded back end) and the operator commands, each
 *           run with plain Node (a PaaS prunes tsx with the dev dependencies): cms/migrate.ts ->
 *           build/cms/migrate.js, cms/seed/cli.ts -> build/cms/seed.js, cms/scripts/createEditorCli.ts ->
 *           build/cms/create-editor.js, cms/main.ts -> build/cms/main.js, cms/backup/backupCli.ts ->
 *           build/cms/backup.js, cms/backup/restoreCli.ts -> build/cms/restore.js (node, dependencies
 *           external, one chunk each)
 *   admin   cms/admin/app/index.tsx -> build/admin/ (below)
 * The pieces live in scripts/webpack/: rules.ts (script, CSS Modules, SVG rules), clientChunks.ts
 * (the module renderers' chunks, the editor-only assets), compression.ts (.br/.gz), adminManifest.ts.
 */
import path from 'node:path';
import LoadablePlugin from '@loadable/webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import nodeExternals from 'webpack-node-externals';
import { InjectManifest } from 'workbox-webpack-plugin';
import { ADMIN_PUBLIC_PATH, AdminManifestPlugin } from './scripts/webpack/adminManifest';
import { moduleChunkGroups, PRECACHED_ASSETS } from './scripts/webpack/clientChunks';
import { compileHints } from './scripts/webpack/compileHints';
import { precompressedAssets } from './scripts/webpack/compression';
import {
  ASSET_FILENAME,
  consentScopedVariables,
  cssRule,
  languageFileRule,
  mobxStateTreeEnvOnce,
  mobxStateTreeUsedTypes,
  ownModulesWithoutSideEffects,
  PUBLIC_PATH,
  reactRouterWithoutDisplayNames,
  root,
  scriptRule,
  svgRule,
  type Mode,
} from './scripts/webpack/rules';

const build = path.join(root, 'build');

function common(name: string, mode: Mode): Configuration {
  return {
    name,
    mode,
    context: root,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    cache: { type: 'filesystem', name: `${name}-${mode}`, buildDependencies: { config: [__filename, path.join(root, 'scripts/webpack/')] } },
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
    // mobx-state-tree is bundled so that it reads its environment once (scripts/webpack/mstEnvOnce.js)
    externals: [nodeExternals({ allowlist: [/^mobx-state-tree$/] })],
    // Leave createRequire() to Node: the embedded back end is loaded by a path computed at runtime.
    module: { parser: { javascript: { createRequire: false } } },
    devtool: mode === 'development' ? 'source-map' : false,
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

function clientConfig(mode: Mode): Configuration {
  const dev = mode === 'development';
  return {
    ...common('client', mode),
    // the browsers of .browserslistrc: webpack's runtime and module wrappers use arrow functions and
    // const instead of ES5 (smaller on every page)
    target: 'browserslist',
    // the date data's warm-up worker (client/intlWarmup.worker.ts) is an entry of its own: the document's
    // head starts it (server/render/intlWarmup.ts), before main.js has arrived
    entry: { main: './client/index.tsx', 'intl-warmup': './client/intlWarmup.worker.ts' },
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
      // every observer is a function component: mobx-react's `observer` is then mobx-react-lite's, and
      // its class-component support (with hoist-non-react-statics) stays out of main.js
      // (docs/performance.md); the server renders with mobx-react itself. react-i18next's
      // `use-sync-external-store/shim` is React's own hook on React 19 (client/useSyncExternalStoreShim.ts)
      alias: { 'mobx-react$': 'mobx-react-lite', 'use-sync-external-store/shim$': path.join(root, 'client/useSyncExternalStoreShim.ts') },
    },
    // No eval-based source maps: the CSP allows no eval.
    devtool: dev ? 'cheap-module-source-map' : false,
    module: { rules: [scriptRule, ownModulesWithoutSideEffects, cssRule(mode, 'web'), consentScopedVariables, svgRule('web'), languageFileRule('web'), ...(dev ? [] : [reactRouterWithoutDisplayNames, mobxStateTreeUsedTypes])] },
    // terser for the JavaScript (webpack's default, '...'), esbuild for the style sheets: without it they
    // shipped with their comments and indentation (main.css 35 KB, 8.8 KB gzipped; minified 23.8 and 5.5)
    optimization: { splitChunks: { cacheGroups: moduleChunkGroups }, minimizer: ['...', cssMinimizer()] },
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
        // the shell only (PRECACHED_ASSETS); the worker keeps the rest when a page first uses it
        include: PRECACHED_ASSETS,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      }),
      ...(dev ? [] : [compileHints(), ...precompressedAssets()]),
    ],
  };
}

function serverConfig(mode: Mode): Configuration {
  const base = nodeBundle('server', mode);
  return {
    ...base,
    // the embedded back end's thread (server/cms/embedded.ts starts it)
    entry: { index: './server/index.ts', 'cms-worker': './server/cms/workerThread.ts' },
    output: { path: path.join(build, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    module: { ...base.module, rules: [scriptRule, cssRule(mode, 'node'), svgRule('node'), languageFileRule('node'), mobxStateTreeEnvOnce] },
    // a server render's links without react-router's hooks (client/links/linkPaths.server.ts); main.js keeps the hooks
    plugins: [...(base.plugins ?? []), new webpack.NormalModuleReplacementPlugin(/[\\/]client[\\/]links[\\/]linkPaths\.ts$/, path.join(root, 'client/links/linkPaths.server.ts'))],
  };
}

function cmsConfig(mode: Mode): Configuration {
  const entry: Record<string, string> = {
    index: './cms/index.ts',
    // the operator commands (npm run migrate / seed / create-editor / cms run these files): each runs
    // when loaded, so a `require.main === module` guard, which never holds in a bundle, is not needed
    migrate: './cms/migrate.ts',
    // also the first start's demo seed, in a child process (cms/seed/child.ts), so the server does not keep its memory
    seed: './cms/seed/cli.ts',
    'create-editor': './cms/scripts/createEditorCli.ts',
    main: './cms/main.ts',
    backup: './cms/backup/backupCli.ts',
    restore: './cms/backup/restoreCli.ts',
  };
  const base = nodeBundle('cms', mode);
  return {
    ...base,
    entry,
    output: { path: path.join(build, 'cms'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    module: { ...base.module, rules: [scriptRule, mobxStateTreeEnvOnce] },
  };
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
    // esbuild minifies the admin (react-admin and MUI, 1.9 MB): a third of terser's CPU in the build, the
    // bundle about 10 % larger (editors only, cached by content hash); visitors' code keeps terser (client)
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.esbuildMinify }), cssMinimizer()] },
    plugins: [new MiniCssExtractPlugin({ filename: dev ? '[name].css' : '[name].[contenthash:8].css' }), new AdminManifestPlugin()],
  };
}

/** The style sheets minified by esbuild (already a dependency of the build); no target: nothing lowered. */
function cssMinimizer(): MinimizerPlugin<unknown> {
  return new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss });
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  return [clientConfig(mode), serverConfig(mode), cmsConfig(mode), adminConfig(mode)];
};
