/** The folder-cycle and lazy-folder check of `npm run lint` (scripts/checkCycles.ts, scripts/lib/importGraph.ts). */
import { cycleReport, eagerImportsOfLazyFolders, folderOf, isTestFile } from '../../../scripts/checkCycles';
import { cyclicComponents, shortestCycle, specifiersOf, type ImportEdge } from '../../../scripts/lib/importGraph';

const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe('import graph', () => {
  it('reads static, type-only, re-exported, dynamic and required imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "import './side-effect';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "const i = () => import('./i');",
      "const j = require('./j');",
      "type K = import('./k').K;",
      'const l = (model: string) => import(`./kinds/${model}`);',
      "import React from 'react';",
    ].join('\n');
    expect(specifiersOf('x.ts', source)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: true },
      { specifier: './e', typeOnly: false },
      { specifier: './side-effect', typeOnly: false },
      { specifier: './g', typeOnly: false },
      { specifier: './h', typeOnly: true },
      { specifier: './i', typeOnly: false, lazy: true },
      { specifier: './j', typeOnly: false },
      { specifier: './k', typeOnly: true },
      { specifier: 'react', typeOnly: false },
    ]);
  });

  it('finds each set of nodes that reach each other', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
      ['f', new Set(['a'])],
    ]);
    expect(cyclicComponents(graph)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('names a shortest cycle of a component, so the report points at the import to move', () => {
    const graph = new Map([
      ['pages', new Set(['editor', 'stores'])],
      ['editor', new Set(['stores'])],
      ['stores', new Set(['pages'])],
    ]);
    expect(shortestCycle(graph, ['editor', 'pages', 'stores'])).toEqual(['pages', 'stores', 'pages']);
  });
});

describe('the cycle check', () => {
  it('takes the first-level folder of an area, and a file directly in an area as a folder of its own', () => {
    expect(folderOf('client/pages/events/EventsPage.tsx')).toBe('client/pages');
    expect(folderOf('cms/api/pageeditor/history.ts')).toBe('cms/api');
    expect(folderOf('client/App.tsx')).toBe('client/App.tsx');
  });

  it('leaves tests out', () => {
    expect(isTestFile('cms/api/pages.test.ts')).toBe(true);
    expect(isTestFile('test/unit/modules/moduleData.test-d.ts')).toBe(true);
    expect(isTestFile('cms/test/fixtures.ts')).toBe(true);
    expect(isTestFile('cms/api/pages.ts')).toBe(false);
  });

  it('reports a folder cycle, a type-only import included', () => {
    const report = cycleReport([edge('client/pages/Page.tsx', 'client/stores/Store.ts'), edge('client/stores/Store.ts', 'client/pages/filters.ts', true)], []);
    expect(report.folderCycles).toEqual([['client/pages', 'client/stores']]);
    expect(report.details.join('\n')).toContain('client/stores/Store.ts -> client/pages/filters.ts (type)');
  });

  it('reports a file cycle inside a folder unless it is allowed', () => {
    const edges = [edge('client/editor/A.tsx', 'client/editor/B.tsx'), edge('client/editor/B.tsx', 'client/editor/A.tsx')];
    expect(cycleReport(edges, []).fileCycles).toEqual([['client/editor/A.tsx', 'client/editor/B.tsx']]);
    expect(cycleReport(edges, [['client/editor/B.tsx', 'client/editor/A.tsx']])).toEqual({ folderCycles: [], fileCycles: [], details: [] });
  });

  it('passes a layered graph', () => {
    const edges = [edge('client/pages/P.tsx', 'client/modules/M.tsx'), edge('client/modules/M.tsx', 'client/stores/S.ts'), edge('client/pages/P.tsx', 'client/stores/S.ts')];
    expect(cycleReport(edges, []).details).toEqual([]);
  });
});

describe('the lazy folders', () => {
  const lazy = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false, lazy: true });

  it('are reached through import() and type-only imports', () => {
    const edges = [lazy('client/staff/EditorLoader.tsx', 'client/editor/Editor.tsx'), edge('client/staff/EditableSections.tsx', 'client/editor/owner.ts', true), edge('client/editor/Editor.tsx', 'client/editor/ui/Dialog.tsx')];
    expect(eagerImportsOfLazyFolders(edges, ['client/editor'])).toEqual([]);
  });

  it('report a static import from another folder, which would put their code in its bundle', () => {
    const edges = [edge('client/pages/PageContent.tsx', 'client/editor/EditorStore.ts'), edge('server/render/page.tsx', 'client/editor/owner.ts')];
    expect(eagerImportsOfLazyFolders(edges, ['client/editor'])).toEqual(['client/pages/PageContent.tsx -> client/editor/EditorStore.ts', 'server/render/page.tsx -> client/editor/owner.ts']);
  });
});
