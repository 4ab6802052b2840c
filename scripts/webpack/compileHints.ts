import webpack from 'webpack';
import { COMPILE_HINT } from './compileHint';

/**
 * V8's explicit compile hint on the first line of the initial scripts (main.js, the workers): every
 * function in the file is compiled with the script, on a background thread while it streams in,
 * instead of lazily on the main thread when first called. main.js runs almost all of its code at
 * load (react-dom, the stores, the router, the components hydrating), and those lazy compiles were
 * 250-300 ms of a first visit's main thread at 1× (Chromium's trace; docs/performance.md, "Phones").
 * Chromium 136 and later; other engines read a comment. Not for chunks loaded later (the editor,
 * module renderers), which run only part of their code.
 * Added after minification (which drops comments) and before the content hash and the compressed
 * copies are made.
 */
export function compileHints(): webpack.WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
