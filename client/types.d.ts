// CSS Modules are compiled with named exports (webpack.config.ts cssRule): `import * as styles`, and
// each class is its own export, so the bundle keeps only the class names a component reads.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module '*.css';

/** an asset's URL (webpack asset/resource; jest: test/support/fileStub.js) */
declare module '*.svg' {
  const url: string;
  export default url;
}
