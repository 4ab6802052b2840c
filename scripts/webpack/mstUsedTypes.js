/**
 * webpack loader for mobx-state-tree's ES module (production client only): its `types` namespace
 * object keeps only the type factories the site's code calls (USED_TYPES), so the minifier drops the
 * others (references, late, lazy, refinement, custom, Date, bigint, compose, snapshotProcessor …) with
 * everything only they call. MST exports its factories only through that one object, which no
 * bundler's tree shaking splits; the library's own code calls its factories directly, never through
 * `types`. `test/unit/scripts/mstUsedTypes.test.ts` fails when client code calls a type missing here.
 */
const USED_TYPES = ['array', 'enumeration', 'frozen', 'identifierNumber', 'map', 'maybeNull', 'model', 'number', 'optional', 'string'];

const TYPES_OBJECT = /^const types = \{\n[^}]*\n\};$/m;

function mstUsedTypes(source) {
  if (!TYPES_OBJECT.test(source)) throw new Error('scripts/webpack/mstUsedTypes.js: mobx-state-tree no longer declares `const types = { … };` as it did: update the loader');
  return source.replace(TYPES_OBJECT, `const types = {\n${USED_TYPES.map((name) => `    ${name}`).join(',\n')}\n};`);
}

module.exports = mstUsedTypes;
module.exports.USED_TYPES = USED_TYPES;
