/**
 * Translations in the browser. The page carries the texts its server render used, in its own
 * language (<script type="application/json" id="__I18N__">, server/render/pageTexts.ts): hydration
 * needs no more. A language's whole texts are a JSON file of their own, fetched when first needed:
 * by the cookie manager (its dialog's texts), by a client navigation (the next page's texts, or
 * another language's), or by a text the page lacks (below). ./languageTexts.ts fetches them, a chunk
 * of its own: a visitor who only reads the page never loads either.
 *
 * A text asked for before its language has arrived whole (a part the server did not render, shown
 * at once) is missing for that moment: the whole language is then fetched and every translated
 * component renders again (`TEXTS_COMPLETED`, one of react-i18next's `bindI18n` events).
 */
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import type { Locale } from '../shared/constants';
import { readJsonScript } from './snapshot';

export const I18N_ELEMENT_ID = '__I18N__';
/** emitted by the page's instance when a text was missing and its language has now arrived whole */
export const TEXTS_COMPLETED = 'textsCompleted';

export function readPageTexts(doc: Document = document): Record<string, unknown> {
  return readJsonScript<Record<string, unknown>>(I18N_ELEMENT_ID, doc) ?? {};
}

/** Makes sure the instance has every text of the language (fetched once per page). */
export const ensureLanguage = (i18n: I18n, locale: Locale): Promise<void> =>
  import(/* webpackChunkName: "language-texts" */ './languageFiles').then((files) => files.ensureWholeLanguage(i18n, locale));

/**
 * The page's i18next instance, in `lng` with the page's texts: a text missing before the language
 * has arrived whole has `ensure` fetch it, and once it is there every translated component renders again.
 */
export function createPageI18n(base: InitOptions, lng: Locale, texts: Record<string, unknown>, ensure = ensureLanguage): I18n {
  let asked = false;
  const i18n: I18n = i18next.createInstance({
    ...base,
    lng,
    resources: { [lng]: { translation: texts } },
    react: { bindI18n: `languageChanged ${TEXTS_COMPLETED}` },
    saveMissing: true,
    // a call with a default value has its own answer for a missing text (the editor's field labels)
    missingKeyHandler: (_lngs, _ns, _key, _fallback, _update, options: { defaultValue?: unknown } | undefined) => {
      if (asked || options?.defaultValue !== undefined) return;
      asked = true;
      ensure(i18n, lng).then(
        () => i18n.emit(TEXTS_COMPLETED),
        () => {
          asked = false;
        },
      );
    },
  });
  void i18n.init();
  return i18n;
}

/**
 * The instance as the app's components get it (client/startApp.tsx): an object with no properties
 * of its own that reads everything from `i18n` through its prototype. react-i18next's useTranslation
 * copies the own properties of the provider's instance into a wrapper for every component that
 * calls it (react-i18next#1884), and i18next binds each of its 40-odd methods to the instance as an
 * own property: those copies were the largest of our functions in a first visit's hydration (6 ms of
 * home's at 1×, docs/performance.md). As the methods are bound, a call through the view acts on the instance itself, and
 * its language and texts are read live. The server's render uses the same kind of view
 * (server/render/i18nView.ts).
 */
export const componentsView = (i18n: I18n): I18n => Object.create(i18n) as I18n;
