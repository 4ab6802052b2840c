/**
 * What each named library and our own code cost a visitor, gzipped (docs/performance.md):
 *   - a library: what the browser code imports of it, bundled alone, minified for production
 *     (esbuild, tree-shaken as webpack does, with the client build's rewrites of react-router and
 *     mobx-state-tree), gzipped; its own dependencies included (react-dom
 *     with scheduler, @loadable/component with hoist-non-react-statics), the other named libraries
 *     not (react-i18next without react and i18next);
 *   - our own code per page type: the browser entry (client/index.tsx) with the route's chunk
 *     (client/routeChunks/<route>.ts), every package left out, minified and gzipped.
 * Figures of bundles built apart: a shared helper counts in each, so the sum is a little above the
 * build's; `npm run bench -- --js` gives what a page really downloads.
 *
 *   npm run bench -- --libraries
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { projectRoot } from '../lib/root';

/** The packages the site's browser code imports, with what it imports of each. */
const LIBRARIES: Record<string, string> = {
  'react-dom': "export { hydrateRoot } from 'react-dom/client';",
  react: "export { createElement, useState, useEffect, useContext, useMemo, lazy, Suspense } from 'react';",
  'react-router-dom': "export { BrowserRouter, useHref, useLinkClickHandler, useLocation, useNavigate, useNavigationType, useResolvedPath } from 'react-router-dom';",
  'mobx-state-tree': "export { types, getSnapshot, applySnapshot, flow, getEnv, getRoot, onSnapshot } from 'mobx-state-tree';",
  mobx: "export { autorun, reaction, observable, runInAction } from 'mobx';",
  'mobx-react': "export { observer } from 'mobx-react';",
  i18next: "export { default } from 'i18next';",
  'react-i18next': "export { I18nextProvider, useTranslation } from 'react-i18next';",
  '@loadable/component': "export { default, loadableReady } from '@loadable/component';",
  'vanilla-cookieconsent (cookie manager)': "export * from 'vanilla-cookieconsent';",
};

const gzipKiB = (code: string) => zlib.gzipSync(code, { level: 9 }).length / 1024;

/** The client build's own rewrites of two libraries (scripts/webpack/rules.ts), so their figures are the bundle's. */
const REWRITES: { file: RegExp; loader: string }[] = [
  { file: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/, loader: 'scripts/webpack/dropDisplayNames.js' },
  { file: /[\\/]node_modules[\\/]mobx-state-tree[\\/]dist[\\/]mobx-state-tree\.module\.js$/, loader: 'scripts/webpack/mstUsedTypes.js' },
];

const asTheClientBuildDoes: Plugin = {
  name: 'client-build-rewrites',
  setup(build) {
    for (const { file, loader } of REWRITES) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack loaders are CommonJS
      const rewrite = require(path.join(projectRoot, loader)) as (source: string) => string;
      build.onLoad({ filter: file }, (args) => ({ contents: rewrite(fs.readFileSync(args.path, 'utf8')), loader: 'js' }));
    }
  },
};

async function bundle(options: { stdin?: string; entryPoints?: string[]; externalPackages: boolean; external?: string[] }): Promise<string> {
  const result = await build({
    ...(options.stdin ? { stdin: { contents: options.stdin, resolveDir: projectRoot, loader: 'ts', sourcefile: 'entry.ts' } } : { entryPoints: options.entryPoints }),
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.json': 'json', '.svg': 'text', '.css': 'empty', '.module.css': 'empty', '.woff2': 'empty', '.woff': 'empty' },
    packages: options.externalPackages ? 'external' : undefined,
    external: options.external,
    // what loads later (import()) goes to chunks of its own: only the entry's file counts
    splitting: true,
    outdir: path.join(projectRoot, 'build', 'library-cost'),
    entryNames: 'entry',
    logLevel: 'silent',
    metafile: true,
    plugins: [asTheClientBuildDoes],
  });
  // the entry and the chunks it imports statically (esbuild moves code an import() shares into those)
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => path.basename(file) === 'entry.js')!;
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return result.outputFiles.filter((file) => files.has(path.relative(projectRoot, file.path))).map((file) => file.text).join('\n');
}

export async function libraryCosts(): Promise<string[]> {
  const lines = ['| Library (what the browser imports of it) | Gzipped KiB |', '|---|---:|'];
  for (const [name, source] of Object.entries(LIBRARIES)) {
    // the other named libraries are counted on their own lines
    const others = Object.keys(LIBRARIES).filter((other) => other !== name).flatMap((other) => [other.split(' ')[0], `${other.split(' ')[0]}/*`]);
    lines.push(`| ${name} | ${gzipKiB(await bundle({ stdin: source, externalPackages: false, external: others })).toFixed(1)} |`);
  }
  lines.push('', '| Our own code: client/index.tsx + the route chunk | Gzipped KiB |', '|---|---:|');
  const chunks = fs.readdirSync(path.join(projectRoot, 'client', 'routeChunks')).filter((file) => file !== 'index.ts');
  for (const chunk of chunks) {
    const entry = path.join(projectRoot, 'client', '.own-code-entry.ts');
    // index.tsx's stages are `webpackMode: "eager"` imports (in main.js), which esbuild would split off
    fs.writeFileSync(entry, `import './index';\nimport './stores/RootStore';\nimport './App';\nimport './startApp';\nexport * as route from './routeChunks/${chunk.replace(/\.ts$/, '')}';\n`);
    try {
      lines.push(`| ${chunk.replace(/\.ts$/, '')} | ${gzipKiB(await bundle({ entryPoints: [entry], externalPackages: true })).toFixed(1)} |`);
    } finally {
      fs.rmSync(entry, { force: true });
    }
  }
  return lines;
}
