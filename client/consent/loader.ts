/**
 * Loads and starts the cookie manager's chunk once (every caller shares the same promise), only
 * when it is needed: no stored choice yet, the dialog shown again, the footer's cookie settings
 * link, an embed's "allow". The consent texts come from the page's translations (setConsentTexts).
 */
import type * as CookieManager from './cookieConsent';
import type { ConsentTexts } from './cookieConsent';
import { nextTask } from '../nextTask';
import { consentLocale } from './policy';

type Manager = typeof CookieManager;

let manager: Promise<Manager> | null = null;
let texts: ConsentTexts | null = null;

/** Where the manager reads its texts (set by ConsentManager from the page's i18n instance). */
export function setConsentTexts(source: ConsentTexts): void {
  texts = source;
}

/** `autoShow`: whether the first start shows the dialog when no choice is stored. */
export function startCookieManager(autoShow: boolean): Promise<Manager> {
  if (manager) return manager;
  const lang = document.documentElement.lang;
  // the requests in a task of their own, not in the caller's (the effects of hydration's commit):
  // starting a script's request costs the main thread a few milliseconds (issue 39)
  manager = nextTask()
    .then(() => {
      // the dialog's texts come with the language's whole texts (client/i18n.ts): asked for beside
      // the manager's chunk, not after it (the manager asks again, for the same fetch)
      texts?.(consentLocale(lang)).catch(() => undefined);
      return import(/* webpackChunkName: "cookie-consent" */ './cookieConsent');
    })
    .then(async (m) => {
      if (!texts) throw new Error('consent texts not set');
      // the chunk's evaluation and the making of the dialog in tasks of their own (issue 39): in
      // the one task of the chunk's evaluation they took 20-40 ms at 1×
      await nextTask();
      await m.runCookieConsent({ lang, autoShow, texts });
      return m;
    });
  return manager;
}

export const cookieManagerStarted = (): boolean => manager !== null;

/** The footer's cookie settings link: opens the preferences (loading the manager first if needed). */
export function showCookiePreferences(): void {
  void startCookieManager(false).then((m) => m.showPreferences());
}
