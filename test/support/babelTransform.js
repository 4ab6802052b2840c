/**
 * babel-jest, with what it makes of a file shared by every Jest project.
 *
 * Jest keeps transformed files per project (its cache folder is named after the project's config,
 * and babel-jest's cache key includes the whole config), so the same back-end file was transformed
 * once for `cms`, again for `cms-pg` and again for `server`, and the client's files once for `unit`
 * and again for `server`: on a clean machine that is tens of CPU-seconds of Babel for identical
 * output. The output depends on the file, its path, the Babel configuration and the options Jest
 * passes Babel (all in babel-jest's key), not on the project's name or setup files, so this
 * transformer computes babel-jest's key without the project's config and keeps the result once,
 * in a folder of Jest's cache directory that every project reads.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createTransformer } = require('babel-jest').default;

const babel = createTransformer();

/** babel-jest's options with the project's config string replaced by what all projects share. */
const shared = (options) => ({ ...options, configString: options.config.rootDir });

const cacheFile = (options, key) => path.join(options.config.cacheDirectory, 'babel-shared', key.slice(0, 2), key);

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Written under a temporary name and renamed: the other worker never reads half a file. */
function write(file, result) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, JSON.stringify({ code: result.code, map: result.map ?? null }));
  fs.renameSync(temporary, file);
}

module.exports = {
  canInstrument: babel.canInstrument,
  getCacheKey(sourceText, sourcePath, options) {
    return babel.getCacheKey(sourceText, sourcePath, shared(options));
  },
  process(sourceText, sourcePath, options) {
    const file = cacheFile(options, babel.getCacheKey(sourceText, sourcePath, shared(options)));
    const cached = read(file);
    if (cached) return cached;
    const result = babel.process(sourceText, sourcePath, options);
    write(file, result);
    return result;
  },
};
