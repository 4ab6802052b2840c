/**
 * No folder cycles (docs/architecture.md, "Folders and their dependencies"): fails when the imports
 * of client/, server/, shared/ and cms/ form a cycle between folders, or between files other than
 * the allowed ones. Part of `npm run lint` (so of `npm test`): `npx tsx scripts/checkCycles.ts`.
 *
 * A folder is a first-level folder of one of those (client/pages, cms/api, server/render); a file
 * directly in one (client/App.tsx, cms/config.ts) counts as a folder of its own. Type-only imports
 * count: they tie the folders together as much as the code does. Tests are left out (a test may
 * import from anywhere): *.test.ts(x), *.test-d.ts and test/ folders.
 */
import { cyclicComponents, graphOf, importEdges, sourceFiles, type ImportEdge } from './lib/importGraph';
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

function describe(members: readonly string[], edges: readonly ImportEdge[], key: (file: string) => string): string[] {
  const inside = new Set(members);
  const lines = new Map<string, string[]>();
  for (const edge of edges) {
    const from = key(edge.from);
    const to = key(edge.to);
    if (from === to || !inside.has(from) || !inside.has(to)) continue;
    const label = `  ${from} -> ${to}`;
    if (!lines.has(label)) lines.set(label, []);
    lines.get(label)!.push(`${edge.from} -> ${edge.to}${edge.typeOnly ? ' (type)' : ''}`);
  }
  return [...lines].sort(([a], [b]) => a.localeCompare(b)).flatMap(([label, examples]) => [label, ...examples.slice(0, 3).map((line) => `      ${line}`)]);
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

export function checkProject(root = projectRoot): CycleReport {
  const files = AREAS.flatMap((area) => sourceFiles(root, area, isTestFile));
  return cycleReport(importEdges(root, files));
}

if (require.main === module) {
  const report = checkProject();
  if (report.details.length) {
    console.error(report.details.join('\n'));
    console.error('\nImport cycles (docs/architecture.md, "Folders and their dependencies"): move the piece both sides need to the folder both depend on, or invert the dependency.');
    process.exit(1);
  }
  console.log('No folder or file import cycles.');
}
