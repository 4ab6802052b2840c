/**
 * The language of the admin (docs/admin.md#language): the editor's own choice, stored with the
 * account (`editors.language`), else the site's default language (German). Never the browser's
 * Accept-Language: an editor sees the admin in the language they chose, on every machine.
 *
 * Before anybody is logged in (the login page), the language is the one asked for (`?lang=`), else
 * the last one an editor used in this browser (the `admin_language` cookie, set whenever the admin
 * learns an editor's language), else the language of the page the editor came from (`next=/en/…`),
 * else the site's default.
 */
import type { Request, Response } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';
import type { CmsConfig } from '../config';

export const ADMIN_LANGUAGE_COOKIE = 'admin_language';
const COOKIE_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The admin's language for a logged-in editor. */
export function editorLanguage(user: { language: Locale | null } | null | undefined): Locale {
  return user?.language ?? DEFAULT_LOCALE;
}

/** The language of a page shown before the editor is known (the login page). */
export function anonymousLanguage(req: Request, requested: unknown, next: string): Locale {
  if (isLocale(requested)) return requested;
  const remembered = (req.cookies as Record<string, unknown> | undefined)?.[ADMIN_LANGUAGE_COOKIE];
  if (isLocale(remembered)) return remembered;
  const fromNext = /^\/(de|en)(?:\/|$)/.exec(next)?.[1];
  return isLocale(fromNext) ? fromNext : DEFAULT_LOCALE;
}

/** Remembers the editor's language in this browser, for the next login page. */
export function rememberLanguage(req: Request, res: Response, config: CmsConfig, locale: Locale): void {
  if ((req.cookies as Record<string, unknown> | undefined)?.[ADMIN_LANGUAGE_COOKIE] === locale) return;
  res.cookie(ADMIN_LANGUAGE_COOKIE, locale, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/admin/', maxAge: COOKIE_AGE_MS });
}
