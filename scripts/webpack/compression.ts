import zlib from 'node:zlib';
import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import type webpack from 'webpack';

/**
 * Precompressed copies of the client build's text assets at the strongest levels, written once at
 * build time instead of gzip level 6 on every response: `.br` (brotli, quality 11) and `.gz`
 * (zopfli, gzip-compatible, ≈ 3.5 % smaller than level 6). Not for fonts and images (already
 * compressed), files under 1 KiB (the `compression` middleware's threshold too), files that shrink
 * by less than 20 %, or sw.js (served by its own route at /sw.js).
 */
export function precompressedAssets(): webpack.WebpackPluginInstance[] {
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
