/** Modules still marked 'needs translation' (issue 45 item 4): what Publish and a review's approval warn of. */
import type { Locale } from '../../../shared/constants';
import type { ContainerSection } from '../../../shared/contract/pages';
import { needsTranslation } from './TranslationMark';

/** How many modules of these sections are marked (a list module once, when it or one of its entries is). */
export const markedCount = (sections: readonly ContainerSection[] | undefined): number =>
  (sections ?? []).reduce((sum, section) => sum + section.modules.filter(needsTranslation).length, 0);

/** Marked modules per language. */
export type MarkedByLocale = Partial<Record<Locale, number>>;

/** The languages among `locales` with marked modules, and how many in all. */
export function markedIn(marked: MarkedByLocale, locales: readonly Locale[]): { count: number; locales: Locale[] } {
  const chosen = locales.filter((l) => (marked[l] ?? 0) > 0);
  return { count: chosen.reduce((sum, l) => sum + (marked[l] ?? 0), 0), locales: chosen };
}
