/**
 * Jest's runtime (jest-runtime), with V8's compiled code of each module kept for the worker's next
 * test files: Jest's `runtime` option of the back-end projects `cms` and `cms-pg`
 * (jest.cms.config.js). The unit and server projects showed no difference measurable beside the
 * noise of a shared machine and keep Jest's own.
 *
 * Every test file has a module registry and a VM context of its own, so a worker evaluates the same
 * modules again for every file it runs: the back end's tests load about 900 (the app, drizzle, zod,
 * express, PGlite) before their first test. Jest compiles each with `vm.compileFunction`, which
 * V8 cannot take from its compilation cache, so each file compiled them all again, the functions
 * compiled lazily as the module runs among them: about 0.1 to 0.2 s of CPU per back-end test file.
 *
 * Here a module is compiled as a `vm.Script` (the same function, wrapped as older Jest versions
 * wrapped it), and after the test file the script's code cache (`createCachedData()`, which holds the
 * bytecode of every function compiled by then) is kept in this process, by file name and source.
 * The next file in the worker compiles the same source from it: V8 checks that source and flags
 * match and otherwise compiles afresh (`cachedDataRejected`). Only compiled code is shared: each file
 * still evaluates every module in its own context, so nothing of one file's state reaches another.
 *
 * Left to Jest's own compile: a module with `import(` in it (PGlite's, for one: it needs Jest's
 * dynamic-import callback, which Node 20 does not keep for code compiled from a code cache,
 * ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), and any source V8 refuses to compile (Jest then reports
 * the error as it does).
 */
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

// the jest-runtime that Jest's runner loads when no runtime is configured (Jest's dependency)
const runnerRequire = createRequire(require.resolve('jest-runner', { paths: [path.dirname(require.resolve('jest'))] }));
const Runtime = runnerRequire('jest-runtime').default;

/** file name -> { source (as wrapped), data (V8 code cache) } */
const codeCache = new Map();

const DYNAMIC_IMPORT = /\bimport\s*\(/;

class CodeCacheRuntime extends Runtime {
  /** scripts this file compiled without a usable cache: their code cache is taken at teardown */
  fresh = [];

  constructor(...args) {
    super(...args);
    const executor = this.executor;
    // a Jest whose runtime is built differently: its own compile, unchanged
    if (typeof executor?.compile !== 'function' || !Array.isArray(executor.injectedModuleParameters)) return;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = this._environment.getVmContext();
      if (context == null || !path.isAbsolute(filename) || DYNAMIC_IMPORT.test(source)) return compile(source, filename);
      const prefix = `({"Object.<anonymous>":function(${executor.injectedModuleParameters.join(',')}){`;
      const wrapped = `${prefix}${source}\n}});`;
      const kept = codeCache.get(filename);
      const cachedData = kept?.source === wrapped ? kept.data : undefined;
      let script;
      try {
        // the negative column offset keeps positions on the first line as Jest's compile reports them
        script = new vm.Script(wrapped, { filename, cachedData, columnOffset: -prefix.length });
      } catch {
        return compile(source, filename);
      }
      if (!cachedData || script.cachedDataRejected) this.fresh.push({ filename, wrapped, script });
      return script.runInContext(context)['Object.<anonymous>'];
    };
  }

  teardown() {
    for (const { filename, wrapped, script } of this.fresh) codeCache.set(filename, { source: wrapped, data: script.createCachedData() });
    this.fresh = [];
    return super.teardown();
  }
}

module.exports = CodeCacheRuntime;
