/**
 * Translation resources (de, en) and the i18next options both sides share. The server makes one
 * instance per request (i18next-http-middleware clones it), the client one per page load.
 */
import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../constants';
import de from './de.json';
import en from './en.json';

export const resources = {
  de: { translation: de },
  en: { translation: en },
} as const;

export const i18nOptions: InitOptions = {
  resources,
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  // React escapes what it renders; escaping here would double-escape.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
};
