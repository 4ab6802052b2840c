/**
 * Jest's node environment, but a test file's AsyncLocalStorage instances end with the file.
 *
 * Node 20 keeps every enabled AsyncLocalStorage in one process-wide list and, on every promise,
 * timer and socket created, copies the current store of each instance in that list. Each test file
 * has a module registry of its own, so it creates new instances (jest-circus's test context, the
 * back end's write scope: cms/http/writeScope.ts) that stay enabled after the file ends: a worker
 * that has run 100 files walks about 200 instances for every promise. Measured on 14 back-end
 * files in one process: the walk (`_propagate` and the hook around it) took about 8 of 131 busy
 * CPU-seconds, growing with every file. Disabling the file's instances at teardown keeps the list
 * at what the running file uses; nothing of a finished file runs after its teardown.
 */
const { TestEnvironment } = require('jest-environment-node');
const { AsyncLocalStorage } = require('node:async_hooks');

/** the instances enabled since the current file began (the hook is Node 20's; later versions keep no list) */
const enabled = new Set();
const enable = AsyncLocalStorage.prototype._enable;
if (typeof enable === 'function' && !enable.trackedForJest) {
  AsyncLocalStorage.prototype._enable = function trackedEnable(...args) {
    enabled.add(this);
    return enable.apply(this, args);
  };
  AsyncLocalStorage.prototype._enable.trackedForJest = true;
}

class NodeEnvironment extends TestEnvironment {
  async teardown() {
    await super.teardown();
    if (process.env.ALS_DEBUG) process.stderr.write(`[als] disabling ${enabled.size}\n`);
    for (const storage of enabled) storage.disable();
    enabled.clear();
  }
}

module.exports = NodeEnvironment;
