/**
 * The consent rules of SPEC §1, §4 and §9 as pure functions: the categories, the pages where the
 * banner stays out of the way (imprint and privacy, so visitors can read them before deciding), and
 * when the dialog comes back (tracking refused, and the visitor leaves such a page).
 */
import type { Locale } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';

/** SPEC §9: required (always on), tracking ("Optimierung"), marketing, external media. */
export const CONSENT_CATEGORY = {
  required: 'required',
  tracking: 'tracking',
  marketing: 'marketing',
  externalMedia: 'externalMedia',
} as const;

/** dispatched on window whenever a consent changes (the embeds and the cookie manager follow it) */
export const CONSENT_CHANGE_EVENT = 'consentchange';

/** Imprint and privacy pages, both languages. */
export const CONSENT_EXCLUDED_PATHS: readonly string[] = ['/de/impressum', '/de/datenschutz', '/en/imprint', '/en/privacy'];

export const isConsentExcluded = (path: string): boolean => CONSENT_EXCLUDED_PATHS.includes(path.replace(/\/+$/, '') || '/');

/** The cookie the cookie manager keeps the visitor's choice in (JSON, URI-encoded). */
export const CONSENT_COOKIE = 'cc_cookie';

export interface StoredConsent {
  /** a consent was given (and is still valid) */
  valid: boolean;
  /** the tracking category (SPEC calls it googleTagManager) was accepted */
  tracking: boolean;
}

/**
 * The stored choice, read from the cookie without loading the manager (a returning visitor needs
 * neither its chunk nor its dialog). The browser drops the cookie when it expires.
 */
export function readStoredConsent(cookie: string): StoredConsent {
  // URI-decoded by the reader (shared/cookies.ts)
  const raw = readCookie(cookie, CONSENT_COOKIE);
  try {
    const value = raw ? (JSON.parse(raw) as { categories?: unknown }) : null;
    const categories = Array.isArray(value?.categories) ? (value.categories as unknown[]) : null;
    return { valid: categories !== null, tracking: !!categories?.includes(CONSENT_CATEGORY.tracking) };
  } catch {
    return { valid: false, tracking: false };
  }
}

/**
 * Shown again when leaving an excluded page for another page: when the stored consent refused
 * tracking (SPEC §4), or when there is none yet (it was held back on the excluded page).
 */
export function shouldReshow(from: string | null, to: string, consent: StoredConsent): boolean {
  if (!from || !isConsentExcluded(from) || isConsentExcluded(to)) return false;
  return !consent.valid || !consent.tracking;
}

export const consentLocale = (lang: string): Locale => (lang.startsWith('en') ? 'en' : 'de');
