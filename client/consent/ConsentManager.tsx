/**
 * Starts the cookie manager after the page has mounted (SPEC §2), in the page's language, when it
 * is needed: a visitor without a stored choice gets the dialog, except on the imprint and privacy
 * pages (they stay readable); a returning visitor's choice is read from its cookie and applied
 * (tracking) without downloading the manager. When the visitor leaves the imprint or privacy page
 * for another page and tracking was refused (or no choice made yet), the dialog shows again (SPEC §4).
 * Not in the editor's device preview (`?preview` for a signed-in editor): the frame shows the page
 * without the dialog over it (docs/editor.md).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Texts as ConsentStrings } from './cookieConsent';
import { cookieManagerStarted, setConsentTexts, startCookieManager } from './loader';
import { CONSENT_CHANGE_EVENT, isConsentExcluded, readStoredConsent, shouldReshow } from './policy';
import { inPreviewFrame } from '../../shared/routes/pageQuery';
import { usePageHydrated } from '../hydration';
import { ensureLanguage } from '../i18n';
import { nextTask } from '../nextTask';
import { useStore } from '../stores/context';

const report = (error: unknown) => console.error(error);

/** The tag manager's loader is its own small chunk: only visitors who accepted tracking need it. */
const loadTagManager = () =>
  import(/* webpackChunkName: "tag-manager" */ './tagManager').then(({ loadTagManager: load }) => load(), report);

export function ConsentManager() {
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const { user } = useStore();
  const previous = useRef<string | null>(null);
  // decided at mount: the frame's page never becomes a visitor's page
  const [inPreview] = useState(() => inPreviewFrame(search) && user.isLoggedIn);
  // after the page has hydrated, as the manager's evaluation and dialog are not needed before
  const hydrated = usePageHydrated();

  useEffect(() => {
    // the page brings only the texts its render used: the consent texts come with the whole language
    setConsentTexts(async (lang) => {
      await ensureLanguage(i18n, lang);
      return i18n.getFixedT(lang)('consent', { returnObjects: true }) as unknown as ConsentStrings;
    });
  }, [i18n]);

  useEffect(() => {
    if (!hydrated) return;
    const from = previous.current;
    previous.current = pathname;
    if (inPreview) return;
    // in a task after hydration's effects, as the shop's cookies (../layout/Layout.tsx): the page's
    // first cookie read is a synchronous call to the browser
    void nextTask().then(() => {
      const stored = readStoredConsent(document.cookie);
      // at mount, not later: a dialog that opened after an idle wait took the focus from whatever the
      // visitor (or an editor) had started doing; its text blocks keep it from being the largest paint
      if (from === null) {
        if (!stored.valid && !isConsentExcluded(pathname)) startCookieManager(true).catch(report);
        else if (stored.tracking) void loadTagManager();
        return;
      }
      if (shouldReshow(from, pathname, stored)) {
        const wasStarted = cookieManagerStarted();
        startCookieManager(true)
          .then((m) => {
            if (wasStarted || stored.valid) m.showBanner();
          })
          .catch(report);
      }
    });
  }, [pathname, inPreview, hydrated]);

  useEffect(() => {
    // an embed's "allow" is recorded by the manager as a consent to external media
    const record = () => void startCookieManager(false).catch(report);
    window.addEventListener(CONSENT_CHANGE_EVENT, record);
    // the manager starts in the page's language; this follows client-side language switches
    const follow = (lang: string) => {
      if (cookieManagerStarted()) void startCookieManager(false).then((m) => m.setLanguage(lang));
    };
    i18n.on('languageChanged', follow);
    return () => {
      window.removeEventListener(CONSENT_CHANGE_EVENT, record);
      i18n.off('languageChanged', follow);
    };
  }, [i18n]);

  return null;
}
