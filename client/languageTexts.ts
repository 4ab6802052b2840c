/**
 * A language's whole texts, fetched once per page from their file (./languageFiles.ts names the
 * files) and merged into the page's i18next instance below the texts it already has: those stay
 * the same objects, and no component renders again for them (react-i18next's default: the store's
 * `added` is not one of its events). Its own chunk with ./languageFiles.ts: main.js only asks for it
 * (./i18n.ts).
 */
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../shared/constants';

const NAMESPACE = 'translation';
const fetching = new Map<string, Promise<Record<string, unknown>>>();
/** the languages each instance has whole, by its store: views of an instance (./i18n.ts's
 * `componentsView`, react-i18next's wrappers) share it */
const whole = new WeakMap<object, Set<Locale>>();

function fetchTexts(url: string): Promise<Record<string, unknown>> {
  let texts = fetching.get(url);
  if (!texts) {
    texts = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.json() as Promise<Record<string, unknown>>;
    });
    // a failed fetch (offline) is tried again by the next caller
    texts.catch(() => fetching.delete(url));
    fetching.set(url, texts);
  }
  return texts;
}

/** Makes sure `i18n` has every text of `locale`, from its file at `url` (none: no such language). */
export async function addWholeLanguage(i18n: I18n, locale: Locale, url: string | undefined): Promise<void> {
  let languages = whole.get(i18n.store);
  if (!languages) whole.set(i18n.store, (languages = new Set()));
  if (languages.has(locale)) return;
  if (!url) throw new Error(`no texts for ${locale}`);
  const texts = await fetchTexts(url);
  if (languages.has(locale)) return;
  i18n.addResourceBundle(locale, NAMESPACE, texts, true, false);
  languages.add(locale);
}
