/**
 * Story categories and their words in each language (SPEC §2): German lesen, sehen, hören (also
 * written horen or hoeren in URLs), English read, watch, listen. The first German word is canonical.
 */
import type { Locale } from '../constants';

interface StoryCategoryWords {
  de: readonly string[];
  en: readonly string[];
}

export const STORY_CATEGORIES: readonly StoryCategoryWords[] = [
  { de: ['lesen'], en: ['read'] },
  { de: ['sehen'], en: ['watch'] },
  { de: ['hören', 'horen', 'hoeren'], en: ['listen'] },
];

function find(word: string): StoryCategoryWords | undefined {
  const w = word.toLowerCase();
  return STORY_CATEGORIES.find((c) => c.de.includes(w) || c.en.includes(w));
}

/** The category word in the target language, whichever language `word` is in; undefined if unknown. */
export function translateStoryCategory(word: string, target: Locale): string | undefined {
  return find(word)?.[target][0];
}

/** Whether `word` names a story category in `locale`. */
export function isStoryCategory(word: string, locale: Locale): boolean {
  return STORY_CATEGORIES.some((c) => c[locale].includes(word.toLowerCase()));
}
