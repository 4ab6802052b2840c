/**
 * The part of react-i18next the browser uses (`I18nextProvider` and `useTranslation()`), in about
 * 0.3 KiB instead of 2.6 (the visitor JavaScript budget, docs/performance.md). The client build
 * aliases `react-i18next` to this file, as it aliases `i18next` to ./i18nLite.ts, so components are
 * unchanged; the server build does the same (docs/i18n.md). The real library stays as the
 * reference: test/unit/i18n/reactI18nextLite.test.tsx renders the same components through both.
 *
 * What it does as react-i18next does by default: `t` translates in the instance's current language
 * and is a new function after a language change, and every component using it renders again on
 * 'languageChanged'. No namespaces, key prefixes, Suspense or `Trans`: nothing here uses them.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

type UseTranslation = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

export function useTranslation(): UseTranslation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const update = () => setLanguage(i18n.language);
    i18n.on('languageChanged', update);
    // a change between this render and the effect
    update();
    return () => i18n.off('languageChanged', update);
  }, [i18n]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for each language, as react-i18next gives
  const t = useMemo(() => ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction, [i18n, language]);
  return Object.assign([t, i18n, true] as [TFunction, I18n, boolean], { t, i18n, ready: true });
}
