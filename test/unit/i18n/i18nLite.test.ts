/**
 * The browser's i18next stand-in (client/i18nLite.ts) must say exactly what the server's i18next
 * says, or hydration breaks: every text of both languages, with its variables and plural counts,
 * in the page's language and the other one.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { LOCALES } from '../../../shared/constants';
import { i18nOptions, resources } from '../../../shared/i18n';
import { createInstance } from '../../../client/i18nLite';

type Texts = Record<string, unknown>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** every key of the texts, plural forms folded into their base key, and the keys of objects */
function keysOf(texts: Texts, prefix = ''): { leaves: Map<string, string[]>; objects: string[] } {
  const leaves = new Map<string, string[]>();
  const objects: string[] = [];
  for (const [name, value] of Object.entries(texts)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'object' && value !== null) {
      objects.push(key);
      const inner = keysOf(value as Texts, `${key}.`);
      for (const [k, v] of inner.leaves) leaves.set(k, v);
      objects.push(...inner.objects);
    } else {
      const base = key.replace(PLURAL, '');
      const variables = [...String(value).matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim());
      leaves.set(base, [...new Set([...(leaves.get(base) ?? []), ...variables])]);
    }
  }
  return { leaves, objects };
}

function instances(lng: string): [I18n, I18n] {
  const real = i18next.createInstance({ ...i18nOptions, lng });
  void real.init();
  return [real, createInstance({ ...i18nOptions, lng })];
}

describe.each(LOCALES)('client/i18nLite in %s', (lng) => {
  const [real, lite] = instances(lng);
  const { leaves, objects } = keysOf({ ...(resources.de.translation as Texts), ...(resources.en.translation as Texts) });

  test.each([...leaves.keys()])('%s', (key) => {
    const names = leaves.get(key)!;
    const values: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
    const variants: Record<string, unknown>[] = [values, ...[0, 1, 2, 5].map((count) => ({ ...values, count }))];
    for (const options of variants) {
      expect(lite.t(key, options)).toBe(real.t(key, options));
      for (const other of LOCALES) expect(lite.getFixedT(other)(key, options)).toBe(real.getFixedT(other)(key, options));
    }
  });

  test('objects with returnObjects', () => {
    for (const key of objects) expect(lite.t(key, { returnObjects: true })).toEqual(real.t(key, { returnObjects: true }));
  });

  test('missing keys, key lists, default values, context', () => {
    const cases: [string | string[], Record<string, unknown>?][] = [
      ['no.such.key'],
      ['no.such.key', { defaultValue: 'Fallback {{x}}', x: 1 }],
      [['no.such', 'error.title'], { status: 404 }],
      [['no.such', 'no.other'], {}],
      ['error.title', { context: 'none', status: 500 }],
    ];
    for (const [key, options] of cases) expect(lite.t(key, options)).toBe(real.t(key, options));
  });

  test('languageChanged and added bundles', async () => {
    const seen: string[] = [];
    lite.on('languageChanged', (l: string) => seen.push(l));
    const other = LOCALES.find((l) => l !== lng)!;
    await lite.changeLanguage(other);
    expect(seen).toEqual([other]);
    expect(lite.language).toBe(other);
    lite.addResourceBundle(other, 'translation', { extra: { text: 'x' } }, true, true);
    expect(lite.t('extra.text')).toBe('x');
    expect(lite.exists('error.title')).toBe(true);
    await lite.changeLanguage(lng);
  });

  test('a second namespace (the editor widgets\') stays apart from the site\'s texts', () => {
    const [realWithWidgets, liteWithWidgets] = instances(lng);
    // what client/editor/finders/i18n.ts adds: keys that are objects of the site's texts too
    for (const instance of [realWithWidgets, liteWithWidgets]) {
      for (const locale of LOCALES) instance.addResourceBundle(locale, 'widgets', { search: 'Suchen', offline: 'offline', pageOf: '{{page}} / {{pages}}' }, true, true);
    }
    for (const instance of [realWithWidgets, liteWithWidgets]) {
      expect(instance.t('search.label')).toBe(real.t('search.label'));
      expect(instance.t('offline.title')).toBe(real.t('offline.title'));
      expect(instance.getFixedT(lng, 'widgets')('search')).toBe('Suchen');
      expect(instance.getFixedT(lng, 'widgets')('pageOf', { page: 1, pages: 2 })).toBe('1 / 2');
      expect(instance.hasResourceBundle(lng, 'widgets')).toBe(true);
    }
  });

  test('a language with only another namespace has not loaded its texts', () => {
    const other = LOCALES.find((l) => l !== lng)!;
    const pageOnly = { ...i18nOptions, lng, resources: { [lng]: resources[lng] } };
    const realPage = i18next.createInstance(pageOnly);
    void realPage.init();
    const litePage = createInstance(pageOnly);
    for (const instance of [realPage, litePage]) {
      instance.addResourceBundle(other, 'widgets', { search: 'x' }, true, true);
      // client/i18n.ts ensureLanguage asks this before a language switch
      expect(instance.hasResourceBundle(other, 'translation')).toBe(false);
    }
  });
});
