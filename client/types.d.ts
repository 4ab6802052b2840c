// CSS Modules are compiled with named exports (webpack.config.ts cssRule): `import * as styles`, and
// each class is its own export, so the bundle keeps only the class names a component reads.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module '*.css';

/**
 * In the browser's bundle an asset's URL (webpack asset/resource); in the server's bundle and in
 * Jest its text (asset/source; test/support/svgSource.js): the icon sprite, server/render/iconSprite.ts.
 */
declare module '*.svg' {
  const urlOrText: string;
  export default urlOrText;
}
