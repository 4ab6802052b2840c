/**
 * The visitor's consent to external media (cookie category 'externalMedia', SPEC §1/§9), as embeds
 * need it: `{ allowed, allow() }`. The consent lives in a first-party cookie so it survives reloads;
 * the cookie manager changes it through `setExternalMediaConsent` (or by writing the cookie and
 * dispatching CONSENT_CHANGE_EVENT), and every embed on the page follows at once.
 *
 * The server always renders the placeholder (getServerSnapshot is false), so hydration matches; an
 * earlier consent shows the iframe right after hydration.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { cookieString, readCookie } from '../../shared/cookies';
import { CONSENT_CHANGE_EVENT } from './policy';

export const EXTERNAL_MEDIA_CONSENT_COOKIE = 'consent_external_media';
const MAX_AGE_S = 365 * 24 * 60 * 60;

export function readExternalMediaConsent(cookie: string): boolean {
  return readCookie(cookie, EXTERNAL_MEDIA_CONSENT_COOKIE) === '1';
}

export function setExternalMediaConsent(allowed: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(EXTERNAL_MEDIA_CONSENT_COOKIE, allowed ? '1' : '0', { maxAge: allowed ? MAX_AGE_S : 0, path: '/', sameSite: 'lax' });
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

const clientSnapshot = () => readExternalMediaConsent(document.cookie);
const serverSnapshot = () => false;

export function useExternalMediaConsent(): { allowed: boolean; allow(): void } {
  const allowed = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const allow = useCallback(() => setExternalMediaConsent(true), []);
  return { allowed, allow };
}
