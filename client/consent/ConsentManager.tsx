/**
 * Starts the cookie manager after the page has mounted (SPEC §2), in the page's language, and not
 * on the imprint and privacy pages (they stay readable). When the visitor leaves one of those pages
 * for another page and tracking was refused (or no choice made yet), the dialog shows again (SPEC §4).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isConsentExcluded, shouldReshow } from './policy';
import { loadCookieManager } from './loader';

export function ConsentManager() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const previous = useRef<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (!started.current) {
      started.current = true;
      void loadCookieManager()
        .then((m) => m.runCookieConsent({ lang: document.documentElement.lang, autoShow: !isConsentExcluded(pathname) }))
        .catch((error: unknown) => console.error(error));
      return;
    }
    void loadCookieManager().then(async (m) => {
      if (shouldReshow(from, pathname, await m.storedConsent())) await m.showBanner();
    });
  }, [pathname]);

  useEffect(() => {
    const follow = (lang: string) => void loadCookieManager().then((m) => m.setLanguage(lang));
    // (the manager starts in the page's language; this follows client-side language switches)
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);

  return null;
}
