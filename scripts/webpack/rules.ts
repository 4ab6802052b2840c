/** The module rules of the builds (webpack.config.ts): scripts, CSS (Modules), SVG, and what the production client drops. */
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { RuleSetRule } from 'webpack';

export type Mode = 'production' | 'development';

/** the repository's root */
export const root = path.join(__dirname, '../..');
export const PUBLIC_PATH = '/static/';

export const scriptRule: RuleSetRule = {
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
export const ownModulesWithoutSideEffects: RuleSetRule = {
  test: /\.[jt]sx?$/,
  include: [path.join(root, 'client'), path.join(root, 'shared')],
  exclude: path.join(root, 'client/styles/fonts.ts'),
  sideEffects: false,
};

export function cssRule(mode: Mode, target: 'web' | 'node'): RuleSetRule {
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
export const reactRouterWithoutDisplayNames: RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
  use: path.join(root, 'scripts/webpack/dropDisplayNames.js'),
};

/**
 * Production client: mobx-state-tree's `types` with only the factories the site calls
 * (scripts/webpack/mstUsedTypes.js), so the minifier drops the others.
 */
export const mobxStateTreeUsedTypes: RuleSetRule = {
  test: /[\\/]node_modules[\\/]mobx-state-tree[\\/]dist[\\/]mobx-state-tree\.module\.js$/,
  use: path.join(root, 'scripts/webpack/mstUsedTypes.js'),
};

/** mobx-state-tree in the server's bundle reads its environment once (scripts/webpack/mstEnvOnce.js). */
export const mobxStateTreeEnvOnce: RuleSetRule = {
  test: /[\\/]node_modules[\\/]mobx-state-tree[\\/]dist[\\/]mobx-state-tree(\.module)?\.js$/,
  use: path.join(root, 'scripts/webpack/mstEnvOnce.js'),
};

/** The cookie manager's stylesheet with its CSS variables on its own element (scripts/webpack/consentScopedVariables.js). */
export const consentScopedVariables: RuleSetRule = {
  test: /[\\/]node_modules[\\/]vanilla-cookieconsent[\\/]dist[\\/]cookieconsent\.css$/,
  enforce: 'pre',
  use: path.join(root, 'scripts/webpack/consentScopedVariables.js'),
};

/** Our own file names for assets (the client writes them; the server needs the same URLs). */
export const ASSET_FILENAME = '[name].[contenthash:8][ext]';

/**
 * SVG files: the server's bundle imports the icon sprite's text, which every page carries inline
 * (server/render/iconSprite.ts); a browser module that imports one gets its URL, a file of its own.
 */
export function svgRule(target: 'web' | 'node'): RuleSetRule {
  return target === 'web' ? { test: /\.svg$/, type: 'asset/resource' } : { test: /\.svg$/, type: 'asset/source' };
}

/**
 * A language's whole texts as a file of their own (client/languageFiles.ts names shared/i18n's JSON
 * with `new URL()`): served as they are, not as a script; the server's bundle writes nothing. Imported,
 * the same files stay data.
 */
export function languageFileRule(target: 'web' | 'node'): RuleSetRule {
  const filename = 'i18n-[name].[contenthash:8][ext]';
  return {
    test: /[\\/]shared[\\/]i18n[\\/][a-z]+\.json$/,
    dependency: 'url',
    type: 'asset/resource',
    generator: target === 'web' ? { filename } : { emit: false, filename, publicPath: PUBLIC_PATH },
    use: path.join(root, 'scripts/webpack/minifyJson.js'),
  };
}
