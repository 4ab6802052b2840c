/**
 * No folder cycles (docs/architecture.md, "Folders and their dependencies"): fails when the imports
 * of client/, server/, shared/ and cms/ form a cycle between folders, or between files other than
 * the allowed ones, or when a file imports a lazily loaded folder (LAZY_FOLDERS) statically. Part of `npm run lint` (so of `npm test`): `npx tsx scripts/checkCycles.ts`.
 *
 * A folder is a first-level folder of one of those (client/pages, cms/api, server/render); a file
 * directly in one (client/App.tsx, cms/config.ts) counts as a folder of its own. Type-only imports
 * count: they tie the folders together as much as the code does. Tests are left out (a test may
 * import from anywhere): *.test.ts(x), *.test-d.ts and test/ folders.
 */
import { cyclicComponents, graphOf, importEdges, shortestCycle, sourceFiles, type ImportEdge } from './lib/importGraph';
import { projectRoot } from './lib/root';

export const AREAS = ['client', 'server', 'shared', 'cms'] as const;

/**
 * File cycles that may stay, each the full set of files that reach each other. Folder cycles have
 * no allow-list: move the shared piece to the folder both depend on, or invert the dependency.
 */
export const ALLOWED_FILE_CYCLES: readonly (readonly string[])[] = [
  // the module dialog shows a list module's children, each opened in a module dialog of its own
  ['client/editor/modules/ChildList.tsx', 'client/editor/modules/ModuleDialog.tsx'],
];

/**
 * Folders that are lazily loaded chunks (docs/architecture.md): files of other folders reach them
 * only through `import()` or type-only imports, so none of their code lands in a bundle that
 * loads them. The editor (client/editor, the chunk `editor`) and the route chunks.
 */
export const LAZY_FOLDERS: readonly string[] = ['client/editor', 'client/routeChunks'];

/** Imports that would put a lazy folder's code into another folder's chunk, as 'from -> to' lines. */
export function eagerImportsOfLazyFolders(edges: readonly ImportEdge[], lazyFolders: readonly string[] = LAZY_FOLDERS): string[] {
  return edges
    .filter((edge) => lazyFolders.includes(folderOf(edge.to)) && folderOf(edge.from) !== folderOf(edge.to) && !edge.typeOnly && !edge.lazy)
    .map((edge) => `${edge.from} -> ${edge.to}`);
}

export const isTestFile = (file: string): boolean => /\.test(-d)?\.[cm]?[jt]sx?$/.test(file) || /(^|\/)(test|__snapshots__|__mocks__)\//.test(file);

/** The folder a file belongs to for this check. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
}

export interface CycleReport {
  folderCycles: string[][];
  fileCycles: string[][];
  /** the imports inside each reported cycle, as 'from -> to' lines */
  details: string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** A shortest cycle of the component with the imports behind each step, then every step between its members. */
function describe(members: readonly string[], edges: readonly ImportEdge[], key: (file: string) => string): string[] {
  const graph = graphOf(edges, key);
  const cycle = shortestCycle(graph, members);
  const importsOf = (from: string, to: string) =>
    edges.filter((edge) => key(edge.from) === from && key(edge.to) === to).map((edge) => `${edge.from} -> ${edge.to}${edge.typeOnly ? ' (type)' : ''}`);
  const lines = [`  shortest cycle: ${cycle.join(' -> ')}`];
  for (let i = 0; i + 1 < cycle.length; i += 1) {
    const imports = importsOf(cycle[i], cycle[i + 1]);
    lines.push(`    ${cycle[i]} -> ${cycle[i + 1]}: ${imports.slice(0, 3).join(', ')}${imports.length > 3 ? ` and ${imports.length - 3} more` : ''}`);
  }
  const steps = members.flatMap((from) => [...(graph.get(from) ?? [])].filter((to) => members.includes(to)).map((to) => `${from} -> ${to}`));
  return [...lines, `  all steps between them: ${steps.sort().join(', ')}`];
}

/** The cycles among the given import edges (file names relative to the project root). */
export function cycleReport(edges: readonly ImportEdge[], allowedFileCycles: readonly (readonly string[])[] = ALLOWED_FILE_CYCLES): CycleReport {
  const folderCycles = cyclicComponents(graphOf(edges, folderOf));
  const fileCycles = cyclicComponents(graphOf(edges, (file) => file)).filter((members) => !allowedFileCycles.some((allowed) => sameSet(members, allowed)));
  const details = [
    ...folderCycles.flatMap((members) => [`folder cycle: ${members.join(', ')}`, ...describe(members, edges, folderOf)]),
    ...fileCycles.flatMap((members) => [`file cycle: ${members.join(', ')}`, ...describe(members, edges, (file) => file)]),
  ];
  return { folderCycles, fileCycles, details };
}

export function checkProject(root = projectRoot): CycleReport & { eagerLazyImports: string[] } {
  const files = AREAS.flatMap((area) => sourceFiles(root, area, isTestFile));
  const edges = importEdges(root, files);
  return { ...cycleReport(edges), eagerLazyImports: eagerImportsOfLazyFolders(edges) };
}

if (require.main === module) {
  const report = checkProject();
  if (report.details.length) {
    console.error(report.details.join('\n'));
    console.error('\nImport cycles (docs/architecture.md, "Folders and their dependencies"): move the piece both sides need to the folder both depend on, or invert the dependency.');
  }
  if (report.eagerLazyImports.length) {
    console.error(report.eagerLazyImports.map((line) => `static import of a lazy folder: ${line}`).join('\n'));
    console.error(`\nThe lazy folders (${LAZY_FOLDERS.join(', ')}) are reached only through import() or type-only imports: move what others need out of them (docs/architecture.md).`);
  }
  if (report.details.length || report.eagerLazyImports.length) process.exit(1);
  console.log('No folder or file import cycles; the lazy folders are loaded lazily only.');
}
