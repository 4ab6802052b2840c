// Jest stand-in for CSS: a CSS Module's class names come back as written (styles.title === 'title').
// Components `import * as styles` (named exports, as webpack builds them): `__esModule` tells babel's
// interop to hand over this object itself rather than copy its (no) own keys into a namespace.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : key) });
