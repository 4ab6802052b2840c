/**
 * Where each language's whole texts are served: the bundler writes shared/i18n's files as they are
 * (content-hashed, precompressed) and gives their addresses here (client/i18n.ts fetches them). A
 * module of its own: `import.meta` is the bundler's, and the unit tests load client/i18n.ts without it.
 */
import type { Locale } from '../shared/constants';

export const LANGUAGE_FILES: Record<Locale, string> = {
  de: new URL('../shared/i18n/de.json', import.meta.url).href,
  en: new URL('../shared/i18n/en.json', import.meta.url).href,
};
