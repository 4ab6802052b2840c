/**
 * Anchors derived from a headline: its text as a slug ('Saisonstart' -> 'saisonstart'), made unique
 * among the anchors the page already has ('saisonstart-2', 'saisonstart-3').
 */
import type { ContainerSection } from '../../shared/contract/pages';
import { slugify } from '../../shared/slug';

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
