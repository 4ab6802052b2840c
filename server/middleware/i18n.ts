/**
 * Translations per request (req.i18n), in the language of the path's first segment (German when
 * there is none). The server runs on the same small stand-in for i18next as the browser
 * (client/i18nLite.ts; the server build also aliases react-i18next to client/reactI18nextLite.ts,
 * webpack.config.ts): real i18next and react-i18next cost about 15 % of a page view's CPU (an
 * instance cloned per request, a wrapper of it per component). One instance per request over the
 * shared resources; making one copies two small objects. Server and browser markup are the same
 * by construction; test/e2e/site.test.ts loads pages of both languages and requires a clean
 * hydration.
 */
import type { RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';
import { createInstance } from '../../client/i18nLite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';
import { i18nOptions } from '../../shared/i18n';

declare module 'express-serve-static-core' {
  interface Request {
    /** this request's translations (see server/middleware/i18n.ts) */
    i18n: I18n;
  }
}

/** The language of a path: its first segment when that is one of ours. */
export function localeOfRequestPath(path: string): Locale {
  const first = path.split('/', 2)[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

export function createRequestI18n(locale: Locale): I18n {
  return createInstance({ ...i18nOptions, lng: locale });
}

export function i18nMiddleware(): RequestHandler {
  return (req, _res, next) => {
    req.i18n = createRequestI18n(localeOfRequestPath(req.path));
    next();
  };
}
