/** Loads the cookie manager's chunk once; every caller shares the same promise. */
import type * as CookieManager from './cookieConsent';

type Manager = typeof CookieManager;

let manager: Promise<Manager> | null = null;

export function loadCookieManager(): Promise<Manager> {
  manager ??= import(/* webpackChunkName: "cookie-consent" */ './cookieConsent');
  return manager;
}

/** The footer's cookie settings link: opens the preferences (loading the manager first if needed). */
export function showCookiePreferences(): void {
  void loadCookieManager().then((m) => m.showPreferences());
}
