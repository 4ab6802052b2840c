/**
 * The import graph of the project's own TypeScript, for the folder-cycle check
 * (scripts/checkCycles.ts, part of `npm run lint`; docs/architecture.md, "Folders and their dependencies (no cycles)").
 * Imports are read with the TypeScript parser: static imports and re-exports (type-only ones
 * marked), `import()` (marked lazy) and `require()` of a literal path. Only relative paths count: packages are
 * not ours, and a path computed at run time (`./kinds/${model}`) names no file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`, or every named specifier marked `type`: gone after compilation */
  typeOnly: boolean;
  /** `import()`: the target loads later, in a chunk of its own (a static import puts it in the importer's) */
  lazy?: boolean;
}

export interface Specifier {
  specifier: string;
  typeOnly: boolean;
  lazy?: boolean;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const RESOLVE = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

/** Every source file below `dir` (relative to `root`, with forward slashes), skipping what `skip` names. */
export function sourceFiles(root: string, dir: string, skip: (file: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !skip(child)) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import: `import './x'`
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** The module specifiers a file names, with whether each is type-only. */
export function specifiersOf(fileName: string, source: string): Specifier[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Specifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyExport(node) });
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isImport) found.push({ specifier: node.arguments[0].text, typeOnly: false, lazy: true });
      else if (isRequire) found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true }); // `import('./x').T` in a type
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The file a relative specifier names, relative to root; null for packages and files that are not source. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  for (const suffix of RESOLVE) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

/** Every import between the given files. */
export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const { specifier, typeOnly, lazy } of specifiersOf(from, readFileSync(path.join(root, from), 'utf8'))) {
      const to = resolveSpecifier(root, from, specifier);
      if (to && known.has(to) && to !== from) edges.push(lazy ? { from, to, typeOnly, lazy } : { from, to, typeOnly });
    }
  }
  return edges;
}

/**
 * The strongly connected components of a directed graph with more than one node (Tarjan): each is a
 * set of nodes that reach each other, so one cycle or several overlapping ones. Sorted, for stable output.
 */
export function cyclicComponents(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const nodes = new Set<string>([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets])]);
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) connect(node);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** A shortest cycle among `members` (nodes of one cyclic component), as its nodes in order, the first repeated at the end. */
export function shortestCycle(graph: ReadonlyMap<string, ReadonlySet<string>>, members: readonly string[]): string[] {
  const inside = new Set(members);
  let best: string[] = [];
  for (const start of members) {
    // breadth-first from start's successors back to start
    const previous = new Map<string, string>();
    const queue = [start];
    let found = false;
    while (queue.length && !found) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (!inside.has(next)) continue;
        if (next === start) {
          const path = [start];
          for (let at = node; at !== start; at = previous.get(at)!) path.unshift(at);
          path.unshift(start);
          if (!best.length || path.length < best.length) best = path;
          found = true;
          break;
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
  }
  return best;
}

/** A graph of `key(file)` nodes from file edges (edges inside one node dropped). */
export function graphOf(edges: readonly ImportEdge[], key: (file: string) => string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = key(edge.from);
    const to = key(edge.to);
    if (from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}
