// `npm run migrate | seed | create-editor | cms`: an operator command from the build, with plain Node
// (no tsx: a PaaS prunes the dev dependencies after the build), in this process:
//   node scripts/built.cjs build/cms/migrate.js [arguments…]
// is `node build/cms/migrate.js [arguments…]` that says to build first when the file is missing.
// The command sees its own path and arguments in process.argv, and sets the exit code itself.
// What this launcher has to say is a JSON line of the back end's logger (pino, as cms/logger.ts; a
// dependency, so there after the prune), like the commands it runs unattended (migrate, cms).
const fs = require('node:fs');
const path = require('node:path');

function fail(message) {
  require('pino')({ name: 'cms' }).error(message);
  process.exit(1);
}

function runBuilt(file, args) {
  const entry = path.resolve(__dirname, '..', file);
  if (!fs.existsSync(entry)) fail(`${file} is missing: run "npm run build" first (the operator commands run the build, as on a PaaS).`);
  process.argv = [process.argv[0], entry, ...args];
  require(entry);
}

module.exports = { runBuilt };

if (require.main === module) {
  const [file, ...args] = process.argv.slice(2);
  if (!file) fail('Usage: node scripts/built.cjs build/cms/<command>.js [arguments…]');
  runBuilt(file, args);
}
