/**
 * V8's explicit compile hint, the first line of the initial scripts (./compileHints.ts adds it; the
 * tests read it from here, without webpack).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
