import fs from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { root } from './rules';

/** The path the admin bundle is served under (by cms; the SSR proxy forwards /cms-static). */
export const ADMIN_PUBLIC_PATH = '/cms-static/admin/';

/** Writes build/admin/manifest.json: the entry's initial JS and CSS files, read by cms for the admin and login pages. */
export class AdminManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('AdminManifestPlugin', (stats) => {
      const { entrypoints = {} } = stats.toJson({ all: false, entrypoints: true });
      const files = (entrypoints.admin?.assets ?? []).map((a) => a.name);
      const js = files.filter((f) => f.endsWith('.js'));
      const css = files.filter((f) => f.endsWith('.css'));
      fs.mkdirSync(path.join(root, 'build', 'admin'), { recursive: true });
      fs.writeFileSync(path.join(root, 'build', 'admin', 'manifest.json'), JSON.stringify({ publicPath: ADMIN_PUBLIC_PATH, js, css }, null, 2));
    });
  }
}
