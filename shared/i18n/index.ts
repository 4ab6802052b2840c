/**
 * Translation resources (de, en) and the i18next options both sides share (docs/i18n.md). The
 * server makes one instance per request (server/middleware/i18n.ts), the client one per page load
 * with only the page's language (client/i18n.ts).
 */
import type { InitOptions } from 'i18next';
import de from './de.json';
import en from './en.json';
import { baseI18nOptions } from './options';

export const resources = {
  de: { translation: de },
  en: { translation: en },
} as const;

export const i18nOptions: InitOptions = { ...baseI18nOptions, resources };
