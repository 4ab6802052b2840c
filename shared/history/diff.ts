/**
 * The difference of two page versions (docs/editor.md, "History"): page fields, sections and
 * modules added, removed, changed (text per field) or moved, computed from the two snapshots the
 * back end stores. Pure, so the rules are unit-tested (test/unit/editor/history.test.ts) and the
 * back end only loads the snapshots (GET …/versions/{id}/diff/).
 */
import type { FieldChange, ModuleDiff, ModulePlace, SectionDiff, VersionDiff } from '../contract/pages';
import { moduleLabel, plainText } from './changes';

export interface SnapshotSection {
  id: number;
  locale: string;
  slug: string;
  layout: number;
  order: number;
}
export interface SnapshotModule {
  id: number;
  section_id: number;
  parent_id: number | null;
  column: number;
  order: number;
  model: string;
  data: Record<string, unknown>;
}
/** The part of a stored version the diff reads. */
export interface DiffableSnapshot {
  page: Record<string, unknown>;
  sections: SnapshotSection[];
  modules: SnapshotModule[];
}

const EMPTY: DiffableSnapshot = { page: {}, sections: [], modules: [] };

/** A stored value as text: rich text as plain text, null as ''. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: FieldChange[] = [];
  for (const field of names) {
    const a = valueText(before[field]);
    const b = valueText(after[field]);
    if (a !== b) changes.push({ field, before: a, after: b });
    // markup-only changes (bold, a link target) count too
    else if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null) && typeof after[field] === 'string') changes.push({ field, before: a, after: b });
  }
  return changes;
}

/** Longest common subsequence of two lists (indexes into `a` and `b`). */
export function lcs<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = (x, y) => x === y): [number, number][] {
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i][j] = same(a[i], b[j]) ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i], b[j])) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

export interface WordPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Word-level difference of two texts, for showing a text change with insertions and deletions marked. */
export function diffWords(before: string, after: string): WordPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  // long texts: a coarse answer instead of a quadratic table
  if (a.length * b.length > 250_000) return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])];
  const parts: WordPart[] = [];
  const push = (kind: WordPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  for (const [x, y] of lcs(a, b)) {
    while (i < x) push('removed', a[i++]);
    while (j < y) push('added', b[j++]);
    push('same', a[i]);
    i++;
    j++;
  }
  while (i < a.length) push('removed', a[i++]);
  while (j < b.length) push('added', b[j++]);
  return parts;
}

interface Placed {
  module: SnapshotModule;
  place: ModulePlace;
  locale: 'de' | 'en';
  /** section id, column and parent: the list the module is ranked in */
  group: string;
}

function place(snapshot: DiffableSnapshot): Map<number, Placed> {
  const sections = new Map(snapshot.sections.map((s) => [s.id, s]));
  const groups = new Map<string, SnapshotModule[]>();
  const groupOf = (m: SnapshotModule) => `${m.section_id}/${m.column}/${m.parent_id ?? ''}`;
  for (const m of snapshot.modules) {
    if (!sections.has(m.section_id)) continue;
    const key = groupOf(m);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const placed = new Map<number, Placed>();
  for (const [group, list] of groups) {
    list.sort((x, y) => x.order - y.order || x.id - y.id);
    list.forEach((m, index) => {
      const section = sections.get(m.section_id)!;
      placed.set(m.id, {
        module: m,
        group,
        locale: section.locale === 'en' ? 'en' : 'de',
        place: { section: section.slug, column: m.column, position: index + 1, parent: m.parent_id },
      });
    });
  }
  return placed;
}

/** Ids of modules whose rank among the modules both versions have in the same list changed. */
function reranked(before: Map<number, Placed>, after: Map<number, Placed>): Set<number> {
  const moved = new Set<number>();
  const groups = new Set([...before.values()].map((p) => p.group));
  for (const group of groups) {
    const inBoth = (map: Map<number, Placed>) =>
      [...map.values()]
        .filter((p) => p.group === group && before.get(p.module.id)?.group === group && after.get(p.module.id)?.group === group)
        .sort((x, y) => x.place.position - y.place.position)
        .map((p) => p.module.id);
    const a = inBoth(before);
    const b = inBoth(after);
    const kept = new Set(lcs(a, b).map(([i]) => a[i]));
    for (const id of a) if (!kept.has(id)) moved.add(id);
  }
  return moved;
}

/** What changed from version `from` (null: nothing before) to version `to`. */
export function diffVersions(pageId: number, from: { id: number; snapshot: DiffableSnapshot } | null, to: { id: number; snapshot: DiffableSnapshot }): VersionDiff {
  const a = from?.snapshot ?? EMPTY;
  const b = to.snapshot;

  const sectionsA = new Map(a.sections.map((s) => [s.id, s]));
  const sectionsB = new Map(b.sections.map((s) => [s.id, s]));
  const sections: SectionDiff[] = [];
  const sectionFields = (s: SnapshotSection) => ({ slug: s.slug, layout: s.layout });
  for (const s of b.sections) {
    const old = sectionsA.get(s.id);
    const locale = s.locale === 'en' ? 'en' : 'de';
    if (!old) sections.push({ id: s.id, locale, slug: s.slug, status: 'added', fields: [] });
    else {
      const fields = fieldChanges(sectionFields(old), sectionFields(s));
      if (fields.length) sections.push({ id: s.id, locale, slug: s.slug, status: 'changed', fields });
    }
  }
  for (const s of a.sections) if (!sectionsB.has(s.id)) sections.push({ id: s.id, locale: s.locale === 'en' ? 'en' : 'de', slug: s.slug, status: 'removed', fields: [] });

  const placedA = place(a);
  const placedB = place(b);
  const rerank = reranked(placedA, placedB);
  const modules: ModuleDiff[] = [];
  for (const [id, now] of placedB) {
    const old = placedA.get(id);
    if (!old) {
      modules.push({ id, model: now.module.model, label: moduleLabel(now.module.data), locale: now.locale, status: 'added', moved: false, fields: [], from: null, to: now.place });
      continue;
    }
    const fields = fieldChanges(old.module.data, now.module.data);
    const moved = old.group !== now.group || old.place.section !== now.place.section || rerank.has(id);
    if (!fields.length && !moved) continue;
    modules.push({
      id,
      model: now.module.model,
      label: moduleLabel(now.module.data) || moduleLabel(old.module.data),
      locale: now.locale,
      status: fields.length ? 'changed' : 'unchanged',
      moved,
      fields,
      from: old.place,
      to: now.place,
    });
  }
  for (const [id, old] of placedA) {
    if (!placedB.has(id)) modules.push({ id, model: old.module.model, label: moduleLabel(old.module.data), locale: old.locale, status: 'removed', moved: false, fields: [], from: old.place, to: null });
  }
  const pageFields = fieldChanges(a.page, b.page).filter((f) => from !== null || f.after !== '');
  return { page: pageId, from: from?.id ?? null, to: to.id, fields: pageFields, sections, modules };
}
