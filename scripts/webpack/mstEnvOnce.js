/**
 * webpack loader for mobx-state-tree in the server's bundle: the environment it checks (NODE_ENV,
 * ENABLE_TYPE_CHECK) is read once, when the module is loaded, instead of at every call. Its
 * `devMode()` and `isTypeCheckingEnabled()` read `process.env` each time they are asked, and they are
 * asked for every node a store creates and every action: `process.env` is not a plain object in Node
 * (each read asks the C library's environment), and in an uncached view of home that read was 1 % of
 * the main thread's samples. Nothing changes NODE_ENV while the server runs, so the answers are the
 * same. `test/unit/scripts/mstEnvOnce.test.ts` fails when mobx-state-tree's source no longer reads
 * its environment as this expects.
 */
const READS = /process\.env\.(NODE_ENV|ENABLE_TYPE_CHECK)\b/g;
const AT_LOAD = 'mstEnvironmentAtLoad';

function mstEnvOnce(source) {
  const names = new Set([...source.matchAll(READS)].map((match) => match[1]));
  if (!names.has('NODE_ENV') || !source.includes('function devMode()')) {
    throw new Error('scripts/webpack/mstEnvOnce.js: mobx-state-tree no longer reads process.env.NODE_ENV in devMode() as it did: update the loader');
  }
  const declaration = `const ${AT_LOAD} = { ${[...names].map((name) => `${name}: process.env.${name}`).join(', ')} };\n`;
  return declaration + source.replace(READS, (_read, name) => `${AT_LOAD}.${name}`);
}

module.exports = mstEnvOnce;
