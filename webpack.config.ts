/**
 * Four builds, one command (`webpack --mode production|development`):
 *   client  client/index.tsx -> build/public/ (content-hashed, a chunk per route and one for the
 *           editor, CSS Modules extracted) and build/loadable-stats.json (outside the public folder);
 *           client/sw/sw.ts -> build/public/sw.js (Workbox InjectManifest; served at /sw.js)
 *   server  server/index.ts  -> build/server/index.js (node, dependencies external, one chunk)
 *   cms     cms/index.ts     -> build/cms/index.js, and cms/migrate.ts -> build/cms/migrate.js once
 *           it exists (node, dependencies external, one chunk each), so production runs without tsx
 */
import fs from 'node:fs';
import path from 'node:path';
import LoadablePlugin from '@loadable/webpack-plugin';
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
    namedExport: false,
    exportLocalsConvention: 'as-is',
    // Same names on server and client: the server renders the class names the client hydrates.
    localIdentName: mode === 'production' ? '[hash:base64:6]' : '[path][name]__[local]',
    exportOnlyLocals: target === 'node',
  };
  const cssLoader = { loader: 'css-loader', options: { modules, importLoaders: 0 } };
  return { test: /\.css$/, use: target === 'web' ? [MiniCssExtractPlugin.loader, cssLoader] : [cssLoader] };
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

function clientConfig(mode: Mode): Configuration {
  const dev = mode === 'development';
  return {
    ...common('client', mode),
    target: 'web',
    entry: { main: './client/index.tsx' },
    output: {
      path: path.join(build, 'public'),
      publicPath: PUBLIC_PATH,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      ...common('client', mode).resolve,
      // the browser runs on a 1.5 KiB stand-in for i18next (client/i18nLite.ts, parity-tested with the real one)
      alias: { i18next$: path.join(root, 'client/i18nLite.ts') },
    },
    // No eval-based source maps: the CSP allows no eval.
    devtool: dev ? 'cheap-module-source-map' : false,
    module: { rules: [scriptRule, ownModulesWithoutSideEffects, cssRule(mode, 'web')] },
    plugins: [
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
        exclude: [/\.map$/, /LICENSE/, /^editor/, /\.json$/, /^sw\.js$/],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      }),
    ],
  };
}

function serverConfig(mode: Mode): Configuration {
  const base = nodeBundle('server', mode);
  return {
    ...base,
    entry: { index: './server/index.ts' },
    output: { path: path.join(build, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    module: { ...base.module, rules: [scriptRule, cssRule(mode, 'node')] },
  };
}

function cmsConfig(mode: Mode): Configuration {
  const entry: Record<string, string> = { index: './cms/index.ts' };
  // cms/migrate.ts (release phase) is built as soon as the back end provides it.
  if (fs.existsSync(path.join(root, 'cms/migrate.ts'))) entry.migrate = './cms/migrate.ts';
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

/** Writes build/admin/manifest.json: the entry's initial JS files, read by cms for the admin page. */
class AdminManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('AdminManifestPlugin', (stats) => {
      const { entrypoints = {} } = stats.toJson({ all: false, entrypoints: true });
      const files = (entrypoints.admin?.assets ?? []).map((a) => a.name);
      const js = files.filter((f) => f.endsWith('.js'));
      fs.mkdirSync(path.join(build, 'admin'), { recursive: true });
      fs.writeFileSync(path.join(build, 'admin', 'manifest.json'), JSON.stringify({ publicPath: ADMIN_PUBLIC_PATH, js }, null, 2));
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
    module: { rules: [scriptRule] },
    plugins: [new AdminManifestPlugin()],
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  return [clientConfig(mode), serverConfig(mode), cmsConfig(mode), adminConfig(mode)];
};
