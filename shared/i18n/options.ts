/**
 * The i18next options both sides share, without the resources: the browser's main bundle imports
 * only this and receives the page language's texts from the page (see client/i18n.ts), so visitors
 * do not download every language's texts with the JavaScript.
 */
import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../constants';

export const baseI18nOptions: InitOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  // React escapes what it renders; escaping here would double-escape.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // one namespace, keys are dotted paths: naming both separators spares i18next guessing, for every
  // key it translates, whether the key is natural language or holds a namespace prefix
  nsSeparator: false,
  keySeparator: '.',
};
