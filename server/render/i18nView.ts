/**
 * The i18next instance a server render reads its texts from (server/render/renderPage.tsx), noting
 * which groups of texts the render used: the page carries those (./pageTexts.ts).
 */
import type { i18n as I18n } from 'i18next';

/**
 * A server process loads its texts once at start and never changes them, so what i18next answers
 * for a key, asked with the same option values (a time, a name, a count: strings, numbers and
 * booleans), is the same every time: it is resolved by i18next once per language, key and values,
 * and read from here after. A call with any other option value (an object, a function) goes to
 * i18next every time, and so does one whose answer is not a string (returnObjects). The values come
 * from content (a concert's title), so the number kept per language is bounded: when it is full it
 * starts again.
 */
const TEXTS_PER_LANGUAGE = 5000;
const resolvedTexts = new Map<string, Map<string, string>>();

/** The call's memo key, or null when its options are not all plain values. */
function callKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== undefined) return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

function textOf(i18n: I18n): I18n['t'] {
  const t = i18n.t as unknown as (...args: unknown[]) => unknown;
  const known = resolvedTexts.get(i18n.language) ?? new Map<string, string>();
  resolvedTexts.set(i18n.language, known);
  return ((key: unknown, ...rest: unknown[]) => {
    const memoKey = callKey(key, rest);
    if (memoKey === null) return t(key, ...rest);
    const knownText = known.get(memoKey);
    if (knownText !== undefined) return knownText;
    const text = t(key, ...rest);
    if (typeof text === 'string') {
      if (known.size >= TEXTS_PER_LANGUAGE) known.clear();
      known.set(memoKey, text);
    }
    return text;
  }) as unknown as I18n['t'];
}

/**
 * The request's i18next instance as the render's components see it: an object with nothing of its
 * own, whose prototype holds this render's `t` and `getFixedT` and reads everything else from `i18n`.
 * react-i18next's useTranslation copies the own properties of the provider's instance for every
 * component that calls it (its wrapper for React.memo and the React Compiler, react-i18next#1884):
 * about 40 of them on an i18next instance, which made that copy the largest single cost of i18n in
 * an uncached view (docs/performance.md); with `t` and `getFixedT` still on the view itself the copy
 * of those two (and of the `reportNamespaces` react-i18next adds) was 1.4 % of the main thread's
 * samples of home. Nothing in a server render changes the language, so the view is safe here.
 *
 * For the same reason the view's `getFixedT` for the request's own language, the default namespace
 * and no key prefix is the instance's own `t` (bound to it by i18next), remembering what it answered
 * for a key and its option values (`textOf`): what i18next's fixed-t wrapper would add per call
 * (copying the call's and the instance's options into new objects, then calling that same `t` with
 * `lng` set to the language the instance already has) cost about as much again as the translation
 * itself. Any other `getFixedT` call gets i18next's own. Every key asked for
 * through the view has its group noted in `groups`.
 */
export function renderView(i18n: I18n, groups: Set<string> = new Set()): I18n {
  const view = Object.create(i18n) as I18n;
  const ownLanguage = (lng: unknown) => lng === null || lng === undefined || lng === i18n.language;
  const [defaultNs] = ([] as unknown[]).concat(i18n.options.defaultNS ?? 'translation');
  const defaultNamespace = (ns: unknown) => ns === undefined || ns === null || ([] as unknown[]).concat(ns).every((n) => n === defaultNs);
  const ownT = recording(textOf(i18n), groups);
  view.t = recording(i18n.t, groups);
  const fixedT = i18n.getFixedT as (...args: unknown[]) => I18n['t'];
  view.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    if (ownLanguage(lng) && defaultNamespace(ns) && !keyPrefix) return ownT;
    const t = fixedT(lng, ns, keyPrefix, ...rest);
    // a key prefix names the group (i18next binds its methods: its fixed t calls the instance's own `t`)
    if (typeof keyPrefix !== 'string' || !keyPrefix) return recording(t, groups);
    const group = groupOf(keyPrefix);
    return ((...args: unknown[]) => {
      groups.add(group);
      return (t as unknown as (...a: unknown[]) => unknown)(...args);
    }) as unknown as I18n['t'];
  }) as I18n['getFixedT'];
  return Object.create(view) as I18n;
}

/** The group of a key: its first part (`events` of `events.more`), the unit a page's texts are sent in (./pageTexts.ts). */
export const groupOf = (key: string): string => {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
};

/** `t` that notes in `groups` the group of every key it is asked for (a key or a list of fallback keys). */
function recording(t: I18n['t'], groups: Set<string>): I18n['t'] {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  return ((key: unknown, ...rest: unknown[]) => {
    if (typeof key === 'string') groups.add(groupOf(key));
    else if (Array.isArray(key)) for (const each of key) if (typeof each === 'string') groups.add(groupOf(each));
    return translate(key, ...rest);
  }) as unknown as I18n['t'];
}
