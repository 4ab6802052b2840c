/**
 * Anchors derived from a headline: its text as a slug ('Saisonstart' -> 'saisonstart'), made unique
 * among the anchors the page already has ('saisonstart-2', 'saisonstart-3'). A new section is
 * 'abschnitt-3' until its first headline names it ('saisonstart'); that headline then needs no
 * anchor of its own (the section's is at the same place).
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';
import { plainText } from '../../shared/history/changes';
import { slugify } from '../../shared/slug';
import { ApiError } from '../../shared/api/errors';
import { ownerKey, type EditableOwner } from './owner';

/** Every anchor in use on the page: section anchors and module anchors (except the module `except`). */
export function takenAnchors(sections: readonly ContainerSection[], except: number | null = null): Set<string> {
  const taken = new Set<string>();
  for (const section of sections) {
    taken.add(section.slug);
    for (const node of section.modules) {
      for (const item of [node, ...node.children]) {
        const anchor = item.data.anchor;
        if (item.id !== except && typeof anchor === 'string' && anchor) taken.add(anchor);
      }
    }
  }
  return taken;
}

/** A readable anchor from a text, unique among `taken`; '' when the text has no letters or digits. */
export function uniqueAnchor(text: string, taken: ReadonlySet<string>, maxLength = 80): string {
  const base = slugify(text).slice(0, maxLength).replace(/-+$/, '');
  if (!base) return '';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

// ---------------------------------------------------------------------------------------------
// section anchors (a section's slug is its id on the page: `#saisonstart`)

/** The word of a section anchor made before a headline names the section: 'abschnitt-2', 'section-2'. */
export const SECTION_WORDS: Record<Locale, string> = { de: 'abschnitt', en: 'section' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a section's anchor was made by the editor rather than chosen by a person, so the section
 * may take its first headline's name: the fallback ('abschnitt-2', 'karriere-abschnitt-2'), the
 * time-stamped anchors of before ('page-2-mwvbfa66'), and a content page's first section ('page-12').
 * An object's `{type}-{id}` section is never renamed: the object's page finds it by that slug.
 */
export function isAutomaticSectionSlug(slug: string, owner: EditableOwner): boolean {
  const words = Object.values(SECTION_WORDS).join('|');
  if (new RegExp(`(^|-)(${words})-\\d+(-[0-9a-z]{6,})?$`).test(slug)) return true;
  if (owner.object_id === null) return false;
  const key = escapeRegExp(ownerKey(owner));
  if (new RegExp(`^${key}-[0-9a-z]{6,}$`).test(slug)) return true;
  return owner.content_type === 'page' && slug === ownerKey(owner);
}

const byPlace = (a: ModuleNode, b: ModuleNode) => a.column - b.column || a.order - b.order || a.id - b.id;

/** The section's first headline (columns left to right, top to bottom), or null. */
export function firstHeadline(section: ContainerSection): ModuleNode | null {
  return [...section.modules].filter((node) => node.model === 'headline').sort(byPlace)[0] ?? null;
}

/**
 * Whether a headline is (or, once saved at `place`, will be) the first headline of its section.
 * `place`: an existing module's id, or where a new one goes (without `order`: at the column's end).
 */
export function isFirstHeadline(section: ContainerSection, place: { id: number } | { column: number; order?: number }): boolean {
  const others = section.modules.filter((node) => node.model === 'headline' && !('id' in place && node.id === place.id));
  if ('id' in place) {
    const self = section.modules.find((node) => node.id === place.id);
    return !!self && others.every((other) => byPlace(self, other) < 0);
  }
  return others.every((other) => other.column > place.column || (other.column === place.column && place.order !== undefined && other.order >= place.order));
}

/** The readable base of a section anchor from a headline's text ('' when it has no letters or digits). */
export const headlineSlug = (text: string): string => slugify(plainText(text)).slice(0, 80).replace(/-+$/, '');

/**
 * Anchors to try for a section, best first: `first` as far as free on the page, then with the page's
 * name in front ('karriere-saisonstart': section anchors are unique per language across the site),
 * and last one that is unique by construction. At most 100 characters each (the back end's limit).
 */
export function sectionSlugCandidates(first: readonly string[], context: string, taken: ReadonlySet<string>, now: number = Date.now()): string[] {
  const clip = (slug: string) => slug.slice(0, 100).replace(/-+$/, '');
  const base = first[0];
  const tries = [...first, context ? `${context}-${base}` : ''].map(clip).filter((slug) => slug && !taken.has(slug));
  return [...new Set(tries), clip(`${context ? `${context}-` : ''}${base}`).slice(0, 90) + `-${now.toString(36)}`];
}

/** A section anchor another section of the language already has (the back end's 409 on the slug). */
export const isSlugTaken = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && !!error.errors?.slug;

/** Runs `attempt` with each candidate until one is not taken elsewhere; other errors end it at once. */
export async function withFreeSlug<T>(candidates: readonly string[], attempt: (slug: string) => Promise<T>): Promise<T> {
  let lastError: unknown = null;
  for (const slug of candidates) {
    try {
      return await attempt(slug);
    } catch (error) {
      if (!isSlugTaken(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
