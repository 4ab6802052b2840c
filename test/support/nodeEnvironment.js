/**
 * Jest's node environment, but a test file's AsyncLocalStorage instances end with the file.
 *
 * Node 20 keeps every enabled AsyncLocalStorage in one process-wide list and, on every promise,
 * timer and socket created, copies the current store of each instance in that list. Each test file
 * has a module registry of its own, so it creates new instances (jest-circus's test context, the
 * back end's write scope: cms/http/writeScope.ts) that stay enabled after the file ends: a worker
 * that has run 100 files walks about 200 instances for every promise (docs/testing.md has the
 * figures). Disabling the file's instances at teardown keeps the list at what the running file
 * uses; nothing of a finished file runs after its teardown.
 */
const { TestEnvironment } = require('jest-environment-node');
const { AsyncLocalStorage } = require('node:async_hooks');

const ENABLED = Symbol.for('orchestra.jest.enabledStorages');

/**
 * The instances enabled since the current file began, recorded by a wrapper of Node 20's internal
 * `_enable` (later versions keep no such list and have no `_enable`: nothing to do there). The set
 * lives on the wrapper, so a second copy of this module in the process shares it.
 */
function enabledStorages() {
  const enable = AsyncLocalStorage.prototype._enable;
  if (typeof enable !== 'function') return new Set();
  if (!enable[ENABLED]) {
    const enabled = new Set();
    const recordingEnable = function (...args) {
      enabled.add(this);
      return enable.apply(this, args);
    };
    recordingEnable[ENABLED] = enabled;
    AsyncLocalStorage.prototype._enable = recordingEnable;
  }
  return AsyncLocalStorage.prototype._enable[ENABLED];
}

const enabled = enabledStorages();

class NodeEnvironment extends TestEnvironment {
  async teardown() {
    await super.teardown();
    for (const storage of enabled) storage.disable();
    enabled.clear();
  }
}

module.exports = NodeEnvironment;
