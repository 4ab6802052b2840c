/**
 * Translations in the browser. The page carries the texts its server render used, in its own
 * language (<script type="application/json" id="__I18N__">, server/render/pageTexts.ts): hydration
 * needs no more. A language's whole texts are a JSON file of their own (./languageFiles.ts, set by
 * the app's start), fetched once the page has hydrated, and before a client navigation or the cookie
 * manager uses them; another language's when a navigation switches to it. The main bundle holds none.
 *
 * A text asked for before its language has arrived whole (a part the server did not render, shown
 * at once) is missing for that moment: the whole language is then fetched and every translated
 * component renders again (`TEXTS_COMPLETED`, one of react-i18next's `bindI18n` events).
 */
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import type { Locale } from '../shared/constants';
import { readJsonScript } from './snapshot';

export const I18N_ELEMENT_ID = '__I18N__';
const NAMESPACE = 'translation';
/** emitted by the instance when a text was missing and its language has now arrived whole */
const TEXTS_COMPLETED = 'textsCompleted';

export function readPageTexts(doc: Document = document): Record<string, unknown> {
  return readJsonScript<Record<string, unknown>>(I18N_ELEMENT_ID, doc) ?? {};
}

let files: Partial<Record<Locale, string>> = {};
const fetching = new Map<Locale, Promise<Record<string, unknown>>>();
const whole = new WeakMap<I18n, Set<string>>();

/** Where each language's whole texts are (./languageFiles.ts; a module of its own for the bundler's `import.meta`). */
export function setLanguageFiles(urls: Partial<Record<Locale, string>>): void {
  files = urls;
}

function fetchTexts(locale: Locale): Promise<Record<string, unknown>> {
  let texts = fetching.get(locale);
  if (!texts) {
    const url = files[locale];
    texts = url
      ? fetch(url).then((res) => {
          if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
          return res.json() as Promise<Record<string, unknown>>;
        })
      : Promise.reject(new Error(`no texts for ${locale}`));
    // a failed fetch (offline) is tried again by the next caller
    texts.catch(() => fetching.delete(locale));
    fetching.set(locale, texts);
  }
  return texts;
}

const languagesOf = (i18n: I18n): Set<string> => {
  let languages = whole.get(i18n);
  if (!languages) whole.set(i18n, (languages = new Set()));
  return languages;
};

/**
 * Makes sure the instance has every text of the language. The texts already there stay the same
 * objects, and no component renders again for them (react-i18next's default: the store's `added` is
 * not one of its events).
 */
export async function ensureLanguage(i18n: I18n, locale: Locale): Promise<void> {
  const languages = languagesOf(i18n);
  if (languages.has(locale)) return;
  const texts = await fetchTexts(locale);
  if (languages.has(locale)) return;
  i18n.addResourceBundle(locale, NAMESPACE, texts, true, false);
  languages.add(locale);
}

/**
 * The page's i18next instance, in `lng` with the page's texts: a text missing before the language
 * has arrived whole fetches it, and once it is there every translated component renders again.
 */
export function createPageI18n(base: InitOptions, lng: Locale, texts: Record<string, unknown>): I18n {
  let completing = false;
  const i18n: I18n = i18next.createInstance({
    ...base,
    lng,
    resources: { [lng]: { [NAMESPACE]: texts } },
    react: { bindI18n: `languageChanged ${TEXTS_COMPLETED}` },
    saveMissing: true,
    missingKeyHandler: () => {
      if (completing || languagesOf(i18n).has(lng)) return;
      completing = true;
      ensureLanguage(i18n, lng).then(
        () => i18n.emit(TEXTS_COMPLETED),
        () => {
          completing = false;
        },
      );
    },
  });
  void i18n.init();
  return i18n;
}
