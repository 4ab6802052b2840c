/**
 * Translations in the browser: the page carries its own language's texts
 * (<script type="application/json" id="__I18N__">, written by the server); another language's are
 * fetched as their own chunk when a client navigation switches language. The main bundle holds none.
 */
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../shared/constants';
import { readJsonScript } from './snapshot';

export const I18N_ELEMENT_ID = '__I18N__';
const NAMESPACE = 'translation';

export function readPageTexts(doc: Document = document): Record<string, unknown> {
  return readJsonScript<Record<string, unknown>>(I18N_ELEMENT_ID, doc) ?? {};
}

/** The texts of one language, as a chunk of their own (i18n-de, i18n-en). */
function importTexts(locale: Locale): Promise<Record<string, unknown>> {
  return locale === 'en'
    ? import(/* webpackChunkName: "i18n-en" */ '../shared/i18n/en.json').then((m) => m.default)
    : import(/* webpackChunkName: "i18n-de" */ '../shared/i18n/de.json').then((m) => m.default);
}

/** Makes sure the language's texts are loaded before switching to it. */
export async function ensureLanguage(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, NAMESPACE)) return;
  i18n.addResourceBundle(locale, NAMESPACE, await importTexts(locale));
}
