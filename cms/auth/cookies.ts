/**
 * The two cookies of the Django-style auth, with their options in ONE place:
 * - `sessionid`: the database session key. httpOnly (scripts never need it), SameSite=Lax (sent on
 *   top-level navigations, not on cross-site subrequests), Secure when config.cookieSecure.
 * - `csrftoken`: the CSRF token of the double-submit check. NOT httpOnly: the editor reads it to
 *   send the X-CSRFToken header. SameSite=Lax, Secure like the session cookie.
 * Both on path '/', so the SSR proxy passes them for every prefix (/de/pageeditor-api, /admin...).
 */
import type { CookieOptions, Response } from 'express';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../shared/constants';
import type { CmsConfig } from '../config';

/** Django's SESSION_COOKIE_AGE: two weeks, not sliding (the session ends two weeks after login). */
export const SESSION_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Django's CSRF_COOKIE_AGE: one year. */
export const CSRF_COOKIE_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export function sessionCookieOptions(config: CmsConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/', maxAge: SESSION_AGE_MS };
}

export function csrfCookieOptions(config: CmsConfig): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', secure: config.cookieSecure, path: '/', maxAge: CSRF_COOKIE_AGE_MS };
}

export function setSessionCookie(res: Response, config: CmsConfig, key: string): void {
  res.cookie(SESSION_COOKIE, key, sessionCookieOptions(config));
}

export function clearSessionCookie(res: Response, config: CmsConfig): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(config);
  res.clearCookie(SESSION_COOKIE, options);
}

export function setCsrfCookie(res: Response, config: CmsConfig, token: string): void {
  res.cookie(CSRF_COOKIE, token, csrfCookieOptions(config));
}
