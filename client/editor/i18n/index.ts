/**
 * The editor's texts travel with the editor chunk, not with every visitor's page: deep-merged below
 * the `editor` key (next to the few texts of shared/i18n the visitor bundle needs) into each language
 * the page's i18next instance holds, now and after a language switch. A language not loaded yet is
 * left alone, so client/i18n.ts still loads its full texts when it is needed.
 */
import type { i18n as I18n } from 'i18next';
import de from './de.json';
import en from './en.json';

const TEXTS: Record<string, unknown> = { de, en };
const registered = new WeakSet<I18n>();

function merge(i18n: I18n): void {
  for (const [locale, texts] of Object.entries(TEXTS)) {
    if (i18n.hasResourceBundle(locale, 'translation') && !i18n.exists('editor.toolbar', { lng: locale })) {
      i18n.addResourceBundle(locale, 'translation', { editor: texts }, true, true);
    }
  }
}

export function addEditorTexts(i18n: I18n): void {
  merge(i18n);
  if (registered.has(i18n)) return;
  registered.add(i18n);
  i18n.on('languageChanged', () => merge(i18n));
}
