/**
 * Where each language's whole texts are served: the bundler writes shared/i18n's files as they are
 * (content-hashed, precompressed: scripts/webpack/rules.ts) and gives their addresses here. The
 * chunk ./i18n.ts loads for a language's whole texts; `import.meta` is the bundler's, so the unit
 * tests use ./languageTexts.ts with addresses of their own.
 */
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../shared/constants';
import { addWholeLanguage } from './languageTexts';

const LANGUAGE_FILES: Record<Locale, string> = {
  de: new URL('../shared/i18n/de.json', import.meta.url).href,
  en: new URL('../shared/i18n/en.json', import.meta.url).href,
};

export const ensureWholeLanguage = (i18n: I18n, locale: Locale): Promise<void> => addWholeLanguage(i18n, locale, LANGUAGE_FILES[locale]);
