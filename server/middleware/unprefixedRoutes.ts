/**
 * Known routes written without their language prefix (/konzerte, /stories?category=sehen, the
 * footer's /presse) redirect to the prefixed route, keeping the query:
 *   - a path that exists in one language only (/konzerte, /concerts, /presse, /orchestra/…) is a
 *     stable address: 301 to that language;
 *   - a path both languages share (/stories, /newsletter, /search) depends on the visitor: 302 to
 *     the language of Accept-Language (Vary: Accept-Language), like the root.
 * Content pages (the catch-all) and paths no route knows are left to the 404 page.
 */
import type { RequestHandler } from 'express';
import { LOCALES, REDIRECT_STATUS, type Locale } from '../../shared/constants';
import { localeOfPath, matchRoute } from '../../shared/routes';

/** The languages in which `/{locale}{path}` is a known route other than a content page. */
export function localesOfUnprefixedPath(path: string): Locale[] {
  if (path === '/' || localeOfPath(path)) return [];
  return LOCALES.filter((locale) => {
    const match = matchRoute(`/${locale}${path}`);
    return match !== null && match.locale === locale && match.name !== 'page' && match.name !== '404' && match.route.localized;
  });
}

export const unprefixedRoutes: RequestHandler = (req, res, next) => {
  const locales = localesOfUnprefixedPath(req.path);
  if (!locales.length) return next();
  const index = req.originalUrl.indexOf('?');
  const query = index < 0 ? '' : req.originalUrl.slice(index);
  res.set('Cache-Control', 'no-cache');
  if (locales.length === 1) return res.redirect(REDIRECT_STATUS, `/${locales[0]}${req.path}${query}`);
  // the request's language (server/middleware/i18n.ts): the path has none, so Accept-Language's
  const preferred = req.language as Locale;
  res.vary('Accept-Language');
  res.redirect(302, `/${locales.includes(preferred) ? preferred : locales[0]}${req.path}${query}`);
};
