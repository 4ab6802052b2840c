/**
 * Compares two V8 heap snapshots (.heapsnapshot files, as `--heapsnapshot-signal` or
 * v8.writeHeapSnapshot write them): the objects' self sizes summed by constructor (strings, code and
 * arrays by kind), and what grew most between the two. The soak uses it (`--heap`) to show what
 * holds memory after minutes of load.
 */
import fs from 'node:fs';

export interface HeapSummary {
  total: number;
  nodes: number;
  byKind: Map<string, { count: number; size: number }>;
  /** the largest single objects (an ArrayBuffer's backing store, PGlite's WebAssembly memory…) */
  largest: { kind: string; size: number }[];
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

function kindOf(type: string, name: string): string {
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return '(string)';
  if (type === 'code') return '(compiled code)';
  if (type === 'number' || type === 'bigint' || type === 'symbol' || type === 'hidden' || type === 'object shape') return `(${type})`;
  if (type === 'closure') return '(closure)';
  if (type === 'array') return `(array) ${name}`;
  if (type === 'native') return `(native) ${name.length > 50 ? `${name.slice(0, 47)}…` : name}`;
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
}

export function summarizeHeap(file: string): HeapSummary {
  const { snapshot, nodes, strings } = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byKind = new Map<string, { count: number; size: number }>();
  let total = 0;
  let largest: { kind: string; size: number }[] = [];
  for (let i = 0; i < nodes.length; i += width) {
    const size = nodes[i + sizeAt];
    const kind = kindOf(types[nodes[i + typeAt]] ?? '?', strings[nodes[i + nameAt]] ?? '');
    if (size > 1024 * 1024) largest = [...largest, { kind, size }].sort((a, b) => b.size - a.size).slice(0, 8);
    const entry = byKind.get(kind) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += size;
    byKind.set(kind, entry);
    total += size;
  }
  return { total, nodes: nodes.length / width, byKind, largest };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Markdown lines: both totals, then the `top` kinds that grew most (and their counts). */
export function compareHeaps(before: HeapSummary, after: HeapSummary, top = 15): string[] {
  const kinds = new Set([...before.byKind.keys(), ...after.byKind.keys()]);
  const rows = [...kinds].map((kind) => {
    const a = before.byKind.get(kind) ?? { count: 0, size: 0 };
    const b = after.byKind.get(kind) ?? { count: 0, size: 0 };
    return { kind, a, b, delta: b.size - a.size };
  });
  rows.sort((x, y) => y.delta - x.delta);
  const biggest = [...rows].sort((x, y) => y.b.size - x.b.size).slice(0, 8);
  return [
    `heap: ${mib(before.total)} (${before.nodes.toLocaleString('en')} objects) → ${mib(after.total)} (${after.nodes.toLocaleString('en')} objects)`,
    '| Grew most | before | after | change | count before → after |',
    '|---|---:|---:|---:|---:|',
    ...rows.slice(0, top).map((r) => `| ${r.kind.replace(/\|/g, '\\|')} | ${mib(r.a.size)} | ${mib(r.b.size)} | ${r.delta >= 0 ? '+' : ''}${mib(r.delta)} | ${r.a.count} → ${r.b.count} |`),
    `largest kinds after: ${biggest.map((r) => `${r.kind} ${mib(r.b.size)}`).join(', ')}`,
    `largest objects after: ${after.largest.map((o) => `${o.kind} ${mib(o.size)}`).join(', ') || 'none over 1 MiB'}`,
  ];
}

if (require.main === module) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: tsx scripts/bench/heapDiff.ts before.heapsnapshot after.heapsnapshot');
  console.log(compareHeaps(summarizeHeap(a), summarizeHeap(b)).join('\n'));
}
