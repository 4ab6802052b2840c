/**
 * The admin's language (docs/admin.md#language): the editor's own choice as GET /api/admin/session/
 * answers it (stored with the account; without a choice the site's default), never the browser's.
 *
 * react-admin keeps the locale in its store (localStorage by default, shared by everybody using the
 * browser, and read before anything else). Here the store's `locale` lives in memory and starts at
 * the editor's language; the app bar's language menu (Layout.tsx) saves a choice to the editor's
 * account (PUT /api/admin/session/) before it changes the store, so the language follows the
 * editor to any browser and never to another editor.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Store } from 'react-admin';
import type { Locale } from '../../../shared/constants';
import { adminText, messagesOf } from './messages';

export const ADMIN_LOCALES: readonly { locale: Locale; name: string }[] = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
];

let current: Locale = 'de';

/** The language the admin shows now (for texts made outside React: API messages, record names). */
export const currentLocale = (): Locale => current;

function apply(locale: Locale): void {
  current = locale;
  document.documentElement.lang = locale;
  document.title = adminText(locale, 'documentTitle');
}

export function createI18nProvider(initial: Locale): I18nProvider {
  apply(initial);
  const provider = polyglotI18nProvider((locale) => messagesOf(locale === 'en' ? 'en' : 'de'), initial, [...ADMIN_LOCALES]);
  return {
    ...provider,
    changeLocale(locale, options) {
      apply(locale === 'en' ? 'en' : 'de');
      return provider.changeLocale(locale, options);
    },
  };
}

/** react-admin's store with the `locale` item kept in memory from `initial`; every other item goes to `base`. */
export function editorLanguageStore(base: Store, initial: Locale): Store {
  let locale: Locale = initial;
  const listeners = new Set<(value: unknown) => void>();
  const isLocale = (key: string) => key === 'locale';
  return {
    ...base,
    setup: () => base.setup(),
    teardown: () => base.teardown(),
    getItem: <T>(key: string, defaultValue?: T) => (isLocale(key) ? (locale as T) : base.getItem(key, defaultValue)),
    setItem: <T>(key: string, value: T) => {
      if (!isLocale(key)) return base.setItem(key, value);
      const next: Locale = value === 'en' ? 'en' : 'de';
      if (next === locale) return;
      locale = next;
      listeners.forEach((listener) => listener(next));
    },
    removeItem: (key: string) => {
      if (!isLocale(key)) base.removeItem(key);
    },
    removeItems: (prefix: string) => base.removeItems(prefix),
    reset: () => base.reset(),
    subscribe: (key: string, callback: (value: unknown) => void) => {
      if (!isLocale(key)) return base.subscribe(key, callback);
      listeners.add(callback);
      return () => void listeners.delete(callback);
    },
  };
}

/** A translated field of a record in the admin's language, German when that one is empty: `inEditorLanguage('name')`. */
export const inEditorLanguage =
  (field: string) =>
  (record: Record<string, unknown> | undefined): string => {
    const own = record?.[`${field}_${current}`];
    return typeof own === 'string' && own.trim() ? own : String(record?.[`${field}_de`] ?? '');
  };
