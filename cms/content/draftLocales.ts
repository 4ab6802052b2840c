/**
 * Drafts per language (issue 45 item 1). An owner keeps ONE draft row (content_publications, ./drafts.ts)
 * whose snapshot holds what visitors see in every language; sections belong to one language and
 * modules to a section, so the draft splits cleanly by language. A language "has unpublished
 * changes" when its sections and modules in the rows differ from the snapshot's (the content only:
 * versions and the editor's translation marks are no change visitors would see). Publishing or
 * discarding some languages merges the snapshot with the rows of those languages only; the others
 * keep their draft.
 */
import { LOCALES, type Locale } from '../../shared/constants';
import type { ModuleData, SectionData } from './tree';

/** An owner's sections and modules (its draft or what visitors see), every locale. */
export interface OwnerContent {
  sections: SectionData[];
  modules: ModuleData[];
}

/** A value as JSON with its object keys sorted, so two equal contents compare equal whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The sections and modules of one language. */
export function contentOfLocale(content: OwnerContent, locale: Locale): OwnerContent {
  const sections = content.sections.filter((s) => s.locale === locale);
  const ids = new Set(sections.map((s) => s.id));
  return { sections, modules: content.modules.filter((m) => ids.has(m.section_id)) };
}

/** What visitors would see of one language's content, comparable. */
function fingerprint(content: OwnerContent): string {
  const sections = content.sections
    .map(({ id, slug, parent_id, layout, order }: SectionData) => ({ id, slug, parent_id, layout, order }))
    .sort((a, b) => a.id - b.id);
  const modules = content.modules
    .map(({ id, section_id, parent_id, column, order, model, data }: ModuleData) => ({ id, section_id, parent_id, column, order, model, data }))
    .sort((a, b) => a.id - b.id);
  return canonical({ sections, modules });
}

/** The languages whose draft differs from what visitors see. */
export function changedLocales(draft: OwnerContent, published: OwnerContent): Locale[] {
  return LOCALES.filter((locale) => fingerprint(contentOfLocale(draft, locale)) !== fingerprint(contentOfLocale(published, locale)));
}

/** `base` with the content of `locales` taken from `from` (the snapshot after publishing those languages). */
export function mergeLocales(base: OwnerContent, from: OwnerContent, locales: readonly Locale[]): OwnerContent {
  const kept = LOCALES.filter((l) => !locales.includes(l)).map((l) => contentOfLocale(base, l));
  const taken = locales.map((l) => contentOfLocale(from, l));
  const all = [...kept, ...taken];
  return { sections: all.flatMap((c) => c.sections), modules: all.flatMap((c) => c.modules) };
}
